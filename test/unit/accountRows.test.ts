import { describe, expect, it, onTestFinished } from 'vitest';
import { isLive } from '../../src/core/access/membershipStatus';
import {
  agencyEditUrl,
  billingCardLinks,
  isNote,
  plansCardLinks,
  profileCardLinks,
  rowItems,
  type RowItem,
} from '../../src/core/account/accountRows';
import { joinablePlans, membershipName } from '../../src/core/account/planMemberships';
import { formatDate } from '../../src/core/texts/dates';
import { membershipColour, membershipLabel, membershipLabelParts } from '../../src/core/account/membershipLabel';
import { TEXT } from '../../src/core/texts/texts';
import type { MemberData } from '../../src/state/store';
import { membershipRecord, type MembershipData } from './members';

const STATUSES = ['active', 'trialing', 'past_due', 'expired', 'canceled', 'unpaid', 'incomplete', 'incomplete_expired'];

const ms = membershipRecord;

/** Row items as the member reads them: English label, then where it goes. */
const read = (items: RowItem[]) => items.map((i) => (isNote(i) ? `${TEXT[i.text]} @${i.date}` : `${TEXT[i.text]} → ${JSON.stringify(i.target)}`));
const labels = (items: RowItem[]) => items.map((i) => TEXT[i.text]);

describe("membership labels and colours (part 1 §4 'Membership labels')", () => {
  it.each([
    // "active: Free for free plans, Paid for one-time, subscription and multi-payment plans, else Other."
    ['active', 'free', 'Free', 'ok'],
    ['active', 'one_time_payment', 'Paid', 'ok'],
    ['active', 'subscription', 'Paid', 'ok'],
    ['active', 'multi_payment', 'Paid', 'ok'],
    ['active', 'lifetime', 'Other', 'ok'],
    // "trialing: 'On Trial'." … "Colour: active and trialing OK"
    ['trialing', 'subscription', 'On Trial', 'ok'],
    // "past_due: 'Past Due'." … "past_due, unpaid, expired, canceled and incomplete_expired error"
    ['past_due', 'subscription', 'Past Due', 'error'],
    ['unpaid', 'subscription', 'Unpaid', 'error'],
    ['expired', 'one_time_payment', 'Expired', 'error'],
    ['canceled', 'subscription', 'Canceled', 'error'],
    // "incomplete: 'Incomplete'." … "incomplete warning"
    ['incomplete', 'one_time_payment', 'Incomplete', 'warning'],
    // "incomplete_expired: 'Expired'."
    ['incomplete_expired', 'subscription', 'Expired', 'error'],
    // "anything else: 'Other'." (no colour: the spec gives none)
    ['paused', 'subscription', 'Other', null],
  ])('%s %s → %s, colour %s', (status, type, label, colour) => {
    expect(membershipLabel(ms({ status, type: type as 'free' }))).toBe(label);
    expect(membershipColour(status)).toBe(colour);
  });

  it("multi-payment plans with more than one required payment add ' ({made} of {required} payments)'", () => {
    expect(membershipLabel(ms({ type: 'multi_payment', paymentCountMade: 2, paymentCountRequired: 3 }))).toBe('Paid (2 of 3 payments)');
    expect(membershipLabel(ms({ type: 'multi_payment', status: 'past_due', paymentCountMade: 1, paymentCountRequired: 3 }))).toBe(
      'Past Due (1 of 3 payments)',
    );
    expect(membershipLabel(ms({ type: 'multi_payment', paymentCountMade: null, paymentCountRequired: 2 }))).toBe('Paid (0 of 2 payments)');
    // The account page sets the two parts apart; together they are the spec's text.
    expect(membershipLabelParts(ms({ type: 'multi_payment', status: 'trialing', paymentCountMade: 0, paymentCountRequired: 3 }))).toEqual({
      label: 'On Trial',
      payments: ' (0 of 3 payments)',
    });
    expect(membershipLabelParts(ms({ type: 'subscription' }))).toEqual({ label: 'Paid', payments: '' });
    // one required payment, or another type: no suffix
    expect(membershipLabel(ms({ type: 'multi_payment', paymentCountMade: 1, paymentCountRequired: 1 }))).toBe('Paid');
    expect(membershipLabel(ms({ type: 'subscription', paymentCountMade: 2, paymentCountRequired: 3 }))).toBe('Paid');
  });

  it('labels go through the text lookup, so translations and custom wording apply', () => {
    const say = (key: string, values?: Record<string, string | number>) => `<${key}${values ? JSON.stringify(values) : ''}>`;
    expect(membershipLabel(ms({ type: 'multi_payment', paymentCountMade: 2, paymentCountRequired: 3 }), say)).toBe(
      '<statusPaid><statusPayments{"made":2,"required":3}>',
    );
  });
});

