import { render } from 'preact';
import { act } from 'preact/test-utils';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failed, initialQuery, started, succeeded } from '../../src/core/util/query';
import { plansQuery } from '../../src/state/plans';
import { configQuery, memberQuery, tokens, type MemberData } from '../../src/state/store';
import { uiLocale } from '../../src/state/textsShowing';
import { Avatar } from '../../src/ui/Avatar';
import { Account } from '../../src/ui/screens/Account';
import { EditProfile } from '../../src/ui/screens/EditProfile';
import { MembershipDetails } from '../../src/ui/screens/MembershipDetails';
import { ServicesContext } from '../../src/ui/services';
import type { Services } from '../../src/state/runtimeTypes';
import { accessTokenFor } from './jwt';
import { membershipRecord, type MembershipData } from './members';
// Every text, as the dialog's chunk brings them to the flows (ui/dialog.ts): the screens render here alone.
import '../../src/ui/allTexts';

const membership = (over: Partial<MembershipData> = {}): MembershipData =>
  membershipRecord({ id: 4002, createdAt: '2024-02-10T00:00:00.000Z', welcomeUrl: null, ...over });

const paul: MemberData = {
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
  memberships: [membership()],
  customSignupFieldValues: {},
};

let root: HTMLDivElement;
let services: Services;
let plansAnswer: unknown;

function mount(node: ReactNode) {
  act(() => render(<ServicesContext.Provider value={services}>{node}</ServicesContext.Provider>, root));
}
const flush = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
const plansCard = () => root.querySelector<HTMLElement>('[data-card=plans]')!;
const buttons = () => [...root.querySelectorAll('button, a')].map((b) => b.textContent);
const click = (name: string) => act(() => [...root.querySelectorAll<HTMLElement>('button, a')].find((b) => b.textContent === name)!.click());

beforeEach(() => {
  root = document.createElement('div');
  document.body.append(root);
  plansAnswer = {
    ok: true,
    status: 200,
    data: [{ id: 1007, publicId: 'basic01', name: 'Basic', type: 'subscription', enabled: true, canSignUp: true }],
  };
  services = {
    runtime: {
      settings: { env: 'fixture' },
      client: vi.fn(async () => plansAnswer),
      logger: { log: vi.fn() },
      member: { run: vi.fn(async () => {}) },
    },
    navigate: vi.fn(),
    back: vi.fn(),
    close: vi.fn(),
    logOut: vi.fn(),
    openPath: vi.fn(() => false),
    afterLogin: vi.fn(),
    leaveTo: vi.fn(),
  } as unknown as Services;
  tokens.value = { accessToken: accessTokenFor(paul.id), refreshToken: 'y', expiresAt: Date.now() + 60_000 };
});

/** Shows a member's query state under a session of that member (the store shows only the token's own member). */
function showMember(query: typeof memberQuery.value): void {
  tokens.value = { accessToken: accessTokenFor(query.data?.id ?? paul.id), refreshToken: 'y', expiresAt: Date.now() + 60_000 };
  memberQuery.value = query;
}

afterEach(() => {
  render(null, root);
  root.remove();
  tokens.value = null;
  memberQuery.value = initialQuery();
  plansQuery.value = initialQuery();
  configQuery.value = initialQuery();
  uiLocale.value = 'en';
});

