import type { Locator } from '@playwright/test';
import { Screen } from './screen';

/** Reset password (from the mailed link) and change password (from the account): one password form. */
export class PasswordScreen extends Screen {
  get current(): Locator {
    return this.field('Current password');
  }
  get next(): Locator {
    return this.field('New password');
  }
  get updateButton(): Locator {
    return this.button('Update Password');
  }
  async update(): Promise<void> {
    await this.updateButton.click();
  }
}

/** Request email change (from the account) and its confirmation from the mailed link. */
export class EmailChangeScreen extends Screen {
  get newEmail(): Locator {
    return this.field('New email');
  }
  get password(): Locator {
    return this.field('Current password');
  }
  get updateButton(): Locator {
    return this.button('Update Email');
  }
  async update(): Promise<void> {
    await this.updateButton.click();
  }
}