describe("row actions (part 1 §4 'Row actions')", () => {
  it("'Access Content' for statuses that grant content access: the live ones (active, trialing, past_due)", () => {
    expect(STATUSES.filter(isLive)).toEqual(['active', 'trialing', 'past_due']);
    for (const status of STATUSES) {
      expect(labels(rowItems(ms({ status, type: 'free' }))).includes('Access Content'), status).toBe(isLive(status));
    }
  });

  it("'Access Content' goes to the content URL, else the welcome URL, else is not offered", () => {
    expect(rowItems(ms({ type: 'free' }))[0]).toEqual({ text: 'accountAccessContent', target: { href: '/courses/' } });
    expect(rowItems(ms({ type: 'free', contentUrl: null }))[0]).toEqual({ text: 'accountAccessContent', target: { href: '/welcome' } });
    expect(rowItems(ms({ type: 'free', contentUrl: null, welcomeUrl: null }))).toEqual([]);
  });

  it("'Complete Payment' when incomplete, which goes to retry payment", () => {
    for (const status of STATUSES) {
      expect(labels(rowItems(ms({ status, type: 'one_time_payment' }))).includes('Complete Payment'), status).toBe(status === 'incomplete');
    }
    expect(read(rowItems(ms({ status: 'incomplete', type: 'one_time_payment', publicPlanId: 'onetime01' })))).toEqual([
      'Complete Payment → {"route":{"name":"retryPayment","publicPlanId":"onetime01"}}',
    ]);
  });

  it("'Rejoin' when canRejoin, to the plan's signup", () => {
    expect(read(rowItems(ms({ status: 'canceled', canRejoin: true, publicPlanId: 'basic01' })))).toEqual([
      'Rejoin → {"route":{"name":"signupToPlan","selectablePlanIds":["basic01"]}}',
    ]);
    expect(labels(rowItems(ms({ status: 'canceled', canRejoin: false })))).toEqual([]);
  });

  it.each([
    // "The cancel link shows for an active subscription, or a trialing multi-payment plan, when no cancelsOn date is set."
    ['active', 'subscription', true],
    ['trialing', 'multi_payment', true],
    ['active', 'multi_payment', false],
    ['active', 'one_time_payment', false],
    ['active', 'free', false],
    ['trialing', 'subscription', false],
    ['past_due', 'subscription', false],
    ['incomplete', 'subscription', false],
    ['canceled', 'subscription', false],
  ])('cancel link: %s %s → %s', (status, type, shown) => {
    const items = rowItems(ms({ status, type: type as 'free', publicPlanId: 'p1' }));
    expect(items.some((i) => i.text === 'accountCancelPlan')).toBe(shown);
    if (shown) {
      expect(items.at(-1)).toEqual({ text: 'accountCancelPlan', target: { route: { name: 'cancelMembership', publicPlanId: 'p1' } } });
      expect(TEXT.accountCancelPlan).toBe('Cancel plan');
    }
  });

  it("'When a date exists, 'Cancels on {date}' appears' instead of the cancel link", () => {
    const date = '2030-05-01T00:00:00.000Z';
    expect(read(rowItems(ms({ cancelsOn: date })))).toEqual(['Access Content → {"href":"/courses/"}', `Cancels on {date} @${date}`]);
    expect(read(rowItems(ms({ status: 'trialing', type: 'multi_payment', cancelsOn: date }))).at(-1)).toBe(`Cancels on {date} @${date}`);
    // A trialing subscription cancelled during its trial still says when it ends.
    expect(labels(rowItems(ms({ status: 'trialing', cancelsOn: date })))).toEqual(['Access Content', 'Cancels on {date}']);
    // Ours: an ended membership keeps its date, but 'Canceled' already says it; no 'Cancels on' in the past tense.
    expect(labels(rowItems(ms({ status: 'canceled', cancelsOn: date, canRejoin: true })))).toEqual(['Rejoin']);
  });

  it('actions come in a fixed order', () => {
    const m = ms({ status: 'active', canRejoin: true });
    expect(labels(rowItems(m))).toEqual(['Access Content', 'Rejoin', 'Cancel plan']);
  });
});

