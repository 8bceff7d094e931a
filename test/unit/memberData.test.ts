import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SiteConfig } from '../../src/contract/site';
import { boundValue, checkedOf, displayTextOf, sameState, selectionOf, textOf } from '../../src/core/account/memberData';
import type { MemberInfo } from '../../src/core/account/memberInfo';
import { initialQuery, succeeded } from '../../src/core/util/query';
import type { FeatureContext } from '../../src/host/features';
import { configQuery, memberQuery, tokens, type MemberData } from '../../src/state/store';
import { accessTokenFor } from './jwt';

const info: MemberInfo = {
  id: 202,
  name: 'Paul Paid',
  firstName: 'Paul',
  lastName: 'Paid',
  email: 'paid@demo.test',
  profileImageUrl: 'https://x.test/a.png',
  memberships: [],
  customSignupFields: [
    { id: 11, type: 'text', required: false, value: '+1 555 0100' },
    {
      id: 12,
      type: 'dropdown',
      required: false,
      value: 'intermediate',
      options: [
        { label: 'Beginner', value: 'beginner' },
        { label: 'Intermediate', value: 'intermediate' },
      ],
    },
    { id: 14, type: 'checkbox', required: false, value: true },
    {
      id: 15,
      type: 'multiple-select',
      required: false,
      value: ['hatha', 'yin'],
      options: [
        { label: 'Hatha', value: 'hatha' },
        { label: 'Yin', value: 'yin' },
      ],
    },
    { id: 16, type: 'text', required: false, value: null },
  ],
};

describe('member data bindings (fixtures/site/README.md "Member data": a MemberInfo field or customSignupFields.<fieldId>)', () => {
  it.each([
    ['firstName', 'Paul'],
    ['id', 202],
    ['email', 'paid@demo.test'],
    [' FirstName ', 'Paul'],
    ['profileImageUrl', 'https://x.test/a.png'],
    ['customSignupFields.11', '+1 555 0100'],
    ['customSignupFields.14', true],
    ['customSignupFields.15', ['hatha', 'yin']],
    ['customSignupFields.16', null],
  ])('%j → %j', (property, value) => {
    expect(boundValue(info, property)?.value).toEqual(value);
  });
  it.each(['password', 'memberships', 'customSignupFields', 'customSignupFields.99', 'customSignupFields.', '', 'constructor'])(
    'names nothing: %j',
    (property) => {
      expect(boundValue(info, property)).toBeNull();
    },
  );
  it('a choice field comes with its options', () => {
    expect(boundValue(info, 'customSignupFields.12')?.options).toHaveLength(2);
  });
});

