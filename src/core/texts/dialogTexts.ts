/**
 * The texts of the dialog and the login form, over the shell's (shellTexts.ts): the dialog's chunk carries these
 * (ui/dialog.ts), so a sign-in click does not download the words of every screen; the others (texts.ts) come with
 * the screens, embeds and content that use them.
 */
export const DIALOG_TEXT = {
  // the dialog's buttons
  close: 'Close',
  back: 'Back',
  // part 1 §2: words every flow beyond sign-in names (a notice's log-out, the plans' heading), so that the access
  // screens need no other flow's table (accessTexts.ts)
  logOut: 'Log out',
  plans: 'Plans',

  // part 1 §5 validators
  required: 'Required',
  notAString: 'Not a string.',
  minChars: 'Minimum {min} characters needed!',
  invalidEmail: 'Invalid email address.',
  notABoolean: 'Not a boolean',
  notAnArray: 'Not an array',

  // login (part 1 §2)
  email: 'Email',
  password: 'Password',
  forgotEmail: 'Forgot email?',
  forgotPassword: 'Forgot password?',
  loginSubmit: 'Log into your account',
  sessionExpired: 'Your session has expired. Please log in again.',
  or: 'or',
  signUp: 'Sign up',
} as const;

export type DialogTextKey = keyof typeof DIALOG_TEXT;
