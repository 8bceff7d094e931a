import type { Locator, Page } from '@playwright/test';
import { cardInput, fillCardField, threeDSecure, updateCardControl } from '../helpers';
import { Screen } from './screen';

/**
 * The payment step of plan signup, retry payment and change credit card (part 2 §2, §8): the payment method
 * choice, the card provider's field (its parts sit in the page, slotted into our card field) and the provider's 3DS challenge.
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
  /** The provider's number input, in its frame in the page (slotted into the card field: see helpers' cardInput). */
  get cardNumber(): Locator {
    return cardInput(this.page, 'number');
  }
  /** Types a card into the provider's field. */
  async fillCard(number: string, zip = '94107'): Promise<void> {
    await fillCardField(this.page, number, zip);
  }
  /** The account's or billing card's way to change credit card (a link or a button, by where it sits). */
  async openChangeCard(): Promise<void> {
    await updateCardControl(this.dialog).click();
  }
  get updateCardButton(): Locator {
    return this.button('Update Credit Card');
  }
  async updateCard(): Promise<void> {
    await this.updateCardButton.click();
  }
}

/** The card provider stand-in's 3DS challenge, on the host page (not in the widget): its buttons are in its frame. */
export class ThreeDSChallenge {
  constructor(readonly page: Page) {}
  get root(): Locator {
    return threeDSecure(this.page).overlay;
  }
  get completeButton(): Locator {
    return threeDSecure(this.page).button('Complete authentication');
  }
  async complete(): Promise<void> {
    await this.completeButton.click();
  }
  async fail(): Promise<void> {
    await threeDSecure(this.page).button('Fail authentication').click();
  }
}