describe('values for controls (part 1 §1: "auto-fill inputs, selects, textareas and checkboxes")', () => {
  it.each([
    ['Paul', 'Paul'],
    [202, '202'],
    [true, 'true'],
    [['hatha', 'yin'], 'hatha, yin'],
    [null, ''],
    [undefined, ''],
  ])('text of %j is %j', (value, text) => {
    expect(textOf(value)).toBe(text);
  });
  it.each([
    [true, true],
    ['true', true],
    ['TRUE', true],
    [false, false],
    ['false', false],
    ['yes', false],
    [1, false],
    [null, false],
  ])('checkbox for %j is checked: %j', (value, checked) => {
    expect(checkedOf(value)).toBe(checked);
  });
  it.each([
    ['beginner', ['beginner']],
    [
      ['hatha', 'yin'],
      ['hatha', 'yin'],
    ],
    [3, ['3']],
    [null, []],
    [[null, 'yin'], ['yin']],
  ])('select shows %j selected as %j', (value, selected) => {
    expect(selectionOf(value)).toEqual(selected);
  });
  it.each([
    [{ value: 'Paul' }, 'Paul'],
    [{ value: 'intermediate', options: [{ label: 'Intermediate', value: 'intermediate' }] }, 'Intermediate'],
    [{ value: ['hatha', 'yin'], options: [{ label: 'Hatha', value: 'hatha' }] }, 'Hatha, yin'],
    [{ value: '' }, null],
    [{ value: null }, null],
    [{ value: '  ' }, null],
  ])("userInfo text of %j is %j (null keeps the page's own text)", (bound, text) => {
    expect(displayTextOf(bound)).toBe(text);
  });
  it('compares states, lists item by item', () => {
    expect(sameState(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameState(['a'], ['a', 'b'])).toBe(false);
    expect(sameState('a', 'a')).toBe(true);
    expect(sameState(true, 'true')).toBe(false);
  });
});

describe('host elements filled and taken back (host/memberDataBinding.ts)', () => {
  const paul = {
    id: 202,
    name: 'Paul Paid',
    firstName: 'Paul',
    lastName: 'Paid',
    email: 'paid@demo.test',
    profileImageUrl: null,
    organizationId: null,
    hasBillingHistory: false,
    stripeCustomerId: null,
    pendingPlanPublicId: null,
    memberships: [],
    customSignupFieldValues: { 11: '+1 555 0100', 12: 'intermediate', 14: true, 15: ['hatha', 'yin'] },
  } as unknown as MemberData;
  const log = vi.fn();
  const $ = <T extends Element>(selector: string) => document.querySelector<T>(selector)!;
  const events: string[] = [];

  beforeAll(async () => {
    const field = (id: number, type: string, options: string[] = []) => ({
      id,
      type,
      options: options.map((o) => ({ label: o.toUpperCase(), value: o })),
    });
    configQuery.value = succeeded(
      initialQuery(),
      create(
        {
          siteId: 1,
          subdomain: 'demo',
          baseUrl: 'https://site.test',
          customSignupFields: [
            field(11, 'text'),
            field(12, 'dropdown', ['beginner', 'intermediate']),
            field(14, 'checkbox'),
            field(15, 'multiple-select', ['hatha', 'vinyasa', 'yin']),
          ],
        },
        SiteConfig,
      ),
      200,
      1,
    );
    document.body.innerHTML = `
      <span data-ms-member="firstName">friend</span>
      <span data-ms-member="customSignupFields.12"><b>someone</b></span>
      <input id="name" data-ms-member="name" value="">
      <input id="email" type="email" data-ms-member="email">
      <input id="phone" data-ms-member="customSignupFields.11">
      <select id="experience" data-ms-member="customSignupFields.12"><option value="">Choose</option><option value="beginner">B</option><option value="intermediate">I</option></select>
      <select id="styles" multiple data-ms-member="customSignupFields.15"><option value="hatha">H</option><option value="vinyasa">V</option><option value="yin">Y</option></select>
      <input id="news" type="checkbox" data-ms-member="customSignupFields.14">
      <textarea id="notes" data-ms-member="lastName"></textarea>
      <input type="file" data-ms-member="email">
      <input id="odd" data-ms-member="password">`;
    document.body.addEventListener('input', (e) => events.push(`input:${(e.target as Element).id}`));
    document.body.addEventListener('change', (e) => events.push(`change:${(e.target as Element).id}`));
    const { install } = await import('../../src/host/memberDataBinding');
    install({ logger: { log, entries: () => [] } } as unknown as FeatureContext);
  });
  afterAll(() => {
    tokens.value = null;
    memberQuery.value = initialQuery();
    configQuery.value = initialQuery();
    document.body.innerHTML = '';
  });

  const state = () => ({
    spans: [...document.querySelectorAll('span')].map((s) => s.innerHTML),
    name: $<HTMLInputElement>('#name').value,
    email: $<HTMLInputElement>('#email').value,
    phone: $<HTMLInputElement>('#phone').value,
    experience: $<HTMLSelectElement>('#experience').value,
    styles: [...$<HTMLSelectElement>('#styles').options].filter((o) => o.selected).map((o) => o.value),
    news: $<HTMLInputElement>('#news').checked,
    notes: $<HTMLTextAreaElement>('#notes').value,
  });
  const before = { spans: ['friend', '<b>someone</b>'], name: '', email: '', phone: '', experience: '', styles: [], news: false, notes: '' };

  it('a visitor sees the page as written', () => {
    expect(state()).toEqual(before);
    expect(events).toEqual([]);
  });

  it('a loaded member fills every control and userInfo element, telling the page by input and change events', async () => {
    tokens.value = { accessToken: accessTokenFor(202), refreshToken: 'r', expiresAt: Date.now() + 60_000 };
    memberQuery.value = succeeded(initialQuery(), paul, 200, 1);
    // Filled once the member info's module is in (a session loads it: host/hostApi.ts), with no other change.
    await vi.waitFor(() => expect(state().name).toBe('Paul Paid'));
    expect(state()).toEqual({
      spans: ['Paul', 'INTERMEDIATE'],
      name: 'Paul Paid',
      email: 'paid@demo.test',
      phone: '+1 555 0100',
      experience: 'intermediate',
      styles: ['hatha', 'yin'],
      news: true,
      notes: 'Paid',
    });
    expect(events).toEqual(expect.arrayContaining(['input:name', 'change:name', 'input:styles', 'change:news', 'change:notes']));
    expect(log).toHaveBeenCalledWith('WARN', 'EMBED', 'Unknown member property "password" in data-ms-member');
  });

  it('member info that changes refills what the user left alone, and keeps what they typed', () => {
    $<HTMLInputElement>('#email').value = 'typed@x.test';
    memberQuery.value = succeeded(memberQuery.value, { ...paul, firstName: 'Pauline', name: 'Pauline Paid', email: 'new@demo.test' }, 200, 2);
    expect(state()).toMatchObject({ spans: ['Pauline', 'INTERMEDIATE'], name: 'Pauline Paid', email: 'typed@x.test' });
  });

  it("logout takes back what the widget filled: the page's own text and nodes, the controls nobody changed", () => {
    tokens.value = null;
    expect(state()).toEqual({ ...before, email: 'typed@x.test' });
    expect(document.querySelectorAll('span b')).toHaveLength(1);
  });
});
