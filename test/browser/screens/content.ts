import type { Locator } from '@playwright/test';
import { Screen } from './screen';

/** Content access denied (part 2 §2): protected content a visitor or member may not see, and the ways on. */
export class ContentDeniedScreen extends Screen {
  constructor(...args: ConstructorParameters<typeof Screen>) {
    super(args[0], args[1] ?? 'contentAccessDenied');
  }
  get contactLink(): Locator {
    return this.dialog.locator('a[href^="mailto:"]');
  }
  async logIn(): Promise<void> {
    await this.button('Log in').click();
  }
  async signUp(): Promise<void> {
    await this.button('Sign up').click();
  }
}
