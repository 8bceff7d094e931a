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
  siteSetupError: "There is a problem with this website's setup, please have the owner contact the support address",
} as const;

export type TextKey = keyof typeof TEXT;

/** Fills `{name}` placeholders; a missing value leaves the placeholder visible rather than "undefined". */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
