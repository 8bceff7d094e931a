import type { MemberData } from '../../src/state/store';

export type MembershipData = MemberData['memberships'][number];

/** A membership as the member call answers it: an active Studio Monthly subscription unless told otherwise. */
export const membershipRecord = (over: Partial<MembershipData> = {}): MembershipData => ({
  id: 1,
  planId: 1003,
  publicPlanId: 'sub01',
  name: 'Studio Monthly',
  type: 'subscription',
  createdAt: '2024-01-01T00:00:00.000Z',
  status: 'active',
  cancelsOn: null,
  billingPeriodEnd: null,
  expiresOn: null,
  paymentFailure: false,
  welcomeUrl: '/welcome',
  contentUrl: '/courses/',
  canRejoin: false,
  pricingDescription: '$29.00 / month',
  paymentCountRequired: null,
  paymentCountMade: null,
  customPostSignupFields: [],
  trialEndsAt: null,
  ...over,
});
