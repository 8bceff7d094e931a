import type { Locator } from '@playwright/test';
import type { FixtureServer } from '../../../fixtures/server';
import { expect } from '../fixtures';
import { startSession } from '../helpers';
import { memberInfo, openTask } from './host';
import { Screen } from './screen';

/** The login screen, and the ways in that the tests take to a signed-in member. */
export class LoginScreen extends Screen {
  constructor(...args: ConstructorParameters<typeof Screen>) {
    super(args[0], args[1] ?? 'login');
  }
  get title(): Locator {
    return this.heading('Sign in');
  }
  get email(): Locator {
    return this.field('Email');
  }
  get password(): Locator {
    return this.field('Password');
  }
  get submit(): Locator {
    return this.button('Log into your account');
  }
  /** 'Sign up', when the site offers an account from the login screen. */
  get signUpButton(): Locator {
    return this.button('Sign up');
  }
  /** The 'or' between logging in and signing up. */
  get or(): Locator {
    return this.text('or', { exact: true });
  }
  get forgotPasswordLink(): Locator {
    return this.button('Forgot password?', { exact: true });
  }
  get forgotEmailLink(): Locator {
    return this.button('Forgot email?', { exact: true });
  }
  /** Opens the login screen through its member link. */
  async open(world: FixtureServer, pagePath = '/'): Promise<void> {
    await openTask(this.page, world, '/member/sign_in', pagePath);
  }
  /** Fills in the open login screen and submits it; what follows (a session, an error) is the caller's to wait for. */
  async signIn(email: string, password = 'password123'): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
  async forgotPassword(): Promise<void> {
    await this.forgotPasswordLink.click();
  }
  async forgotEmail(): Promise<void> {
    await this.forgotEmailLink.click();
  }
  /** Logs in on the login screen and waits for the session and the member's data, wherever they are sent afterwards. */
  async logIn(world: FixtureServer, email: string, password = 'password123'): Promise<void> {
    await this.open(world);
    await this.signIn(email, password);
    // isLoggedIn comes with the tokens, a moment before the member's data: wait for both.
    await expect.poll(async () => (await memberInfo(this.page)).memberInfo != null).toBe(true);
  }
  /** Logs in through the login screen opened by the account link, so the account follows. */
  async logInToAccount(world: FixtureServer, email: string, pagePath = '/'): Promise<void> {
    await openTask(this.page, world, '/member/account', pagePath);
    await this.signIn(email);
    await this.dialog.getByRole('heading', { name: 'Your Account' }).waitFor();
  }
  /**
   * The account open for a signed-in member, without the login screen (startSession in ../helpers.ts): for tests
   * that do not test signing in. The member's session is in place before the page loads; the account then opens.
   */
  async openAccountAs(world: FixtureServer, email: string, pagePath = '/'): Promise<void> {
    await startSession(this.page, world, email);
    await openTask(this.page, world, '/member/account', pagePath);
    await this.dialog.getByRole('heading', { name: 'Your Account' }).waitFor();
  }
  /**
   * Logs in and waits for the after-login destination (part 1 §2) to load; for the demo members with a plan
   * that is another page (their plan's content URL).
   */
  async logInAndLand(world: FixtureServer, email: string): Promise<void> {
    await this.open(world);
    await this.signIn(email);
    await this.page.waitForURL((url) => !url.searchParams.has('msopen'));
    await this.widget.ready();
    expect((await memberInfo(this.page)).isLoggedIn).toBe(true);
  }
  /**
   * Logs in and waits until the member's after-login destination settled, wherever it goes (a plan's welcome
   * page is another page load).
   */
  async logInAndSettle(world: FixtureServer, email: string): Promise<void> {
    await this.open(world);
    await this.signIn(email);
    const landed = async () => {
      if (!new URL(this.page.url()).searchParams.has('msopen')) return (await memberInfo(this.page)).memberInfo != null;
      const screen = await this.dialog.getAttribute('data-screen', { timeout: 100 });
      return screen !== 'login' && (await memberInfo(this.page)).memberInfo != null;
    };
    await expect.poll(() => landed().catch(() => false), { timeout: 15_000 }).toBe(true);
    await this.page.waitForLoadState();
  }
}
