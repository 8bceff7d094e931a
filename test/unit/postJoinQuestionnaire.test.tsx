import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Plan } from '../../src/contract/plans';
import { questionnaireRoute } from '../../src/core/signup/signup';
import { initialQuery, succeeded } from '../../src/core/util/query';
import type { Services } from '../../src/state/runtimeTypes';
import { memberQuery, tokens, type MemberData } from '../../src/state/store';
import { PostJoinQuestionnaire } from '../../src/ui/screens/PostJoinQuestionnaire';
import { ServicesContext } from '../../src/ui/services';
import { accessTokenFor } from './jwt';
import { membershipRecord } from './members';
// Every text, as the dialog's chunk brings them to the flows (ui/dialog.ts): the screens render here alone.
import '../../src/ui/allTexts';

const plan: typeof Plan.TYPE = {
  id: 1003,
  publicId: 'sub01',
  name: 'Studio Monthly',
  type: 'subscription',
  currency: 'usd',
  amount: 2900,
  interval: 'month',
  trialDays: null,
  paymentCountRequired: null,
  pricingDescription: '$29.00 / month',
  expirationDescription: null,
  customDescription: null,
  defaultCouponCode: null,
  hasTrialPeriod: false,
  enabled: true,
  canSignUp: true,
  planReplacement: 'none',
  replacedPublicPlanId: null,
  replacedPlanName: null,
  planReplacementMessage: null,
  contentUrl: '/courses/',
  welcomeUrl: '/welcome',
  customPostSignupFields: [],
};

const member = (memberships: MemberData['memberships']): MemberData => ({
  id: 202,
  name: 'Paul Paid',
  firstName: 'Paul',
  lastName: 'Paid',
  email: 'paid@demo.test',
  profileImageUrl: null,
  organizationId: null,
  hasBillingHistory: true,
  stripeCustomerId: 'cus_1',
  pendingPlanPublicId: null,
  memberships,
  customSignupFieldValues: {},
});

let root: HTMLDivElement;
let services: Services;

beforeEach(() => {
  root = document.createElement('div');
  document.body.append(root);
  services = {
    runtime: { settings: { env: 'fixture' }, client: vi.fn(), logger: { log: vi.fn() }, member: { run: vi.fn(async () => {}) } },
    navigate: vi.fn(),
    back: vi.fn(),
    close: vi.fn(),
    leaveTo: vi.fn(),
  } as unknown as Services;
  tokens.value = { accessToken: accessTokenFor(202), refreshToken: 'y', expiresAt: Date.now() + 60_000 };
});

afterEach(() => {
  render(null, root);
  root.remove();
  tokens.value = null;
  memberQuery.value = initialQuery();
});

function show(memberships: MemberData['memberships'], joined: typeof plan = plan) {
  memberQuery.value = succeeded(initialQuery(), member(memberships), 200, 1);
  const route = questionnaireRoute(joined, null);
  act(() => render(<ServicesContext.Provider value={services}>{<PostJoinQuestionnaire route={route as never} />}</ServicesContext.Provider>, root));
}

const lines = () => [...root.querySelectorAll('h1, p')].map((e) => e.textContent);

describe('post-signup questionnaire right after paying (part 2 §2): the plan joined says what to show', () => {
  it('thanks a member whose reloaded data does not list the new membership yet', () => {
    show([]);
    expect(root.querySelector('[role=alert]')).toBeNull();
    expect(lines()).toEqual(['Thank you for joining!', 'We have emailed you a receipt.']);
    act(() => root.querySelector<HTMLButtonElement>('button')!.click());
    expect(services.leaveTo).toHaveBeenCalledWith('/welcome');
  });

  it('thanks a member whose reloaded data lists the new membership as incomplete', () => {
    show([membershipRecord({ status: 'incomplete' })]);
    expect(root.querySelector('[role=alert]')).toBeNull();
    expect(lines()).toEqual(['Thank you for joining!', 'We have emailed you a receipt.']);
  });

  it('a plan with a trial: thanks without a receipt (nothing was charged)', () => {
    show([], { ...plan, hasTrialPeriod: true });
    expect(lines()).toEqual(['Thank you for joining!']);
  });

  it("asks the plan's post-signup fields when the membership is not listed yet", () => {
    const field = { id: 7, type: 'text', label: 'Company', required: true, options: [], initialValue: null, position: 1 };
    show([], { ...plan, customPostSignupFields: [field] as never });
    expect(lines()).toContain('Please finish your profile below.');
    expect(root.textContent).toContain('Company');
    expect(root.textContent).toContain('All Done');
  });

  it("the member's live membership, once listed, is what shows", () => {
    show([membershipRecord({ welcomeUrl: '/from-membership' })]);
    act(() => root.querySelector<HTMLButtonElement>('button')!.click());
    expect(services.leaveTo).toHaveBeenCalledWith('/from-membership');
  });
});
