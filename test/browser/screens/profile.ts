import type { Locator } from '@playwright/test';
import { Screen } from './screen';

/** Edit profile (part 1 §2): the picture, the names and the custom signup fields. */
export class EditProfileScreen extends Screen {
  constructor(...args: ConstructorParameters<typeof Screen>) {
    super(args[0], args[1] ?? 'editProfile');
  }
  get title(): Locator {
    return this.heading('Edit profile', 1);
  }
  get picture(): Locator {
    return this.field('Profile picture');
  }
  get picturePreview(): Locator {
    return this.dialog.locator('img.avatar-preview');
  }
  get firstName(): Locator {
    return this.field('First name');
  }
  get lastName(): Locator {
    return this.field('Last name');
  }
  get updateButton(): Locator {
    return this.button('Update profile');
  }
  async update(): Promise<void> {
    await this.updateButton.click();
  }
}
