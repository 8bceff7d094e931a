import type { WidthName } from '../constants';
import type { Joined } from '../signup/signup';

/** How protected content is shown (part 1 §2: /content/, /content/popup/, /content/download/). */
export type ContentMode = 'page' | 'popup' | 'download';
/** Signup-to-plan modes (part 2 §2). */
export type SignupMode = 'NORMAL' | 'CONTENT_ACCESS_UPSELL' | 'ABANDONED_RECOVERY' | 'AGENCY_UPSELL';
export type CardMode = 'NORMAL' | 'FAILING_CARD';

interface Magic {
  userId: string;
  magicToken: string;
}

/** Every in-widget screen of part 1 §2 and part 2 §2, by name, with the state it reads. */
export type Route =
  | { name: 'idle' }
  | { name: 'login'; redirect?: Route; expired?: boolean }
  | { name: 'logout' }
  | { name: 'memberMenu' }
  | { name: 'forgottenEmail' }
  | { name: 'forgottenPassword' }
  | { name: 'account' }
  | { name: 'membershipDetails' }
  | { name: 'editProfile' }
  | { name: 'requestEmailChange' }
  | { name: 'changePassword' }
  | ({ name: 'confirmEmailChangeMagic' } & Magic)
  | ({ name: 'resetPassword' } & Magic)
  | { name: 'invitation'; invitationId: string; magicToken: string }
  | ({ name: 'registrationApproved' } & Magic)
  | { name: 'contentAccessDenied'; contentId?: string; mode?: ContentMode }
  | { name: 'outsideViewingWindow'; from?: string | null; to?: string | null; drip?: number | null }
  | { name: 'rejectionTagRetry' }
  | { name: 'protectedContent'; contentId: string; mode: ContentMode }
  | { name: 'noPublicPlanForContent' }
  | { name: 'siteSetupError' }
  | { name: 'diag' }
  | { name: 'invoiceList' }
  | { name: 'invoiceDetails'; invoiceId: string }
  | { name: 'planLinkRedirect'; publicPlanId?: string }
  | { name: 'signupToPlan'; selectablePlanIds?: string[]; mode?: SignupMode; recoveredBy?: string }
  | { name: 'postJoinQuestionnaire'; publicPlanId: string; replacement?: boolean; joined?: Joined }
  | { name: 'cancelMembership'; publicPlanId: string }
  | { name: 'changeCreditCard'; mode?: CardMode }
  | { name: 'retryPayment'; publicPlanId: string }
  | { name: 'retry3dsPayment'; publicPlanId: string }
  | { name: 'registerUser'; selectablePlanIds?: string[]; allPlans?: boolean };

export type ScreenName = Route['name'];
export type RouteOf<N extends ScreenName> = Extract<Route, { name: N }>;

type Availability = 'always' | 'loggedIn' | 'loggedOut';

/** The availability table of part 1 §2. A Record, so a screen added to Route without a row fails to compile. */
export const AVAILABILITY: Record<ScreenName, Availability> = {
  idle: 'always',
  login: 'always',
  logout: 'always',
  resetPassword: 'always',
  confirmEmailChangeMagic: 'always',
  invitation: 'always',
  registrationApproved: 'always',
  contentAccessDenied: 'always',
  outsideViewingWindow: 'always',
  rejectionTagRetry: 'always',
  registerUser: 'always',
  siteSetupError: 'always',
  diag: 'always',
  memberMenu: 'loggedIn',
  account: 'loggedIn',
  membershipDetails: 'loggedIn',
  editProfile: 'loggedIn',
  requestEmailChange: 'loggedIn',
  changePassword: 'loggedIn',
  protectedContent: 'loggedIn',
  noPublicPlanForContent: 'loggedIn',
  invoiceList: 'loggedIn',
  invoiceDetails: 'loggedIn',
  planLinkRedirect: 'loggedIn',
  signupToPlan: 'loggedIn',
  postJoinQuestionnaire: 'loggedIn',
  cancelMembership: 'loggedIn',
  changeCreditCard: 'loggedIn',
  retryPayment: 'loggedIn',
  retry3dsPayment: 'loggedIn',
  forgottenEmail: 'loggedOut',
  forgottenPassword: 'loggedOut',
};

export interface RouteContext {
  loggedIn: boolean;
  /** The server refused to renew the session (not a logout the member asked for). */
  expired?: boolean;
  /** The UI runs inside an iframe pointing at /member/ (an embed), not as a modal over the page. */
  embedded: boolean;
}

export function isAvailable(name: ScreenName, ctx: RouteContext): boolean {
  // The logout redirector would navigate the host frame away from inside an embed.
  if (name === 'logout') return !ctx.embedded;
  const rule = AVAILABILITY[name];
  return rule === 'always' || (rule === 'loggedIn') === ctx.loggedIn;
}

/**
 * The route actually shown: the asked one when available, otherwise the redirect of part 1 §2 (logged in:
 * login when embedded, else idle; logged out: login when embedded, else logout). A member's screen whose
 * session expired under it (not a logout) asks to log in again and then returns to it, instead of leaving
 * the page with what was typed (docs/hardening/resilience.md).
 */
export function resolveRoute(route: Route, ctx: RouteContext): Route {
  if (isAvailable(route.name, ctx)) return route;
  if (ctx.expired && !ctx.loggedIn && AVAILABILITY[route.name] === 'loggedIn') return { name: 'login', redirect: route, expired: true };
  if (ctx.embedded) return { name: 'login' };
  return ctx.loggedIn ? { name: 'idle' } : { name: 'logout' };
}

/** Sizes the spec names (part 1 §2); other screens are forms and use sm. */
const SIZES: Partial<Record<ScreenName, WidthName>> = {
  memberMenu: 'small',
  account: 'medium',
  diag: 'large',
  invoiceList: 'large',
  invoiceDetails: 'large',
};

export function screenSize(route: Route): WidthName {
  if (route.name === 'protectedContent') return route.mode === 'popup' ? 'large' : 'small';
  return SIZES[route.name] ?? 'sm';
}

/** Back navigation is on unless a screen turns it off: redirectors and one-shot result screens have no way back. */
export const NO_BACK: ReadonlySet<ScreenName> = new Set<ScreenName>([
  'idle',
  'logout',
  'planLinkRedirect',
  'retryPayment',
  'protectedContent',
  'registrationApproved',
  'confirmEmailChangeMagic',
  'postJoinQuestionnaire',
  'rejectionTagRetry',
  'siteSetupError',
]);
