/**
 * The words of the access screens (a refused page or content: the invitation to sign up or log in, no public plan,
 * the viewing window), over the shell's and the dialog's: the access flow's chunk installs these (ui/accessTexts.ts),
 * so a visitor who lands on a protected page does not download the words of joining, the account, billing or
 * diagnostics (texts.ts, joinTexts.ts). test/unit/bundleRules.test.ts checks that every key that chunk names is
 * installed.
 */
export const ACCESS_TEXT = {
  // protected content (part 1 §2, §8). Ours: the log-in button's label, the viewing-window dates (not shown:
  // written in the drip message's voice).
  contentDenied: 'Sorry, you need to log in or sign up to access this content.',
  contentLogIn: 'Log in',
  noPublicPlan: 'Sorry, no public plans allow you to see this content.',
  contentDrip: 'Sorry, please wait {daysUntilViewable} more day(s) and then you can access this content.',
  contentNotYet: 'Sorry, this content is not available yet. You can access it from {from}.',
  contentNoLonger: 'Sorry, this content is no longer available. It could be accessed until {to}.',
  contentBetween: 'Sorry, this content is only available between {from} and {to}.',
  contentOutsideWindow: 'Sorry, this content is not available right now.',
  // ours: the access screens' invitation (a plan's trial, the members' way in, the visible way out that closing takes)
  planFreeTrial: 'Free trial',
  alreadyMember: 'Already a member?',
  leavePage: 'Leave this page',
} as const;
