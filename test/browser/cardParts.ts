import type { Locator, Page } from '@playwright/test';

/**
 * Where the card field's parts are, for the browser tests and the gallery. The provider mounts each part on a
 * container of ours in the page's light DOM (a child of the widget's host element, slotted into the card field:
 * src/ui/lightSlot.tsx), never in our shadow root, so a part is found from the page, not from the dialog. A page
 * shows one card field at a time.
 */
export type CardPartName = 'number' | 'expiry' | 'cvc';

/** The provider's names for its inputs, inside its frames (fixtures/stand-ins/README.md, as the real Stripe.js). */
const INPUT_NAME: Record<CardPartName, string> = { number: 'cardnumber', expiry: 'exp-date', cvc: 'cvc' };

/** The card provider's input for one part of the card: inside the provider's frame, on our container in the page. */
export const cardInput = (page: Page, part: CardPartName): Locator =>
  page.locator(`[data-ms-slot="card-${part}"] iframe[name^="__privateStripeFrame"]`).contentFrame().locator(`input[name="${INPUT_NAME[part]}"]`);

/** The card provider's 3D Secure dialog on the page (outside the widget), and its buttons inside its frame. */
export const threeDSecure = (page: Page) => {
  const overlay = page.locator('[data-fx-3ds]');
  const frame = overlay.locator('iframe').contentFrame();
  return { overlay, frame, button: (name: 'Complete authentication' | 'Fail authentication' | 'Cancel') => frame.getByRole('button', { name }) };
};

/** Our own postal code input, in the card field of the widget's shadow root. */
export const zipInput = (page: Page): Locator => page.locator('[data-card-field]').getByLabel('ZIP');

/** Where the focus is among the card's parts: the slot kind holding the focused provider frame ('card-number'…), else null. */
export const focusedCardPart = (page: Page): Promise<string | null> =>
  page.evaluate(() => document.activeElement?.closest('[data-ms-slot]')?.getAttribute('data-ms-slot') ?? null);
