import type { Locator } from '@playwright/test';
import type { FixtureServer } from '../../../fixtures/server';
import { expect } from '../fixtures';
import { openTask } from './host';
import { Screen } from './screen';

/** Accept invitation (part 1 §2): prefilled names and fields, a password to choose. */
export class InvitationScreen extends Screen {
  get title(): Locator {
    return this.heading('Accept your invitation', 1);
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
  get password(): Locator {
    return this.field('Password');
  }
  get acceptButton(): Locator {
    return this.button('Accept Invitation');
  }
  /** The invitation link a site owner's e-mail carries, opened through msopen. */
  async open(world: FixtureServer, id: number | string, token: string): Promise<void> {
    await openTask(this.page, world, `/member/invitation-accept/${id}/${token}`);
    await expect(this.title).toBeVisible();
  }
  async accept(): Promise<void> {
    await this.acceptButton.click();
  }
}
