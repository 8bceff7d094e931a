import { create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { Plan } from '../../src/contract/plans';
import { isUnknownOutcome, nextAttempt, randomKey, threeDSecureRepeatKey } from '../../src/core/signup/idempotency';
import {
  completionUrl,
  initialPlanId,
  joinErrorText,
  modeIntro,
  needsPayment,
  offeredPlans,
  paymentOptions,
  planAvailability,
  planLinkStep,
  joinedFromPlan,
  joinedMembership,
  questionnaireRoute,
  questionnaireTexts,
  replacedPlanName,
  showsPlanDropdown,
  submitLabel,
} from '../../src/core/signup/signup';
import { TEXT, format } from '../../src/core/texts/texts';
import { membershipRecord as ms } from './members';

type PlanData = typeof Plan.TYPE;

/** A plan as the plans call answers it, through the contract (its defaults apply). */
const plan = (over: Partial<PlanData> & Pick<PlanData, 'publicId'>): PlanData =>
  create({ id: 1, name: over.publicId, type: 'subscription', ...over }, Plan);

describe("submit labels (part 2 §2 'Submit labels')", () => {
  it.each([
    ['upgrade', { planReplacement: 'upgrade' as const, hasTrialPeriod: true }, 'Upgrade Now'],
    ['downgrade', { planReplacement: 'downgrade' as const }, 'Downgrade Now'],
    ['swap', { planReplacement: 'swap' as const }, 'Update Subscription'],
    ['free', { type: 'free' as const }, 'Join Now'],
    ['one_time_payment', { type: 'one_time_payment' as const }, 'Purchase Now'],
    ['multi_payment', { type: 'multi_payment' as const }, 'Purchase Now'],
    ['subscription', { type: 'subscription' as const }, 'Subscribe Now'],
    ['trial', { type: 'subscription' as const, hasTrialPeriod: true }, 'Start your free trial'],
  ])('%s → %s', (_kind, over, label) => {
    expect(TEXT[submitLabel(plan({ publicId: 'p', ...over }))]).toBe(label);
  });

  it("falls back to 'Purchase Now' for a type it does not know", () => {
    expect(TEXT[submitLabel({ type: 'lifetime' as never, planReplacement: 'none', hasTrialPeriod: false })]).toBe('Purchase Now');
  });
});

describe('plan availability and messages (part 2 §2, §8)', () => {
  it('a plan held live is "already on"; a held but ended one can be joined again', () => {
    const p = plan({ publicId: 'sub01', canSignUp: false });
    expect(TEXT.planAlreadyOn).toBe('You are already on this plan.');
    expect(planAvailability(p, [ms({ publicPlanId: 'sub01', status: 'trialing' })])).toBe('alreadyOn');
    expect(planAvailability(plan({ publicId: 'sub01' }), [ms({ publicPlanId: 'sub01', status: 'canceled' })])).toBe('ok');
  });

  it('disabled or closed plans are not available', () => {
    expect(TEXT.planNotAvailable).toBe('Sorry, this plan is not available.');
    expect(planAvailability(plan({ publicId: 'x', enabled: false }), [])).toBe('notAvailable');
    expect(planAvailability(plan({ publicId: 'x', canSignUp: false }), [])).toBe('notAvailable');
  });

  it.each([
    [409, {}, 'You are already on this plan.'],
    [422, {}, 'Sorry, this plan is not available.'],
    [422, { couponCode: 'This coupon is not valid.' }, null],
    [402, {}, null],
    [500, {}, null],
  ])('join refusal %i %j → %s', (status, fieldErrors, text) => {
    const key = joinErrorText({ status, fieldErrors });
    expect(key ? TEXT[key] : null).toBe(text);
  });
});

describe('which plans are offered', () => {
  const plans = [plan({ publicId: 'a' }), plan({ publicId: 'b' }), plan({ publicId: 'c', enabled: false })];

  it('named plans come as asked (duplicates once), held or not, so the member learns why', () => {
    expect(offeredPlans(plans, ['c', 'a', 'a', 'missing'], [ms({ publicPlanId: 'a' })]).map((p) => p.publicId)).toEqual(['c', 'a']);
  });

  it('the all-plans list offers only what can be joined', () => {
    expect(offeredPlans(plans, undefined, [ms({ publicPlanId: 'a' })]).map((p) => p.publicId)).toEqual(['b']);
  });

  it('the dropdown hides for exactly one plan, which is then chosen; several start on the placeholder', () => {
    expect(TEXT.signupPlanPlaceholder).toBe("Select a plan (you won't be charged yet)");
    expect(showsPlanDropdown([plans[0]])).toBe(false);
    expect(initialPlanId([plans[0]!])).toBe('a');
    expect(showsPlanDropdown(plans)).toBe(true);
    expect(initialPlanId(plans)).toBe('');
  });
});

describe('modes (part 2 §2)', () => {
  it.each([
    ['CONTENT_ACCESS_UPSELL', 1, 'To access this content, please join this plan.'],
    ['CONTENT_ACCESS_UPSELL', 3, 'To access this content, please join one of these plans.'],
    ['ABANDONED_RECOVERY', 1, 'Please finish signing up'],
    ['NORMAL', 2, null],
    ['AGENCY_UPSELL', 2, null],
  ] as const)('%s with %i plan(s)', (mode, count, text) => {
    const key = modeIntro(mode, count);
    expect(key ? TEXT[key] : null).toBe(text);
  });
});

describe('the plan box', () => {
  it("names the replaced plan for a swap, upgrade or downgrade ('This will replace your subscription to {plan}')", () => {
    expect(replacedPlanName(plan({ publicId: 'sub01', planReplacement: 'upgrade', replacedPlanName: 'Basic Monthly' }), [], [])).toEqual({
      name: 'Basic Monthly',
    });
    expect(replacedPlanName(plan({ publicId: 'sub01', replacedPlanName: 'Basic Monthly' }), [], [])).toBeNull();
  });

  it('without the name (not in the spec): the member’s membership first, then the loaded plans, never a raw id', () => {
    const swap = plan({ publicId: 'sub01', planReplacement: 'swap', replacedPublicPlanId: 'x7k2p9q1' });
    const held = [ms({ publicPlanId: 'x7k2p9q1', name: 'Yearly Studio' })];
    const loaded = [plan({ publicId: 'x7k2p9q1', name: 'Yearly (plan list)' })];
    expect(replacedPlanName(swap, held, loaded)).toEqual({ name: 'Yearly Studio' });
    expect(replacedPlanName(swap, [], loaded)).toEqual({ name: 'Yearly (plan list)' });
    const unknown = replacedPlanName(swap, [ms({ publicPlanId: 'other' })], []);
    expect(unknown).toEqual({ key: 'signupReplacedUnknown' });
    expect(format(TEXT.signupReplaces, { plan: TEXT.signupReplacedUnknown })).toBe('This will replace your subscription to your current plan');
  });
});

describe("payment method selection (part 2 §2 'Payment method selection')", () => {
  const card = { paymentMethodId: 'pm_1', hint: '4242', cardBrand: 'visa' };

  it('the stored card is the default, a new card the other choice', () => {
    expect(paymentOptions({ state: 'card', card })).toEqual({ options: ['current', 'new'], initial: 'current' });
  });

  it('404 (no stored card) leaves only a new card', () => {
    expect(paymentOptions({ state: 'none' })).toEqual({ options: ['new'], initial: 'new' });
  });

  it('nothing to choose from while loading or after a failure', () => {
    expect(paymentOptions({ state: 'loading' })).toBeNull();
    expect(paymentOptions({ state: 'failed' })).toBeNull();
  });

  it.each([
    ['free', { type: 'free' as const }, null, false],
    ['subscription', { type: 'subscription' as const }, null, true],
    ['trial, even at zero', { type: 'subscription' as const, hasTrialPeriod: true }, 0, true],
    ['one-time paid in full by a coupon', { type: 'one_time_payment' as const }, 0, false],
    ['one-time with a partial discount', { type: 'one_time_payment' as const }, 8910, true],
  ])('%s needs a card: %s', (_name, over, total, expected) => {
    expect(needsPayment(plan({ publicId: 'p', ...over }), total)).toBe(expected);
  });
});

describe("plan link redirect (part 2 §2 'Plan link redirect')", () => {
  const held = [ms({ publicPlanId: 'sub01', contentUrl: '/courses/', welcomeUrl: '/drip-lesson' })];

  it('a held plan goes to its content URL', () => {
    expect(planLinkStep('sub01', held, null)).toEqual({ url: '/courses/' });
  });

  it('a plan not held (or ended) goes to signup-to-plan with it', () => {
    expect(planLinkStep('free01', held, null)).toEqual({ route: { name: 'signupToPlan', selectablePlanIds: ['free01'] } });
    expect(planLinkStep('sub01', [ms({ publicPlanId: 'sub01', status: 'expired' })], null)).toEqual({
      route: { name: 'signupToPlan', selectablePlanIds: ['sub01'] },
    });
  });

  it('no id: the single public plan is the one meant; several go to signup-to-plan', () => {
    expect(planLinkStep(undefined, held, [{ publicId: 'sub01' }])).toEqual({ url: '/courses/' });
    expect(planLinkStep(undefined, held, [{ publicId: 'sub01' }, { publicId: 'free01' }])).toEqual({ route: { name: 'signupToPlan' } });
    expect(planLinkStep(undefined, held, null)).toEqual({ route: { name: 'signupToPlan' } });
  });
});

describe("post-signup questionnaire (part 2 §2 'Post-signup questionnaire')", () => {
  const read = (keys: ReturnType<typeof questionnaireTexts>) => keys.map((k) => TEXT[k]);

  it.each([
    ['free, no fields', 'free', false, false, ['Thank you for joining!']],
    ['free with fields', 'free', false, true, ['Thank you for joining!', 'Please finish your profile below.']],
    ['paid', 'one_time_payment', false, false, ['Thank you for joining!', 'We have emailed you a receipt.']],
    ['subscription', 'subscription', false, false, ['Thank you for joining!', 'We have emailed you a receipt.']],
    ['multi-payment', 'multi_payment', false, false, ['Thank you for joining!', 'We have emailed you a receipt.']],
    ['replacement', 'subscription', true, false, ['Plan updated!', 'Your new plan will take effect immediately.']],
  ])('%s', (_name, type, replacement, fields, texts) => {
    expect(read(questionnaireTexts(type, replacement, fields))).toEqual(texts);
  });

  it("a trial charges nothing, so there is no receipt to speak of: no 'We have emailed you a receipt.'", () => {
    expect(read(questionnaireTexts('subscription', false, false, 'trialing'))).toEqual(['Thank you for joining!']);
    expect(read(questionnaireTexts('multi_payment', false, true, 'trialing'))).toEqual([
      'Thank you for joining!',
      'Please finish your profile below.',
    ]);
    expect(read(questionnaireTexts('subscription', false, false, 'active'))).toEqual(['Thank you for joining!', 'We have emailed you a receipt.']);
  });

  it('the closing texts are the spec words', () => {
    expect([TEXT.allDone, TEXT.questionnaireAccessContent, TEXT.fillSignupFields]).toEqual([
      'All Done',
      'Access Content',
      'Please fill in the sign up fields',
    ]);
  });

  it('completion goes to the welcome URL, else the content URL', () => {
    expect(completionUrl({ welcomeUrl: '/welcome', contentUrl: '/courses/' })).toBe('/welcome');
    expect(completionUrl({ welcomeUrl: null, contentUrl: '/courses/' })).toBe('/courses/');
    expect(completionUrl({ welcomeUrl: '', contentUrl: null })).toBeNull();
  });

  it('a replacement is what the server replaced, or what the plan said it would', () => {
    const joining = (publicId: string, planReplacement: 'none' | 'swap') => ({
      publicId,
      type: 'subscription' as const,
      hasTrialPeriod: false,
      welcomeUrl: '/welcome',
      contentUrl: null,
      customPostSignupFields: [],
      planReplacement,
    });
    expect(questionnaireRoute(joining('sub01', 'none'), 'basic01')).toMatchObject({
      name: 'postJoinQuestionnaire',
      publicPlanId: 'sub01',
      replacement: true,
    });
    expect(questionnaireRoute(joining('sub01', 'swap'), null)).toMatchObject({ replacement: true });
    expect(questionnaireRoute(joining('free01', 'none'), null)).toMatchObject({ replacement: false });
  });

  it('the route carries the plan as joined: paid (or trialing for a trial) until the member lists it live', () => {
    const plan = {
      publicId: 'sub01',
      type: 'subscription' as const,
      hasTrialPeriod: false,
      welcomeUrl: null,
      contentUrl: '/c',
      customPostSignupFields: [],
    };
    const joined = joinedFromPlan(plan);
    expect(joined).toEqual({
      publicPlanId: 'sub01',
      type: 'subscription',
      status: 'active',
      welcomeUrl: null,
      contentUrl: '/c',
      customPostSignupFields: [],
    });
    expect(joinedFromPlan({ ...plan, hasTrialPeriod: true }).status).toBe('trialing');
    expect(joinedFromPlan({ ...plan, type: 'free', hasTrialPeriod: true }).status).toBe('active');
    const incomplete = ms({ status: 'incomplete' });
    expect(joinedMembership('sub01', [], joined)).toBe(joined);
    expect(joinedMembership('sub01', [incomplete], joined)).toBe(joined);
    const live = ms({ status: 'active' });
    expect(joinedMembership('sub01', [incomplete, live], joined)).toBe(live);
    expect(joinedMembership('sub01', [], undefined)).toBeUndefined();
  });
});

describe('idempotency keys per submit attempt', () => {
  let n = 0;
  const fresh = () => `k${++n}`;

  const now = () => 'late-now';
  const attempt = (request: string, unknownOutcome: boolean) => ({ key: 'k-net', request, late: 'late-first', unknownOutcome });

  it('each attempt gets a new key', () => {
    const a = nextAttempt(null, 'req', now, fresh);
    const b = nextAttempt({ ...a, request: 'req', unknownOutcome: false }, 'req', now, fresh);
    expect(b.key).not.toBe(a.key);
    expect(b.late).toBe('late-now');
  });

  it('a repeat after an unknown outcome (network, 5xx) reuses the key, unless the request changed', () => {
    expect(nextAttempt(attempt('req', true), 'req', now, fresh).key).toBe('k-net');
    expect(nextAttempt(attempt('req', true), 'other', now, fresh).key).not.toBe('k-net');
    expect([0, 500, 503, 402, 409, 420, 422].map(isUnknownOutcome)).toEqual([true, true, true, false, false, false, false]);
  });

  it('a repeat sends the late data (referrals arrived since) as the first attempt did; a new attempt what is known now', () => {
    expect(nextAttempt(attempt('req', true), 'req', now, fresh)).toEqual({ key: 'k-net', late: 'late-first' });
    expect(nextAttempt(attempt('req', false), 'req', now, fresh).late).toBe('late-now');
    expect(nextAttempt(attempt('req', true), 'other', now, fresh).late).toBe('late-now');
  });

  it("the call repeated after 3DS has a key derived from the first one's: a resubmit sends the same repeat", () => {
    const key = randomKey();
    expect(threeDSecureRepeatKey(key, 'pi_1')).toBe(`${key}:3ds:pi_1`);
    expect(threeDSecureRepeatKey(key, 'pi_1')).toBe(threeDSecureRepeatKey(key, 'pi_1'));
    expect(threeDSecureRepeatKey(key, 'pi_2')).not.toBe(threeDSecureRepeatKey(key, 'pi_1'));
    expect(threeDSecureRepeatKey(randomKey(), 'pi_1')).not.toBe(threeDSecureRepeatKey(key, 'pi_1'));
  });

  it('random keys are 32 hex characters and differ', () => {
    const [a, b] = [randomKey(), randomKey()];
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
  });
});
