import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Plan, Coupon } from '../../src/contract/plans';
import type { Services } from '../../src/state/runtimeTypes';
import { ServicesContext } from '../../src/ui/services';
import { pricedPlan } from './plans';
import { WalletButtons, type WalletPayment, type WalletProps } from '../../src/ui/payments/WalletButtons';
import '../../src/ui/allTexts';

/**
 * The wallet buttons' own decisions, around the card provider's Express Checkout Element (its behaviour is the
 * stand-in's, checked in the browser: test/browser/wallets.spec.ts). Here the provider is a recorder of what the
 * widget asks of it, and the test plays its events: which amount a sheet may open on, when a payment may go on,
 * what the buttons say.
 */

type Handler = (event: Record<string, unknown>) => void;
interface Recorded {
  groupOptions: Record<string, unknown>;
  createOptions: Record<string, unknown>;
  handlers: Map<string, Handler>;
  updates: { options: Record<string, unknown>; settle: (ok: boolean) => void }[];
  made: number;
  /** Holds createPaymentMethod until it resolves (a provider's step that takes time). */
  making: Promise<void>;
}
let recorded: Recorded;
const newRecorder = (): Recorded => ({ groupOptions: {}, createOptions: {}, handlers: new Map(), updates: [], made: 0, making: Promise.resolve() });

const fakeStripe = {
  elements(options: Record<string, unknown>) {
    recorded.groupOptions = options;
    return {
      create(_type: string, options: Record<string, unknown>) {
        recorded.createOptions = options;
        return {
          on(kind: string, handler: Handler) {
            recorded.handlers.set(kind, handler);
          },
          mount() {},
          destroy() {},
        };
      },
      update(options: Record<string, unknown>) {
        return new Promise<void>((resolve, reject) => {
          recorded.updates.push({ options, settle: (ok) => (ok ? resolve() : reject(new Error('refused'))) });
        });
      },
      submit: async () => ({}),
    };
  },
  async createPaymentMethod() {
    await recorded.making;
    recorded.made++;
    return {
      paymentMethod: {
        id: `pm_${recorded.made}`,
        card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030, wallet: { type: 'google_pay' } },
      },
    };
  },
};
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: async () => fakeStripe }));

const services = {
  runtime: { logger: { log: vi.fn() }, settings: { env: 'fixture', scriptUrl: 'https://wallet.test/widget/widget.js', fontCssUrl: '' } },
} as unknown as Services;

const plan = (over: Partial<typeof Plan.TYPE>): typeof Plan.TYPE =>
  ({
    id: 1,
    ...pricedPlan({ publicId: 'sub01' }),
    name: 'Studio Monthly',
    pricingDescription: '$29.00 / month',
    enabled: true,
    canSignUp: true,
    planReplacement: 'none',
    customPostSignupFields: [],
    ...over,
  }) as typeof Plan.TYPE;
const tenOff = {
  code: 'W',
  description: '10% off',
  percentOff: 10,
  amountOff: null,
  currency: null,
  duration: 'once',
  durationInMonths: null,
  result: null,
} as typeof Coupon.TYPE;

const hosts: HTMLElement[] = [];
let shadow: ShadowRoot;
async function show(props: WalletProps): Promise<void> {
  await act(async () => {
    render(
      <ServicesContext.Provider value={services}>
        <WalletButtons {...props} />
      </ServicesContext.Provider>,
      shadow as unknown as Element,
    );
  });
  // The provider loads on a promise: let it, and the element it makes, in.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function click() {
  const answer = { resolved: null as Record<string, unknown> | null, rejected: false };
  recorded.handlers.get('click')!({
    expressPaymentType: 'google_pay',
    resolve: (details: Record<string, unknown>) => (answer.resolved = details),
    reject: () => (answer.rejected = true),
  });
  return answer;
}

