import type { Locator } from '@playwright/test';
import { expect } from '../fixtures';
import { Screen } from './screen';

/** Cancel membership (part 2 §2, §9): the retention offers, the reason, the cancel. */
export class CancelScreen extends Screen {
  constructor(...args: ConstructorParameters<typeof Screen>) {
    super(args[0], args[1] ?? 'cancelMembership');
  }
  get title(): Locator {
    return this.heading(undefined, 1);
  }
  /** The retention offers' group. */
  get offers(): Locator {
    return this.dialog.getByRole('group', { name: 'Before you go - let us try to help you!' });
  }
  get options(): Locator {
    return this.dialog.getByRole('radio');
  }
  get optionLabels(): Locator {
    return this.dialog.locator('label.choice');
  }
  get reason(): Locator {
    return this.dialog.getByRole('textbox', { name: 'Reason for canceling' });
  }
  get message(): Locator {
    return this.dialog.getByRole('textbox', { name: 'Your message' });
  }
  get note(): Locator {
    return this.dialog.locator('.note');
  }
  get fieldError(): Locator {
    return this.dialog.locator('.field-error');
  }
  /** The form's general alert, apart from the fields' own. */
  get formAlert(): Locator {
    return this.dialog.locator('form > .alert');
  }
  get cancelButton(): Locator {
    return this.button('Cancel subscription');
  }
  /**
   * The end state after an offer's call succeeded: a panel of its own whose heading (the screen's only h1) is the
   * spec's success text, the 'Cancel subscription to…' title and the choices gone.
   */
  async expectOutcome(text: string): Promise<void> {
    await expect(this.title).toHaveText(text);
    await expect(this.dialog.locator('[data-done]')).toBeVisible();
    await expect(this.heading(/^Cancel subscription/)).toHaveCount(0);
    await expect(this.options).toHaveCount(0);
  }
  /** The outcome panel's one way on. */
  get doneButton(): Locator {
    return this.button('Done');
  }
  async choose(option: string): Promise<void> {
    await this.dialog.getByRole('radio', { name: option }).check();
  }
  /** The chosen offer's submit: 'Cancel subscription', 'Send message now', 'Apply discount now'... */
  async submit(name = 'Cancel subscription'): Promise<void> {
    await this.button(name).click();
  }
}

/** Charge history (part 2 §2): the charges table, loaded a page at a time. */
export class InvoicesScreen extends Screen {
  constructor(...args: ConstructorParameters<typeof Screen>) {
    super(args[0], args[1] ?? 'invoiceList');
  }
  get title(): Locator {
    return this.heading('Charge History', 1);
  }
  get rows(): Locator {
    return this.dialog.locator('table tbody tr');
  }
  get headers(): Locator {
    return this.dialog.locator('thead th');
  }
  get table(): Locator {
    return this.dialog.locator('table');
  }
  /** Every charge's status cell. */
  get statuses(): Locator {
    return this.dialog.locator('tbody td.status');
  }
  /** The scrolling list of charges, and the region a keyboard user lands on. */
  get list(): Locator {
    return this.dialog.locator('.charges');
  }
  get region(): Locator {
    return this.dialog.getByRole('region', { name: 'Charge History' });
  }
  get loadMore(): Locator {
    return this.button('Load more');
  }
  /** How many charges show of how many there are ('Showing 10 of 25'), under the list. */
  get count(): Locator {
    return this.text(/^Showing \d+ of \d+$/);
  }
  /** The depth of the list's bottom scroll shadow in px (ui/useScrollShadow.ts): more rows below when above 0. */
  async bottomShade(): Promise<number> {
    return this.list.evaluate((el) => Number.parseFloat(getComputedStyle(el).getPropertyValue('--ms-shade-bottom')) || 0);
  }
  /**
   * Elements of the dialog that reach past the viewport's left or right edge (a table cut off sideways), each as
   * its tag and text, and whether the page itself scrolls sideways.
   */
  async overflow(): Promise<{ outside: string[]; pageScrollsSideways: boolean }> {
    return this.dialog.evaluate((dialog) => {
      const width = document.documentElement.clientWidth;
      const outside = [...dialog.querySelectorAll('*')]
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.width > 1 && (r.left < -0.5 || r.right > width + 0.5);
        })
        .map((el) => `${el.tagName.toLowerCase()} ${(el.textContent ?? '').trim().slice(0, 30)}`);
      return { outside, pageScrollsSideways: document.documentElement.scrollWidth > width };
    });
  }
  async scrollToEnd(): Promise<void> {
    await this.list.evaluate((el) => {
      el.scrollTop = el.scrollHeight;
      el.dispatchEvent(new Event('scroll'));
    });
  }
  /** Opens a charge's invoice through its date button. */
  async openInvoice(row: Locator): Promise<void> {
    await row.locator('td').first().getByRole('button').click();
  }
  override async expectShown(id = this.id): Promise<void> {
    await super.expectShown(id);
    await expect(this.title).toBeVisible();
  }
}

/** Invoice details (part 2 §2): line items, totals, Bill To and Bill From. */
export class InvoiceScreen extends Screen {
  constructor(...args: ConstructorParameters<typeof Screen>) {
    super(args[0], args[1] ?? 'invoiceDetails');
  }
  get title(): Locator {
    return this.heading(undefined, 1);
  }
  /** A totals row: invoiceSubtotal, invoiceTotal, invoicePaid, invoiceDue. */
  total(name: string): Locator {
    return this.dialog.locator(`[data-row=${name}]`);
  }
  get invoiceStatus(): Locator {
    return this.dialog.locator('[data-invoice-status]');
  }
  get pdfLink(): Locator {
    return this.link('Download invoice PDF');
  }
  get lineItems(): Locator {
    return this.dialog.locator('tbody tr');
  }
  /** A monthly line item's period. */
  get period(): Locator {
    return this.dialog.locator('tbody .muted');
  }
  /** The card with Bill To and Bill From. */
  get billTo(): Locator {
    return this.dialog.locator('.card').nth(1);
  }
}