describe('account page states (part 1 §2)', () => {
  it('says it is loading while the member has not arrived', () => {
    showMember(started(initialQuery()));
    mount(<Account route={{ name: 'account' }} />);
    expect(root.querySelector('h1')!.textContent).toBe('Your Account');
    expect(root.querySelector('[role=status]')!.textContent).toBe('Loading…');
    expect(root.querySelector('[role=alert]')).toBeNull();
  });

  it('shows the general error when the member query failed with nothing to show, and can ask again', () => {
    showMember(failed(initialQuery(), { status: 500, message: 'x', fieldErrors: {} }, 1));
    mount(<Account route={{ name: 'account' }} />);
    expect(root.querySelector('[role=alert]')!.textContent).toBe('Error - Please try again later or contact support.');
    click('Refresh');
    expect(services.runtime.member.run).toHaveBeenCalledTimes(1);
  });

  it('keeps showing the member when a later refresh fails', () => {
    showMember(failed(succeeded(initialQuery(), paul, 200, 1), { status: 500, message: 'x', fieldErrors: {} }, 2));
    mount(<Account route={{ name: 'account' }} />);
    expect(root.querySelector('[role=alert]')).toBeNull();
    expect(root.textContent).toContain('paid@demo.test');
  });

  it('shows the three cards with their links; Join new plan once the plan list says there is one', async () => {
    showMember(succeeded(initialQuery(), paul, 200, 1));
    mount(<Account route={{ name: 'account' }} />);
    expect([...root.querySelectorAll('h2')].map((h) => h.textContent)).toEqual(['Plans', 'Billing', 'Profile']);
    expect(buttons()).not.toContain('Join new plan');
    expect(plansCard().dataset.joinable).toBe('unknown');
    await flush();
    expect(plansCard().dataset.joinable).toBe('yes');
    expect(buttons()).toEqual([
      'Access Content',
      'Cancel plan',
      'Join new plan',
      'View or cancel plans',
      'Update credit card',
      'View charge history',
      'Edit your profile',
      'Change your email',
      'Change your password',
      'Log out',
    ]);
    expect(root.querySelector('.status')!.className).toBe('status ok');
    click('Cancel plan');
    expect(services.navigate).toHaveBeenLastCalledWith({ name: 'cancelMembership', publicPlanId: 'sub01' });
    click('Join new plan');
    expect(services.navigate).toHaveBeenLastCalledWith({ name: 'signupToPlan' });
    click('Log out');
    expect(services.logOut).toHaveBeenCalledTimes(1);
  });

  it('reopening the account within 300 s asks for the plans once; a change of memberships asks again', async () => {
    const m = paul;
    showMember(succeeded(initialQuery(), m, 200, 1));
    mount(<Account route={{ name: 'account' }} />);
    await flush();
    render(null, root);
    mount(<Account route={{ name: 'account' }} />);
    await flush();
    expect(buttons()).toContain('Join new plan');
    expect(services.runtime.client).toHaveBeenCalledTimes(1);
    showMember(succeeded(initialQuery(), { ...m, memberships: [membership({ status: 'canceled' })] }, 200, 2));
    await flush();
    expect(services.runtime.client).toHaveBeenCalledTimes(2);
  });

  it('a failed plan list hides Join new plan and logs why', async () => {
    plansAnswer = { ok: false, error: { status: 500, message: 'x', fieldErrors: {} } };
    showMember(succeeded(initialQuery(), paul, 200, 1));
    mount(<Account route={{ name: 'account' }} />);
    await flush();
    expect(plansCard().dataset.joinable).toBe('no');
    expect(buttons()).not.toContain('Join new plan');
    expect(services.runtime.logger.log).toHaveBeenCalledWith('WARN', 'CORE', expect.stringContaining('Join new plan'), expect.anything());
  });

  it('a plan list with nothing to join says no, and hides Join new plan', async () => {
    plansAnswer = { ok: true, status: 200, data: [{ id: 1003, publicId: 'sub01', name: 'Studio Monthly', type: 'subscription', canSignUp: false }] };
    showMember(succeeded(initialQuery(), paul, 200, 1));
    mount(<Account route={{ name: 'account' }} />);
    await flush();
    expect(plansCard().dataset.joinable).toBe('no');
    expect(buttons()).not.toContain('Join new plan');
  });

  it("a member's list is not read for another member", async () => {
    showMember(succeeded(initialQuery(), paul, 200, 1));
    mount(<Account route={{ name: 'account' }} />);
    await flush();
    expect(plansCard().dataset.joinable).toBe('yes');
    plansAnswer = { ok: true, status: 200, data: [] };
    act(() => showMember(succeeded(initialQuery(), { ...paul, id: 203 }, 200, 2)));
    expect(plansCard().dataset.joinable).toBe('unknown');
    await flush();
    expect(plansCard().dataset.joinable).toBe('no');
    expect(services.runtime.client).toHaveBeenCalledTimes(2);
  });

  it('the cancellation date is shown in the site locale', async () => {
    uiLocale.value = 'fr';
    showMember(succeeded(initialQuery(), { ...paul, memberships: [membership({ cancelsOn: '2030-05-01T00:00:00.000Z' })] }, 200, 1));
    mount(<Account route={{ name: 'account' }} />);
    expect(root.querySelector('.note')!.textContent).toBe('Cancels on 1 mai 2030');
  });
});

