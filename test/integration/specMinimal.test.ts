/**
 * A server that answers exactly as the spec describes (issue 19): the widget's real client against the fixture
 * server in spec-minimal mode (fixtures/api/specMinimal.ts), one call of the contract after another. Every answer
 * carries only the fields the spec's entity tables name, and the client must accept each and fill the defaults the
 * screens rely on; what the spec does name stays required.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../src/api/client';
import * as contract from '../../src/contract/index';
import type { Call } from '../../src/contract/call';
import { threeDSecureStep } from '../../src/contract/payments';
import { discountText } from '../../src/core/signup/retention';
import { startFixtureServer, type FixtureServer } from '../../fixtures/server';
import { testHook } from './world';
import { cases, type World } from './calls';

type AnyCall = Call<any, any>;
const isCall = (v: unknown): v is AnyCall => typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'response' in v && 'auth' in v;
const calls: [string, AnyCall][] = Object.entries(contract).filter((e): e is [string, AnyCall] => isCall(e[1]));

let server: FixtureServer;
let token: string | null = null;
const malformed: string[] = [];

const hook = testHook(() => server.cdnUrl);

const world: World = {
  get base() {
    return `${server.cdnUrl}/api/v2`;
  },
  hook,
  async logIn(email) {
    const result = await client()(contract.login, { body: { type: 'password', email, password: 'password123' } });
    if (!result.ok) throw new Error(`login ${email}: ${result.error.status} ${result.error.message}`);
    token = result.data.accessToken;
    return result.data;
  },
};

const client = () =>
  createClient({
    apiBase: `${server.cdnUrl}/api/v2`,
    subdomain: 'demo',
    getToken: async () => token,
    onMalformed: (call, detail) => malformed.push(`${call.method} ${call.path}: ${detail}`),
  });

/** A fresh world in spec-minimal mode, logged in as the case needs. */
async function minimalWorld(): Promise<void> {
  await hook('reset', {});
  expect(await hook('spec-minimal', { on: true })).toEqual({ on: true });
  token = null;
  malformed.length = 0;
}

async function call<R>(name: string, c: Call<any, R>) {
  await minimalWorld();
  const request = await cases[name]!.prepare(world);
  return client()(c, request);
}

beforeAll(async () => {
  server = await startFixtureServer();
});
afterAll(async () => {
  await server?.close();
});

describe('every call of the contract accepts a spec-minimal answer', () => {
  it.each(calls)('%s', async (name, c) => {
    const result = await call(name, c);
    expect(result.ok ? 'ok' : `${result.error.status} ${result.error.message}: ${malformed.join('; ')}`).toBe('ok');
    expect(malformed).toEqual([]);
  });
});

describe('what the screens read from spec-minimal answers', () => {
  it('plans: no numeric id, no price, no replaced plan name; the spec’s fields as sent', async () => {
    const result = await call('getPlan', contract.getPlan);
    expect(result.ok && result.data).toMatchObject({
      publicId: 'sub01',
      name: 'Studio Monthly',
      type: 'subscription',
      id: null,
      amount: null,
      replacedPlanName: null,
    });
  });

  it('the member: memberships without id or dates the spec does not name; no custom field values', async () => {
    const result = await call('getCurrentMember', contract.getCurrentMember);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.data.customSignupFieldValues).toEqual({});
    expect(result.data.memberships[0]).toMatchObject({ id: null, publicPlanId: 'sub01', billingPeriodEnd: null, expiresOn: null, trialEndsAt: null });
  });

  it('charge rows of date, amount, signedUrl, status and description', async () => {
    const result = await call('getInvoices', contract.getInvoices);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.data[0]).toMatchObject({ id: null, invoiceId: null, currency: null, status: 'succeeded', amount: 2900 });
  });

  it('a coupon without its code; retention offers without amountType read as a percentage', async () => {
    const coupon = await call('getCoupon', contract.getCoupon);
    expect(coupon.ok && coupon.data).toMatchObject({ code: null, description: expect.any(String) });
    await minimalWorld();
    await world.logIn('paid@demo.test');
    const options = await client()(contract.getRetentionOptions, { params: { planId: 'sub01' } });
    if (!options.ok) throw new Error(options.error.message);
    expect(options.data.discountCoupon).toEqual({ amount: 20, amountType: null, currency: null, type: 'recurring', duration: 3, description: null });
    expect(discountText(options.data.discountCoupon!)).toEqual({ key: 'retentionOffMonths', values: { amount: '20%', n: 3 } });
  });

  it('joining answers nothing; a 420 is the spec’s payment intent and still a 3DS step', async () => {
    const joined = await call('createMembership', contract.createMembership);
    expect(joined.ok && joined.data).toEqual({ membership: null, order: null, replacedPublicPlanId: null });
    const threeDs = await client()(contract.createMembership, {
      body: { planId: 'sub01', idempotencyKey: `k-${Date.now()}`, paymentMethod: { method: 'new', newPaymentMethodId: 'pm_fx_3155_abc' } },
    });
    // sub01 has a trial: nothing is charged now, so a 3DS card is not asked; the one-time plan charges at once.
    expect(threeDs.ok).toBe(true);
    await minimalWorld();
    await world.logIn('none@demo.test');
    const charged = await client()(contract.createMembership, {
      body: { planId: 'onetime01', idempotencyKey: `k-${Date.now()}`, paymentMethod: { method: 'new', newPaymentMethodId: 'pm_fx_3155_abc' } },
    });
    expect(charged.ok).toBe(false);
    const body = !charged.ok ? charged.error.body : null;
    expect(Object.keys(body as object).sort()).toEqual(['amount', 'clientSecret', 'currency', 'id', 'status']);
    expect(threeDSecureStep(body)).toEqual({
      paymentIntentId: (body as { id: string }).id,
      clientSecret: (body as { clientSecret: string }).clientSecret,
    });
  });

  it('a registration awaiting approval: 202 with no tokens', async () => {
    await minimalWorld();
    const result = await client()(contract.register, {
      body: { firstName: 'Ann', lastName: 'Lee', email: 'ann+approval@x.test', password: 'password123', customSignupFieldValues: { 12: 'beginner' } },
    });
    expect(result.ok && result.status).toBe(202);
    expect(result.ok && 'accessToken' in result.data && result.data.accessToken).toBeFalsy();
  });

  it('what the spec names stays required: a plan without its publicId is refused as malformed', async () => {
    await minimalWorld();
    await hook('faults', { path: '/sites/demo/plans/sub01', status: 200, body: { name: 'Studio Monthly', type: 'subscription' }, times: 1 });
    const result = await client()(contract.getPlan, { params: { publicPlanId: 'sub01' } });
    expect(result).toMatchObject({ ok: false, error: { message: 'Error - Please try again later or contact support.' } });
    expect(malformed).toEqual([expect.stringContaining('publicId')]);
  });
});
