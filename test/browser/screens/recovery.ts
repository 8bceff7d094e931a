import type { Locator } from '@playwright/test';
import { Screen } from './screen';

/** Forgotten password (part 1 §2): the e-mail to send the reset link to. */
export class ForgottenPasswordScreen extends Screen {
  readonly titleText = 'Forgot your password?';
  get title(): Locator {
    return this.heading(this.titleText, 1);
  }
  get email(): Locator {
    return this.field('Email');
  }
  get sendButton(): Locator {
    return this.button('Send me reset instructions');
  }
  /** The captcha provider's widget: rendered on our container in the page, slotted into the form (src/ui/lightSlot.tsx). */
  get captcha(): Locator {
    return this.page.locator('[data-ms-slot="captcha"][data-fx-captcha-widget]');
  }
  async send(): Promise<void> {
    await this.sendButton.click();
  }
  async request(email: string): Promise<void> {
    await this.email.fill(email);
    await this.send();
  }
}

/** Forgotten email (part 1 §2): who the visitor is, so the site can help. */
export class ForgottenEmailScreen extends Screen {
  readonly titleText = 'Forgot your email?';
  get title(): Locator {
    return this.heading(this.titleText, 1);
  }
  get firstName(): Locator {
    return this.field('First name');
  }
  get lastName(): Locator {
    return this.field('Last name');
  }
  get email(): Locator {
    return this.field('Email');
  }
  get phone(): Locator {
    return this.field('Phone number');
  }
  get siteUrl(): Locator {
    return this.field('Your website URL');
  }
  get sendButton(): Locator {
    return this.button('Request help now');
  }
  async fillIn(email = 'ann@example.test'): Promise<void> {
    await this.firstName.fill('Ann');
    await this.lastName.fill('Lee');
    await this.email.fill(email);
    await this.phone.fill('+1 555 0100');
  }
  async send(): Promise<void> {
    await this.sendButton.click();
  }
}
