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

  it('a membership without an id (the spec keys memberships by publicPlanId) has id null', () => {
    const host = toHostMembership(membershipRecord({ id: null }));
    expect(host).toHaveProperty('id', null);
    expect(host).toMatchObject({ planId: 1003, publicPlanId: 'sub01' });
  });

  it('cancelsOn, billingPeriodEnd and expiresOn are null when not set, never absent', () => {
    const none = toHostMembership(membershipRecord());
    expect(none).toHaveProperty('cancelsOn', null);
    expect(none).toHaveProperty('billingPeriodEnd', null);
    expect(none).toHaveProperty('expiresOn', null);
    const ending = toHostMembership(membershipRecord({ cancelsOn: '2025-02-01T00:00:00.000Z', billingPeriodEnd: '2025-02-01T00:00:00.000Z' }));
    expect(ending).toMatchObject({ cancelsOn: '2025-02-01T00:00:00.000Z', billingPeriodEnd: '2025-02-01T00:00:00.000Z', expiresOn: null });
  });

  it('every documented key of a membership and of a member is there, whatever the server left out', () => {
    const host = toHostMembership(membershipRecord({ id: null, welcomeUrl: null, contentUrl: null }));
    expect(Object.keys(host).sort()).toEqual(
      [
        'id',
        'planId',
        'publicPlanId',
        'name',
        'type',
        'createdAt',
        'status',
        'cancelsOn',
        'billingPeriodEnd',
        'expiresOn',
        'paymentFailure',
        'welcomeUrl',
        'contentUrl',
      ].sort(),
    );
    const member = create({ id: 1, name: 'A B', firstName: 'A', lastName: 'B', email: 'a@b.test' }, CurrentMember);
    expect(Object.keys(toMemberInfo(member, [], 'https://avatar.test/a')).sort()).toEqual(
      ['id', 'name', 'firstName', 'lastName', 'email', 'profileImageUrl', 'memberships', 'customSignupFields'].sort(),
    );
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
