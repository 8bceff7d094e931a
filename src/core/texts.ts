/**
 * Every user-facing English string, in the spec's exact words. Screens take strings from here only,
 * so translations (translations/{locale}.json) and custom wording can replace them by key.
 */
export const TEXT = {
  // part 1 §8 network messages
  networkError: 'Network error.',
  status401: 'Error: Unauthenticated.',
  status403: 'Error: Restricted.',
  status404: 'Error: Not found.',
  status409: 'Error: Conflict.',
  status410: 'Error: No longer available.',
  status417: 'Error: Expectation failed.',
  status422: 'Error: Unprocessable.',
  status5xx: 'Server error - Please try again later or contact support.',
  general: 'Error - Please try again later or contact support.',
  contactHelp: 'Please contact {contactEmail} for help.',

  // part 1 §5 validators
  required: 'Required',
  notAString: 'Not a string.',
  minChars: 'Minimum {min} characters needed!',
  invalidEmail: 'Invalid email address.',

  // login (part 1 §2)
  email: 'Email',
  password: 'Password',
  forgotEmail: 'Forgot email?',
  forgotPassword: 'Forgot password?',
  loginSubmit: 'Log into your account',
  or: 'or',
  signUp: 'Sign up',
  signIn: 'Sign in',
  signInSignUp: 'Sign in / Sign up',

  // part 1 §5 captcha
  captchaError: 'Captcha error! Please contact support!',
  captchaNoToken: 'To verify that you are not a robot, please check the box!',

  // forgotten email and password (part 1 §2); field labels and the password success text are ours (not shown)
  forgottenEmailTitle: 'Forgot your email?',
  forgottenEmailIntro: 'Enter your information below so we can help you.',
  forgottenEmailSubmit: 'Request help now',
  forgottenEmailDone: "Thank you, we'll reach out to help you as soon as possible.",
  forgottenPasswordTitle: 'Forgot your password?',
  forgottenPasswordSubmit: 'Send me reset instructions',
  forgottenPasswordDone: "Check your email for the password reset link we just sent you. If it isn't there, please check your spam folder.",
  firstName: 'First name',
  lastName: 'Last name',
  phoneNumber: 'Phone number',
  siteUrl: 'Your website URL',

  // account (part 1 §2)
  yourAccount: 'Your Account',
  memberMenu: 'Member Menu',
  editProfile: 'Edit your profile',
  changeEmail: 'Change your email',
  changePassword: 'Change your password',
  logOut: 'Log out',
  plans: 'Plans',
  profile: 'Profile',

  // shell
  close: 'Close',
  back: 'Back',
  loading: 'Loading…',
  notAvailableYet: 'This part of the membership area is not available yet.',
  siteSetupError: "There is a problem with this website's setup, please have the owner contact the support address",
  readMe: 'Read Me',
  // part 1 §8 crash text; the general error screen's refresh button (its label is not shown: ours)
  reinitializing: 'Error, reinitializing...',
  crashed: 'Sorry, something went wrong in {name}.',
  refresh: 'Refresh',
} as const;

export type TextKey = keyof typeof TEXT;

/** Fills `{name}` placeholders; a missing value leaves the placeholder visible rather than "undefined". */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