describe('membership details', () => {
  it('lists each membership with status, price, joined date, payments and its row actions', () => {
    const multi = membership({
      id: 4003,
      publicPlanId: 'multi01',
      name: 'Teacher Training',
      type: 'multi_payment',
      paymentCountMade: 2,
      paymentCountRequired: 3,
      pricingDescription: '3 monthly payments of $50.00',
    });
    showMember(succeeded(initialQuery(), { ...paul, memberships: [membership(), multi] }, 200, 1));
    mount(<MembershipDetails route={{ name: 'membershipDetails' }} />);
    const rows = [...root.querySelectorAll('li')].map((li) => li.textContent);
    expect(rows[0]).toBe('Studio MonthlyPaid$29.00 / monthJoined on February 10, 2024Access ContentCancel plan');
    expect(rows[1]).toBe(
      'Teacher TrainingPaid (2 of 3 payments)3 monthly payments of $50.00Joined on February 10, 20242 of 3 payments madeAccess Content',
    );
  });
});

describe('a member that failed to load, with nothing cached: the general error and Refresh, never a spinner', () => {
  const failedLoad = () => showMember(failed(initialQuery(), { status: 500, message: 'x', fieldErrors: {} }, 1));

  it('membership details', () => {
    failedLoad();
    mount(<MembershipDetails route={{ name: 'membershipDetails' }} />);
    expect(root.querySelector('[role=status]')).toBeNull();
    expect(root.querySelector('[role=alert]')!.textContent).toBe('Error - Please try again later or contact support.');
    click('Refresh');
    expect(services.runtime.member.run).toHaveBeenCalledTimes(1);
  });

  it('edit profile', () => {
    configQuery.value = succeeded(initialQuery(), { customSignupFields: [] } as never, 200, 1);
    failedLoad();
    mount(<EditProfile route={{ name: 'editProfile' }} />);
    expect(root.querySelector('[role=status]')).toBeNull();
    expect(root.querySelector('[role=alert]')!.textContent).toBe('Error - Please try again later or contact support.');
    click('Refresh');
    expect(services.runtime.member.run).toHaveBeenCalledTimes(1);
  });

  it('while it loads (again), they say so', () => {
    showMember(started(failed(initialQuery(), { status: 500, message: 'x', fieldErrors: {} }, 1)));
    mount(<MembershipDetails route={{ name: 'membershipDetails' }} />);
    expect(root.querySelector('[role=status]')!.textContent).toBe('Loading…');
    render(null, root);
    mount(<EditProfile route={{ name: 'editProfile' }} />);
    expect(root.querySelector('[role=status]')!.textContent).toBe('Loading…');
  });
});

describe('avatar (part 1 §4: loading, loaded, fallback)', () => {
  const avatar = () => root.querySelector<HTMLElement>('.avatar')!;
  beforeEach(() => {
    showMember(succeeded(initialQuery(), paul, 200, 1));
  });

  it('asks the avatar service for size 200 by e-mail hash, the silhouette showing while it loads', () => {
    mount(<Avatar size={96} />);
    expect(avatar().dataset.state).toBe('loading');
    expect(root.querySelector('img')!.getAttribute('src')).toMatch(/^https:\/\/www\.gravatar\.com\/avatar\/[0-9a-f]{32}\?s=200&d=404$/);
    expect(root.querySelector('svg.silhouette')).not.toBeNull();
    expect(avatar().style.width).toBe('96px');
  });

  it('loaded: the picture alone', () => {
    mount(<Avatar />);
    act(() => void root.querySelector('img')!.dispatchEvent(new Event('load')));
    expect(avatar().dataset.state).toBe('loaded');
    expect(root.querySelector('svg')).toBeNull();
  });

  it('fallback: the silhouette alone when the service has no picture', () => {
    mount(<Avatar />);
    act(() => void root.querySelector('img')!.dispatchEvent(new Event('error')));
    expect(avatar().dataset.state).toBe('fallback');
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('svg.silhouette')).not.toBeNull();
  });

  it("the member's own profile image comes first", () => {
    showMember(succeeded(initialQuery(), { ...paul, profileImageUrl: 'https://img.test/p.png' }, 200, 1));
    mount(<Avatar />);
    expect(root.querySelector('img')!.getAttribute('src')).toBe('https://img.test/p.png');
  });
});
