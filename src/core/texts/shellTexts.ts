import { BOOT_TEXT } from './bootTexts';

/**
 * The texts the interface shows before any dialog: the member button's labels and a crashed part's words, over the
 * boot path's (bootTexts.ts). The interface's chunk carries these only; every other text of TEXT (texts.ts) comes
 * with the dialog's chunk, which a page view with only the member button never downloads.
 */
export const SHELL_TEXT = {
  ...BOOT_TEXT,
  // the member button (part 1 §2)
  signIn: 'Sign in',
  signInSignUp: 'Sign in / Sign up',
  readMe: 'Read Me',
  // part 1 §8 crash text; the general error screen's refresh button (its label is not shown: ours)
  reinitializing: 'Error, reinitializing...',
  crashed: 'Sorry, something went wrong in {name}.',
  refresh: 'Refresh',
} as const;

export type ShellTextKey = keyof typeof SHELL_TEXT;