const member = (over: Partial<MemberData> = {}): MemberData => ({
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
  memberships: [ms()],
  customSignupFieldValues: {},
  ...over,
});

describe("plans card (part 2 §2 'Account page billing and plans cards')", () => {
  it.each([
    // "'View plan details' (only with no billing history and at least one membership)"
    [false, 1, true],
    [false, 0, false],
    [true, 1, false],
    [true, 0, false],
  ])('billing history %s, %i memberships → View plan details %s', (history, count, shown) => {
    const links = plansCardLinks(member({ hasBillingHistory: history, memberships: count ? [ms()] : [] }), false);
    expect(links.some((l) => TEXT[l.text] === 'View plan details')).toBe(shown);
    if (shown) expect(links[0]!.target).toEqual({ route: { name: 'membershipDetails' } });
  });

  it("'Join new plan' (when joinable plans exist), to plan signup", () => {
    expect(plansCardLinks(member(), true).at(-1)).toEqual({ text: 'accountJoinNewPlan', target: { route: { name: 'signupToPlan' } } });
    expect(plansCardLinks(member(), false).map((l) => l.text)).toEqual(['accountViewPlanDetails']);
    expect(TEXT.accountJoinNewPlan).toBe('Join new plan');
  });

  const plan = (publicId: string, over: Record<string, unknown> = {}) =>
    ({ id: 1, publicId, name: publicId, type: 'subscription', enabled: true, canSignUp: true, ...over }) as never;

  it('joinable plans: enabled public plans open to the member that they do not hold live', () => {
    const plans = [plan('sub01'), plan('basic01'), plan('off01', { enabled: false }), plan('held01', { canSignUp: false })];
    const ids = (memberships: MembershipData[]) => joinablePlans(plans, memberships).map((p: { publicId: string }) => p.publicId);
    expect(ids([])).toEqual(['sub01', 'basic01']);
    expect(ids([ms({ publicPlanId: 'sub01', status: 'active' })])).toEqual(['basic01']);
    expect(ids([ms({ publicPlanId: 'sub01', status: 'past_due' })])).toEqual(['basic01']);
    // An ended membership does not block joining again.
    expect(ids([ms({ publicPlanId: 'sub01', status: 'canceled' })])).toEqual(['sub01', 'basic01']);
    expect(joinablePlans([plan('sub01')], [ms({ publicPlanId: 'sub01' })])).toEqual([]);
  });
});

describe("billing card (part 2 §2: 'only with billing history')", () => {
  it('is absent without billing history', () => {
    expect(billingCardLinks(member({ hasBillingHistory: false, stripeCustomerId: 'cus_1' }))).toBeNull();
  });
  it("'View or cancel plans', 'Update credit card' (only with a payment customer id) and 'View charge history'", () => {
    const read = (links: ReturnType<typeof billingCardLinks>) => links!.map((l) => `${TEXT[l.text]} → ${JSON.stringify(l.target)}`);
    expect(read(billingCardLinks(member({ hasBillingHistory: true, stripeCustomerId: 'cus_1' })))).toEqual([
      'View or cancel plans → {"route":{"name":"membershipDetails"}}',
      'Update credit card → {"route":{"name":"changeCreditCard"}}',
      'View charge history → {"route":{"name":"invoiceList"}}',
    ]);
    expect(read(billingCardLinks(member({ hasBillingHistory: true, stripeCustomerId: null })))).toEqual([
      'View or cancel plans → {"route":{"name":"membershipDetails"}}',
      'View charge history → {"route":{"name":"invoiceList"}}',
    ]);
  });
});

