/**
 * What each call of the contract needs to be made against the seeded fixture world (run after each reset): a
 * visitor's request, or a login first. Shared by the garbage answers (garbage.test.ts) and the spec-minimal answers
 * (specMinimal.test.ts), which both make every call.
 */
import type { RequestOptions } from '../../src/api/client';

export interface World {
  base: string;
  hook(path: string, body?: unknown, method?: string): Promise<any>;
  /** Logs in (the token then goes with every auth call) and answers the token pair. */
  logIn(email: string): Promise<{ accessToken: string; refreshToken: string }>;
}
export interface Case {
  prepare(w: World): Promise<RequestOptions<any>> | RequestOptions<any>;
}

let keys = 0;
const key = () => `garbage-${Date.now()}-${++keys}`;
const card = (last4 = '4242') => `pm_fx_${last4}_${Math.random().toString(36).slice(2, 10)}`;
const captcha = { captcha: 'fixture-token', captchaTimeMs: 900 };
const as = (email: string, request: RequestOptions<any> = {}): Case => ({
  prepare: async (w) => {
    await w.logIn(email);
    return request;
  },
});
const visitor = (request: RequestOptions<any> = {}): Case => ({ prepare: () => request });

export const cases: Record<string, Case> = {
  getConfiguration: visitor(),
  getCoupon: as('none@demo.test', { params: { couponCode: 'WELCOME10' }, query: { planId: 'sub01' } }),
  forgotEmail: visitor({ body: { firstName: 'Fiona', lastName: 'Free', email: 'free@demo.test', phoneNumber: '555-0100', ...captcha } }),
  exchangeToken: {
    prepare: async (w) => ({ body: { refreshToken: (await w.logIn('paid@demo.test')).refreshToken } }),
  },
  getMuutIntegration: as('paid@demo.test'),
  getWebsiteToolboxIntegration: as('paid@demo.test'),
  acceptInvitation: visitor({
    params: { invitationId: 701 },
    query: { magicToken: 'invite-valid-701' },
    body: { firstName: 'Ina', lastName: 'Invitee', password: 'stretch-daily', ...captcha },
  }),
  getInvitation: visitor({ params: { invitationId: 701 }, query: { magicToken: 'invite-valid-701' } }),
  getInvoices: as('paid@demo.test', { paging: { page: 1, pageSize: 5 } }),
  getInvoice: as('paid@demo.test', { params: { invoiceId: 'in_seed_paid_multi_01' } }),
  login: visitor({ body: { type: 'password', email: 'free@demo.test', password: 'password123' } }),
  register: visitor({
    body: {
      firstName: 'Gary',
      lastName: 'Garbage',
      email: 'gary@demo.test',
      password: 'stretch-daily',
      ...captcha,
      customSignupFieldValues: { 11: '555-0100', 12: 'intermediate', 13: 'Touch my toes', 14: true, 15: ['hatha', 'yin'], 16: 'evening' },
    },
  }),
  confirmEmailChange: as('free@demo.test', { params: { userId: 201 }, query: { magicToken: 'email-change-201' } }),
  resetPassword: visitor({ params: { userId: 202 }, query: { magicToken: 'reset-paid-202' }, body: { newPassword: 'stretch-daily' } }),
  getCurrentMember: as('paid@demo.test'),
  updateCurrentMember: as('paid@demo.test', { body: { firstName: 'Paula', lastName: 'Paid' } }),
  createClientSecret: as('none@demo.test', { body: { planId: 'sub01', couponCode: null } }),
  requestEmailChange: as('free@demo.test', { body: { newEmail: 'fiona.garbage@demo.test', password: 'password123', ...captcha } }),
  getMemberMenu: as('paid@demo.test'),
  clearMemberMetadata: as('paid@demo.test'),
  getMemberMetadata: as('paid@demo.test'),
  updateMemberMetadata: as('paid@demo.test', { body: { garbageTest: { round: 1 } } }),
  changePassword: as('free@demo.test', { body: { newPassword: 'stretch-daily', currentPassword: 'password123' } }),
  clearPendingPlan: as('none@demo.test'),
  createMembership: {
    prepare: async (w) => (
      await w.logIn('none@demo.test'),
      { body: { planId: 'onetime01', idempotencyKey: key(), paymentMethod: { method: 'new', newPaymentMethodId: card() } } }
    ),
  },
  getMemberships: as('paid@demo.test'),
  cancelMembership: {
    prepare: async (w) => (
      await w.logIn('paid@demo.test'), { params: { planId: 'sub01' }, body: { canceledReason: 'Moving away', idempotencyKey: key() } }
    ),
  },
  confirmPayment: {
    prepare: async (w) => (
      await w.logIn('incomplete@demo.test'),
      {
        params: { planId: 'onetime01' },
        body: { paymentIntentId: 'pi_seed_incomplete', paymentMethod: { method: 'new', newPaymentMethodId: card() }, idempotencyKey: key() },
      }
    ),
  },
  getDeferredPayment: as('incomplete@demo.test', { params: { planId: 'onetime01' } }),
  submitPostSignupFields: as('free@demo.test', { params: { planId: 'free01' }, body: { customPostSignupFieldValues: { 21: 'A friend', 24: true } } }),
  getRetentionOptions: as('retention@demo.test', { params: { planId: 'multi01' } }),
  applyRetentionDiscount: {
    prepare: async (w) => (await w.logIn('paid@demo.test'), { params: { planId: 'sub01' }, body: { idempotencyKey: key() } }),
  },
  extendTrial: { prepare: async (w) => (await w.logIn('retention@demo.test'), { params: { planId: 'multi01' }, body: { idempotencyKey: key() } }) },
  requestSupport: as('paid@demo.test', { params: { planId: 'sub01' }, body: { message: 'Please call me back.' } }),
  forgotPassword: visitor({ body: { email: 'free@demo.test', ...captcha } }),
  getCurrentPaymentMethod: as('paid@demo.test'),
  updateCurrentPaymentMethod: {
    prepare: async (w) => (await w.logIn('paid@demo.test'), { body: { newPaymentMethodId: card(), idempotencyKey: key() } }),
  },
  getPlans: visitor(),
  getPlan: visitor({ params: { publicPlanId: 'sub01' } }),
  getAgencyUpsellPlans: as('agency@demo.test'),
  startPreview: as('owner@demo.test', { body: { audience: 'plan', publicPlanId: 'sub01', joinedDaysAgo: 3 } }),
  listPreviewPlans: as('owner@demo.test'),
  resolveProtected: as('paid@demo.test', { body: { descriptors: [{ id: 'video01', disposition: 'inline' }] } }),
  trackProtectedPageVisit: as('paid@demo.test', { body: { protectedPageId: 501, pathname: '/members-only' } }),
};
