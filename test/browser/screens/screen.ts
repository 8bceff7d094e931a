import type { Locator, Page } from '@playwright/test';
import { expect, Widget } from '../fixtures';

type Name = string | RegExp;

/**
 * One widget screen as a visitor sees it, inside the widget's shadow root: its locators (one place each) and
 * the steps a visitor takes on it. `id` is the dialog's data-screen while the screen shows.
 */
export class Screen {
  readonly widget: Widget;
  /** Set when the screen was built on a given dialog locator rather than the page's widget. */
  private readonly root?: Locator;
  /** `on`: the page, its widget, or the dialog locator itself. */
  constructor(
    on: Widget | Page | Locator,
    readonly id?: string,
  ) {
    if (on instanceof Widget) this.widget = on;
    else if ('goto' in on) this.widget = new Widget(on);
    else {
      this.widget = new Widget(on.page());
      this.root = on;
    }
  }
  get page(): Page {
    return this.widget.page;
  }
  get dialog(): Locator {
    return this.root ?? this.widget.dialog;
  }
  /**
   * Resolves once the dialog's opening animation (ms-in, 0.3 s) finished: a box measured while it slides would be
   * off by its subpixel moves.
   */
  async animationsDone(): Promise<void> {
    await this.dialog.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  }
  /** The screen's field by its label (the label text may carry the required mark and the field's error). */
  field(label: Name, options?: { exact?: boolean }): Locator {
    return this.dialog.getByLabel(label, options);
  }
  button(name: Name, options?: { exact?: boolean }): Locator {
    return this.dialog.getByRole('button', { name, ...options });
  }
  link(name: Name): Locator {
    return this.dialog.getByRole('link', { name });
  }
  heading(name?: Name, level?: number): Locator {
    return this.dialog.getByRole('heading', { ...(name === undefined ? {} : { name }), ...(level === undefined ? {} : { level }) });
  }
  text(text: Name, options?: { exact?: boolean }): Locator {
    return this.dialog.getByText(text, options);
  }
  /** Every 'Required' message next to a field. */
  get required(): Locator {
    return this.text('Required', { exact: true });
  }
  get alert(): Locator {
    return this.dialog.getByRole('alert');
  }
  get status(): Locator {
    return this.dialog.getByRole('status');
  }
  get submitButton(): Locator {
    return this.dialog.locator('button[type=submit]');
  }
  /** Waits until the dialog shows this screen (or the given one). */
  async expectShown(id: Name | undefined = this.id): Promise<void> {
    if (id === undefined) throw new Error('this screen has no data-screen id');
    await expect(this.dialog).toHaveAttribute('data-screen', id);
  }
  /** The screen's one alert says exactly `text`. */
  async expectAlert(text: Name): Promise<void> {
    await expect(this.alert).toHaveText(text);
  }
  /** The screen's one status (a success message) says exactly `text`. */
  async expectStatus(text: Name): Promise<void> {
    await expect(this.status).toHaveText(text);
  }
  /** One of the screen's alerts says `text` (a form can show a field's alert and the general one). */
  async expectError(text: string): Promise<void> {
    await expect(this.alert.filter({ hasText: text })).toBeVisible();
  }
}
