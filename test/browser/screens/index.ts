/**
 * Screen objects: one per widget screen the browser specs drive, like page objects. Each wraps its screen's
 * locators (inside the widget's shadow root, one place each) and offers the steps a visitor takes there, so a
 * spec reads as steps and a changed label or class is changed here once.
 *
 * Writing a spec with them:
 *
 *   import { expect, test } from './screens';
 *
 *   test('a member signs in and sees the account', async ({ world, screens }) => {
 *     const { login, account } = screens;
 *     await login.logInToAccount(world, 'paid@demo.test');   // a step: open, fill, submit, wait
 *     await expect(account.statusOf('sub01')).toHaveText('Paid'); // the assertion stays in the spec
 *   });
 *
 * - Assertions stay in the spec, on the screen's locators (`expect(login.alert).toHaveText(...)`), or through
 *   the few expect-steps every screen has (`expectShown()`, `expectAlert(text)`, `expectStatus(text)`,
 *   `expectError(text)`), which assert exactly what their names say.
 * - A locator a spec needs that no screen has yet: add it to the screen it belongs to (src/ui/screens/ names
 *   them), not to the spec. Locators of the host page itself (its content, its links) stay in the spec.
 * - The fixture server's hooks (fault, hook, requestsTo...) stay in ../helpers.ts; the host page's side
 *   (openTask, memberInfo) is in ./host.ts.
 */
import type { Page } from '@playwright/test';
import { test as base } from '../fixtures';
import { AccountScreen, MemberMenuScreen, MembershipDetailsScreen } from './account';
import { CancelScreen, InvoiceScreen, InvoicesScreen } from './billing';
import { ContentDeniedScreen } from './content';
import { InvitationScreen } from './invitation';
import { LoginScreen } from './login';
import { EmailChangeScreen, PasswordScreen } from './password';
import { PaymentScreen, ThreeDSChallenge } from './payments';
import { EditProfileScreen } from './profile';
import { ForgottenEmailScreen, ForgottenPasswordScreen } from './recovery';
import { RegisterScreen } from './register';
import { Shell } from './shell';
import { QuestionnaireScreen, SignupScreen } from './signup';

export { expect } from '../fixtures';
export { memberInfo, openTask } from './host';
export { REGISTRATION_FIELD_VALUES } from './register';
export * from './account';
export * from './billing';
export * from './content';
export * from './invitation';
export * from './login';
export * from './password';
export * from './payments';
export * from './profile';
export * from './recovery';
export * from './register';
export * from './screen';
export * from './shell';
export * from './signup';

/** Every screen object of one page. */
export class Screens {
  readonly shell: Shell;
  readonly login: LoginScreen;
  readonly register: RegisterScreen;
  readonly signup: SignupScreen;
  readonly questionnaire: QuestionnaireScreen;
  readonly account: AccountScreen;
  readonly menu: MemberMenuScreen;
  readonly memberships: MembershipDetailsScreen;
  readonly forgottenPassword: ForgottenPasswordScreen;
  readonly forgottenEmail: ForgottenEmailScreen;
  readonly password: PasswordScreen;
  readonly emailChange: EmailChangeScreen;
  readonly invitation: InvitationScreen;
  readonly cancel: CancelScreen;
  readonly invoices: InvoicesScreen;
  readonly invoice: InvoiceScreen;
  readonly payment: PaymentScreen;
  readonly threeDS: ThreeDSChallenge;
  readonly profile: EditProfileScreen;
  readonly denied: ContentDeniedScreen;
  constructor(readonly page: Page) {
    this.shell = new Shell(page);
    this.login = new LoginScreen(page);
    this.register = new RegisterScreen(page);
    this.signup = new SignupScreen(page);
    this.questionnaire = new QuestionnaireScreen(page);
    this.account = new AccountScreen(page);
    this.menu = new MemberMenuScreen(page);
    this.memberships = new MembershipDetailsScreen(page);
    this.forgottenPassword = new ForgottenPasswordScreen(page);
    this.forgottenEmail = new ForgottenEmailScreen(page);
    this.password = new PasswordScreen(page);
    this.emailChange = new EmailChangeScreen(page);
    this.invitation = new InvitationScreen(page);
    this.cancel = new CancelScreen(page);
    this.invoices = new InvoicesScreen(page);
    this.invoice = new InvoiceScreen(page);
    this.payment = new PaymentScreen(page);
    this.threeDS = new ThreeDSChallenge(page);
    this.profile = new EditProfileScreen(page);
    this.denied = new ContentDeniedScreen(page);
  }
}

/** The browser-test fixtures (./fixtures.ts) plus `screens`: the screen objects of the test's page. */
export const test = base.extend<{ screens: Screens }>({
  screens: async ({ page }, use) => {
    await use(new Screens(page));
  },
});