async function confirm() {
  const told = { failed: 0 };
  await act(async () => {
    recorded.handlers.get('confirm')!({ expressPaymentType: 'google_pay', paymentFailed: () => told.failed++ });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return told;
}

beforeEach(() => {
  recorded = newRecorder();
  (window as { Stripe?: unknown }).Stripe = () => fakeStripe;
  const host = document.createElement('memberspace-widget');
  document.body.append(host);
  hosts.push(host);
  shadow = host.attachShadow({ mode: 'open' });
});
afterEach(() => {
  for (const host of hosts.splice(0)) {
    render(null, host.shadowRoot as unknown as Element);
    host.remove();
  }
});

const ready = async () => {
  await act(async () => recorded.handlers.get('ready')!({ availablePaymentMethods: { applePay: false, googlePay: true } }));
};

describe('wallet buttons', () => {
  it('a subscription says "Subscribe with" even when its sheet has no recurring request (a trial, then a discounted payment)', async () => {
    await show({ plan: plan({ hasTrialPeriod: true, trialDays: 14 }), coupon: tenOff, canStart: () => true, onPay: async () => true });
    expect(recorded.groupOptions).toMatchObject({ mode: 'subscription', amount: 0, currency: 'usd', paymentMethodCreation: 'manual' });
    expect(recorded.createOptions).toMatchObject({ buttonType: { applePay: 'subscribe', googlePay: 'subscribe' } });
  });

  it('no sheet opens while the provider has not taken the new amount; once it has, the sheet opens on it', async () => {
    const props: WalletProps = { plan: plan({}), coupon: null, canStart: () => true, onPay: async () => true };
    await show(props);
    await ready();
    expect(click().resolved).toMatchObject({ lineItems: [{ amount: 2900 }] });
    await show({ ...props, coupon: tenOff });
    expect(recorded.updates.map((u) => u.options)).toEqual([{ mode: 'subscription', amount: 2610, currency: 'usd' }]);
    expect(click()).toEqual({ resolved: null, rejected: true });
    await act(async () => recorded.updates[0]!.settle(true));
    expect(click().resolved).toMatchObject({ lineItems: [{ amount: 2610 }] });
  });

  it('a refused amount hides the buttons; the next amount is asked for again and, once taken, they show', async () => {
    const props: WalletProps = { plan: plan({}), coupon: null, canStart: () => true, onPay: async () => true };
    await show(props);
    await ready();
    const area = () => shadow.querySelector('[data-wallet]')!.getAttribute('data-wallet');
    expect(area()).toBe('ready');
    await show({ ...props, coupon: tenOff });
    await act(async () => recorded.updates[0]!.settle(false));
    expect(area()).toBe('none');
    expect(click().rejected).toBe(true);
    // The coupon removed: what the group holds after a refusal is not known, so it is asked for the amount again.
    await show(props);
    expect(recorded.updates.map((u) => u.options.amount)).toEqual([2610, 2900]);
    await act(async () => recorded.updates[1]!.settle(true));
    expect(area()).toBe('ready');
    expect(click().resolved).toMatchObject({ lineItems: [{ amount: 2900 }] });
  });

  it('a payment whose amount changed since its sheet opened fails before any payment method is made, and joins nothing', async () => {
    const onPay = vi.fn(async () => true);
    const props: WalletProps = { plan: plan({}), coupon: null, canStart: () => true, onPay };
    await show(props);
    await ready();
    expect(click().resolved).not.toBeNull();
    await show({ ...props, coupon: tenOff }); // a coupon applied under the open sheet
    await act(async () => recorded.updates[0]!.settle(true));
    expect(await confirm()).toEqual({ failed: 1 });
    expect(recorded.made).toBe(0);
    expect(onPay).not.toHaveBeenCalled();
  });

  it('a payment the form cannot take now (a join under way) fails before any payment method is made', async () => {
    let free = true;
    const onPay = vi.fn(async () => true);
    await show({ plan: plan({}), coupon: null, canStart: () => free, onPay });
    await ready();
    expect(click().resolved).not.toBeNull();
    free = false;
    expect(await confirm()).toEqual({ failed: 1 });
    expect(recorded.made).toBe(0);
    expect(onPay).not.toHaveBeenCalled();
  });

  it('a join that fails tells the sheet; one that succeeds does not; the card is named for a retry', async () => {
    const onPay = vi.fn(async () => false);
    await show({ plan: plan({}), coupon: null, canStart: () => true, onPay });
    await ready();
    click();
    expect(await confirm()).toEqual({ failed: 1 });
    expect(onPay).toHaveBeenCalledWith(expect.objectContaining({ id: 'pm_1', card: 'google_pay:visa:4242:12:2030' }));
    onPay.mockImplementation(async () => true);
    click();
    expect(await confirm()).toEqual({ failed: 0 });
  });

  it('back and forth before the provider answers (a coupon applied, then cleared): the group is asked again, and no sheet opens until every answer is in', async () => {
    const props: WalletProps = { plan: plan({}), coupon: null, canStart: () => true, onPay: async () => true };
    await show(props);
    await ready();
    await show({ ...props, coupon: tenOff });
    await show(props);
    expect(recorded.updates.map((u) => u.options.amount)).toEqual([2610, 2900]);
    expect(click().rejected).toBe(true);
    await act(async () => recorded.updates[0]!.settle(true));
    expect(click().rejected).toBe(true); // the group holds 2610 until the second answer
    await act(async () => recorded.updates[1]!.settle(true));
    expect(click().resolved).toMatchObject({ lineItems: [{ amount: 2900 }] });
  });

  it('a refused amount does not outlive its group: rebuilt on that amount, the buttons show', async () => {
    const props: WalletProps = { plan: plan({}), coupon: null, canStart: () => true, onPay: async () => true };
    await show(props);
    await ready();
    await show({ ...props, coupon: tenOff });
    await act(async () => recorded.updates[0]!.settle(false));
    expect(shadow.querySelector('[data-wallet]')!.getAttribute('data-wallet')).toBe('none');
    // A coupon that cannot be scheduled: no wallet at all; then the refused one again, on a group made anew.
    const unschedulable = { ...tenOff, duration: 'recurring', durationInMonths: null } as typeof Coupon.TYPE;
    await show({ ...props, coupon: unschedulable });
    await show({ ...props, coupon: tenOff });
    expect(recorded.groupOptions).toMatchObject({ amount: 2610 });
    await ready();
    expect(shadow.querySelector('[data-wallet]')!.getAttribute('data-wallet')).toBe('ready');
    expect(click().resolved).toMatchObject({ lineItems: [{ amount: 2610 }] });
  });

  it('a trial whose coupon changed under the open sheet (today still $0.00, what follows not): the payment fails, nothing joined', async () => {
    const forever = { ...tenOff, duration: 'forever' } as typeof Coupon.TYPE;
    const onPay = vi.fn(async () => true);
    const props: WalletProps = { plan: plan({ hasTrialPeriod: true, trialDays: 14 }), coupon: forever, canStart: () => true, onPay };
    await show(props);
    await ready();
    expect(click().resolved).not.toBeNull();
    await show({ ...props, coupon: tenOff });
    expect(recorded.updates).toHaveLength(0); // the amount due today is the same
    expect(await confirm()).toEqual({ failed: 1 });
    expect(onPay).not.toHaveBeenCalled();
  });

  it('a coupon applied while the provider makes the payment method: nothing joined', async () => {
    const onPay = vi.fn(async () => true);
    const props: WalletProps = { plan: plan({}), coupon: null, canStart: () => true, onPay };
    await show(props);
    await ready();
    click();
    let release = () => {};
    recorded.making = new Promise<void>((resolve) => (release = resolve));
    let told: { failed: number } | null = null;
    const confirming = confirm().then((t) => (told = t));
    await show({ ...props, coupon: tenOff });
    release();
    await act(async () => {
      await confirming;
    });
    expect(told).toEqual({ failed: 1 });
    expect(onPay).not.toHaveBeenCalled();
  });

  it('the join checks what it sends against what the sheet showed: the same plan and coupon only', async () => {
    const onPay = vi.fn(async (_payment: WalletPayment) => true);
    await show({ plan: plan({}), coupon: null, canStart: () => true, onPay });
    await ready();
    click();
    await confirm();
    const payment = onPay.mock.calls[0]![0];
    expect(payment.showed(plan({}), null)).toBe(true);
    expect(payment.showed(plan({}), tenOff)).toBe(false);
    expect(payment.showed(plan({ publicId: 'other01' }), null)).toBe(false);
  });
});
