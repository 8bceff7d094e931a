import { create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { CustomField } from '../../src/contract/common';
import { CurrentMember } from '../../src/contract/member';
import { toHostMembership, toMemberInfo } from '../../src/core/account/memberInfo';
import { membershipRecord } from './members';

/** What host pages read (HOST-API §4): getMemberInfo() and the events' memberships and custom fields. */
describe('MemberInfo for host pages', () => {
  it('every membership carries welcomeUrl and contentUrl, null when the plan has none', () => {
    const none = toHostMembership(membershipRecord({ publicPlanId: 'multi01', welcomeUrl: null, contentUrl: null }));
    expect(none).toHaveProperty('welcomeUrl', null);
    expect(none).toHaveProperty('contentUrl', null);
    const some = toHostMembership(membershipRecord({ welcomeUrl: '/welcome', contentUrl: '/courses/' }));
    expect(some).toMatchObject({ welcomeUrl: '/welcome', contentUrl: '/courses/' });
  });

  it('a membership without an id (the spec keys memberships by publicPlanId) has no id key', () => {
    const host = toHostMembership(membershipRecord({ id: null }));
    expect('id' in host).toBe(false);
    expect(host).toMatchObject({ planId: 1003, publicPlanId: 'sub01' });
  });

  it("a single-choice field is 'select' as the docs name it, whatever the server calls it; options keep a label", () => {
    const member = create(
      { id: 1, name: 'A B', firstName: 'A', lastName: 'B', email: 'a@b.test', customSignupFieldValues: { 12: 'x', 13: 'y' } },
      CurrentMember,
    );
    const fields = [
      create({ id: 12, type: 'dropdown', options: [{ value: 'x' }] }, CustomField),
      create({ id: 13, type: 'select', options: [{ label: 'Why', value: 'y' }] }, CustomField),
      create({ id: 14, type: 'multiple-select', options: [] }, CustomField),
    ];
    const info = toMemberInfo(member, fields, '');
    expect(info.customSignupFields.map((f) => f.type)).toEqual(['select', 'select', 'multiple-select']);
    expect(info.customSignupFields[0]!.options).toEqual([{ label: 'x', value: 'x' }]);
    expect(info.customSignupFields[1]!.options).toEqual([{ label: 'Why', value: 'y' }]);
  });
});
