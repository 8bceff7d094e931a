import type { Locator, Page } from '@playwright/test';

/**
 * Where the card field's parts are, for the browser tests and the gallery. The provider mounts each part on a
 * container of ours in the page's light DOM (a child of the widget's host element, slotted into the card field:
 * src/ui/lightSlot.tsx), never in our shadow root, so a part is found from the page, not from the dialog. A page
 * shows one card field at a time.
 */
export type CardPartName = 'number' | 'expiry' | 'cvc';

/** The card provider's input for one part of the card. */
export const cardInput = (page: Page, part: CardPartName): Locator => page.locator(`[data-ms-slot="card-${part}"]`).locator('input');

/** Our own postal code input, in the card field of the widget's shadow root. */
export const zipInput = (page: Page): Locator => page.locator('[data-card-field]').getByLabel('ZIP');

/** Where the focus is among the card's parts: the slot kind holding the focused provider input ('card-number'…), else null. */
export const focusedCardPart = (page: Page): Promise<string | null> =>
  page.evaluate(() => document.activeElement?.closest('[data-ms-slot]')?.getAttribute('data-ms-slot') ?? null);
