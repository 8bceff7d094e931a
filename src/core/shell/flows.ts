import type { ScreenName } from './screens';

/**
 * The screens by flow, each a lazy chunk of the interface (ui/Screen.tsx): a click on a sign-in link downloads the
 * login form and no screen of sign-up, the account, billing or recovery (src/README.md), a visitor choosing a plan
 * (joining) none of the account's or billing's (issue 38: 11 KB less on that journey), and a visitor who lands on a
 * protected page the access screens only (26 KB less on that page view). The rest of the screens stay one chunk:
 * every chunk more costs its glue and its own compression (about 0.5 KB gzip each), and they are opened together (a
 * member's account and billing, recovery, content notices).
 */
export type Flow = 'signIn' | 'join' | 'access' | 'screens' | 'payments' | 'diag';
export type Shown = Exclude<ScreenName, 'idle'>;

/** The screens outside the 'screens' flow: a short table, since the interface chunk carries it. */
const OWN = {
  login: 'signIn',
  logout: 'signIn',
  // Joining (issue 38): a visitor choosing a plan downloads no screen of the account or billing.
  signupToPlan: 'join',
  registerUser: 'join',
  planLinkRedirect: 'join',
  postJoinQuestionnaire: 'join',
  // A refused page or content: a visitor who lands on a protected page downloads no screen of the account or billing.
  contentAccessDenied: 'access',
  noPublicPlanForContent: 'access',
  outsideViewingWindow: 'access',
  rejectionTagRetry: 'access',
  changeCreditCard: 'payments',
  retryPayment: 'payments',
  retry3dsPayment: 'payments',
  diag: 'diag',
} as const satisfies Partial<Record<Shown, Exclude<Flow, 'screens'>>>;

export type FlowOf<N extends Shown> = N extends keyof typeof OWN ? (typeof OWN)[N] : 'screens';
/** The screens of one flow. */
export type ScreensOf<F extends Flow> = { [N in Shown]: FlowOf<N> extends F ? N : never }[Shown];

export const flowOf = <N extends Shown>(name: N): FlowOf<N> => ((OWN as Partial<Record<Shown, Flow>>)[name] ?? 'screens') as FlowOf<N>;