describe('profile card (part 1 §2, §6 agency members)', () => {
  it("'Edit your profile', 'Change your email', 'Change your password', 'Log out'", () => {
    expect(profileCardLinks(member(), 'production').map((l) => `${TEXT[l.text]} → ${JSON.stringify(l.target)}`)).toEqual([
      'Edit your profile → {"route":{"name":"editProfile"}}',
      'Change your email → {"route":{"name":"requestEmailChange"}}',
      'Change your password → {"route":{"name":"changePassword"}}',
      'Log out → {"logOut":true}',
    ]);
  });
  it("'Edit your Agency' (when an organization id exists, link built from a configured template), in a new tab", () => {
    const links = profileCardLinks(member({ organizationId: 501 }), 'production');
    expect(links[1]).toEqual({ text: 'accountEditAgency', target: { href: 'https://app.memberspace.com/agencies/501', newTab: true } });
    expect(TEXT.accountEditAgency).toBe('Edit your Agency');
    expect(profileCardLinks(member({ organizationId: 0 }), 'production').some((l) => l.text === 'accountEditAgency')).toBe(true);
  });
  it('the template is per environment', () => {
    expect(agencyEditUrl('staging', 7)).toBe('https://app.staging.memberspace.com/agencies/7');
    expect(agencyEditUrl('development', 7)).toBe('http://localhost:3000/agencies/7');
    expect(agencyEditUrl('fixture', 501)).toBe('https://app.memberspace.com/agencies/501');
    expect(agencyEditUrl('production', null)).toBeNull();
  });
});

describe('dates (Cancels on {date}, joined dates)', () => {
  it('formats in the locale', () => {
    expect(formatDate('2030-05-01T12:00:00.000Z', 'en')).toBe('May 1, 2030');
    expect(formatDate('2030-05-01T12:00:00.000Z', 'fr')).toBe('1 mai 2030');
    expect(formatDate('2030-05-01T12:00:00.000Z', 'de')).toBe('1. Mai 2030');
  });
  it('is UTC-safe: a date-only value or UTC midnight stays on its day in every time zone', () => {
    const zone = process.env.TZ;
    // West of Greenwich, where a local-time formatter shows UTC midnight as the day before.
    process.env.TZ = 'America/Los_Angeles';
    onTestFinished(() => {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    });
    expect(new Date('2030-03-01').getDate()).toBe(28);
    expect(formatDate('2030-03-01', 'en')).toBe('March 1, 2030');
    expect(formatDate('2030-03-01T00:00:00Z', 'en')).toBe('March 1, 2030');
    expect(formatDate('2030-03-01T23:59:59Z', 'en')).toBe('March 1, 2030');
  });
  it('falls back to English for a locale Intl refuses, and shows a non-date as it is', () => {
    expect(formatDate('2030-05-01', 'not a locale!')).toBe('May 1, 2030');
    expect(formatDate('soon', 'en')).toBe('soon');
    expect(formatDate('', 'en')).toBe('');
  });
});

describe("a plan's name from the member's memberships (cancel and retry 3DS titles)", () => {
  const list = [
    { publicPlanId: 'sub01', name: 'Studio Monthly' },
    { publicPlanId: 'multi01', name: '' },
  ];
  it('is the membership name, or null when the list does not have the plan (the screen keeps what it found)', () => {
    expect(membershipName(list, 'sub01')).toBe('Studio Monthly');
    expect(membershipName(list, 'onetime01')).toBeNull();
    expect(membershipName(list, 'multi01')).toBeNull();
    expect(membershipName([], 'sub01')).toBeNull();
  });
});
