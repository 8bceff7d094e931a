import type { Locator, Page } from '@playwright/test';
import { Screen } from './screen';

/**
 * The payment step of plan signup, retry payment and change credit card (part 2 §2, §8): the payment method
 * choice, the card provider's field (its inputs sit in our shadow root) and the provider's 3DS challenge.
 */
export class PaymentScreen extends Screen {
  get paymentMethod(): Locator {
    return this.dialog.locator('[data-payment-method]');
  }
  get newCard(): Locator {
    return this.paymentMethod.getByLabel('A new card');
  }
  get cardField(): Locator {
    return this.dialog.locator('[data-card-field]');
  }
  get cardNumber(): Locator {
    return this.cardField.getByLabel('Card number');
  }
  /** Types a card into the provider's field. */
  async fillCard(number: string, zip = '94107'): Promise<void> {
    await this.cardNumber.fill(number);
    await this.cardField.getByLabel(/^Expiration date/).fill('12 / 40');
    await this.cardField.getByLabel('CVC').fill('123');
    await this.cardField.getByLabel('ZIP').fill(zip);
  }
  /** The account's or billing card's way to change credit card (a link or a button, by where it sits). */
  async openChangeCard(): Promise<void> {
    await this.link('Update credit card').or(this.button('Update credit card')).click();
  }
  get updateCardButton(): Locator {
    return this.button('Update Credit Card');
  }
  async updateCard(): Promise<void> {
    await this.updateCardButton.click();
  }
}

/** The card provider stand-in's 3DS challenge, on the host page (not in the widget). */
export class ThreeDSChallenge {
  constructor(readonly page: Page) {}
  get root(): Locator {
    return this.page.locator('[data-fx-3ds]');
  }
  get completeButton(): Locator {
    return this.root.getByRole('button', { name: 'Complete authentication' });
  }
  async complete(): Promise<void> {
    await this.completeButton.click();
  }
  async fail(): Promise<void> {
    await this.root.getByRole('button', { name: 'Fail authentication' }).click();
  }
}
