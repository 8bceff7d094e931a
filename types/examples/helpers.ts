// A site's module importing the declarations' named types (test/unit/hostTypes.test.ts): it must compile.
import type { ConversionDetail, MemberInfo, Membership, MemberSpaceSettings, MembershipType } from './memberspace';

export const settings: MemberSpaceSettings = { subdomain: 'yoursite', env: 'production', logging: 'PAYMENT,CORE', cookieDomain: '.example.com' };

export const paidPlans = (member: MemberInfo): Membership[] => member.memberships.filter((m) => m.type !== 'free');

export const kinds: MembershipType[] = ['free', 'one_time_payment', 'subscription', 'multi_payment'];

export function revenue(detail: ConversionDetail): string {
  return `${detail.order.grandTotal} ${detail.order.currency?.toUpperCase() ?? ''}`;
}
