import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openTask, patchConfig } from './helpers';
import type { TextKey } from '../../src/core/texts/texts';

/**
 * Issue 22, right to left done right: on an Arabic and a Hebrew site the dialog, a form with its errors, the card
 * field, the account page, the member button and the member menu are mirrored, and nothing overlaps, clips or
 * scrolls sideways, on a desktop and on a phone. Names come from the shipped translation files, so the test reads
 * what a member reads.
 */

const words = (locale: string): Record<TextKey, string> => JSON.parse(readFileSync(`src/i18n/${locale}.json`, 'utf8')); // Playwright runs from the project's root

/** Layout faults inside `scope`: sideways scrolling, text or controls outside it, controls and texts on top of each other. */
function layoutFaults(scope: Locator): Promise<string[]> {
  return scope.evaluate((root: Element) => {
    const faults: string[] = [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    // The extent of an element's text (a block is as wide as its parent; its words are what must not collide).
    const extent = (el: Element): DOMRect => {
      if (el.matches('button,a,input,select,textarea,.card-input')) return el.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(el);
      return range.getBoundingClientRect();
    };
    const inScroller = (el: Element) => {
      for (let p = el.parentElement; p && p !== root; p = p.parentElement) if (/auto|scroll/.test(getComputedStyle(p).overflowX)) return true;
      return false;
    };
    if (root.scrollWidth > root.clientWidth + 1) faults.push(`scrolls sideways (${root.scrollWidth} > ${root.clientWidth})`);
    const box = root.getBoundingClientRect();
    const items = [...root.querySelectorAll('h1,h2,h3,p,label>span,.field-error,button,a,input,select,textarea,.card-input,td,th,dt,dd')].filter(
      (el) => {
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        // Seen: not a visually hidden heading (1 px, clipped) that only screen readers read.
        return (
          r.width > 1 &&
          r.height > 1 &&
          style.visibility !== 'hidden' &&
          style.clip === 'auto' &&
          style.clipPath === 'none' &&
          (el.textContent?.trim() || el.matches('input,select,textarea,.card-input,button'))
        );
      },
    );
    const rects = items.map((el) => [el, extent(el)] as const);
    for (const [el, r] of rects)
      if (!inScroller(el) && (r.left < box.left - 1 || r.right > box.right + 1)) faults.push(`outside the dialog: ${name(el)}`);
    for (let i = 0; i < rects.length; i++) {
      for (let j = i + 1; j < rects.length; j++) {
        const [a, ra] = rects[i]!;
        const [b, rb] = rects[j]!;
        if (a.contains(b) || b.contains(a)) continue;
        const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
        const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
        if (w > 2 && h > 2) faults.push(`overlap: ${name(a)} and ${name(b)}`);
      }
    }
    return faults;
  });
}

/** Mirroring faults inside `scope`: its direction, and labels and errors that do not start on the right of their field. */
function mirrorFaults(scope: Locator): Promise<string[]> {
  return scope.evaluate((root: Element) => {
    const faults: string[] = [];
    if (getComputedStyle(root).direction !== 'rtl') faults.push(`direction ${getComputedStyle(root).direction}`);
    const textRight = (el: Element) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return range.getBoundingClientRect().right;
    };
    for (const label of root.querySelectorAll('label')) {
      const input = label.querySelector('input:not([type=checkbox]):not([type=radio])');
      if (!input) continue;
      const right = input.getBoundingClientRect().right;
      for (const part of label.querySelectorAll(':scope>span')) {
        if (!part.textContent?.trim()) continue;
        if (Math.abs(textRight(part) - right) > 3) faults.push(`not on the field's right edge: "${part.textContent.trim()}"`);
      }
      if (input.matches('[type=email],[type=tel]') && getComputedStyle(input).direction !== 'ltr')
        faults.push('an address field reads right to left');
    }
    return faults;
  });
}

async function expectSound(page: Page, scope: Locator, what: string): Promise<void> {
  await expect(scope).toBeVisible();
  expect(await mirrorFaults(scope), `${what}: mirrored`).toEqual([]);
  expect(await layoutFaults(scope), `${what}: layout`).toEqual([]);
}

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

for (const locale of ['ar', 'he']) {
  for (const size of SIZES) {
    test.describe(`${locale} on a ${size.name}`, () => {
      test.use({ viewport: size.viewport });
      const w = words(locale);

      test('the sign-in dialog and its errors, the member button', async ({ page, world, widget }) => {
        await patchConfig(world, { locale });
        await openTask(page, world, '/member/sign_in');
        const dialog = widget.dialog;
        await expect(dialog.getByRole('button', { name: w.loginSubmit })).toBeVisible();
        await expect(widget.host.locator('.ms')).toHaveAttribute('dir', 'rtl');
        await expect(widget.host.locator('.ms')).toHaveAttribute('lang', locale);
        // The close button sits on the left, where a right-to-left reader looks last.
        const box = (await dialog.boundingBox())!;
        const close = (await dialog.getByRole('button', { name: w.close }).boundingBox())!;
        expect(close.x + close.width / 2).toBeLessThan(box.x + box.width / 2);
        await expectSound(page, dialog, 'sign-in');
        await dialog.getByRole('button', { name: w.loginSubmit }).click();
        await expect(dialog.getByText(w.required).first()).toBeVisible();
        await dialog.locator('input[type=email]').fill('not-an-address');
        await dialog.getByRole('button', { name: w.loginSubmit }).click();
        await expect(dialog.getByText(w.invalidEmail)).toBeVisible();
        await expect(dialog.locator('input[type=email]')).toHaveValue('not-an-address'); // nothing typed is lost
        await expectSound(page, dialog, 'sign-in with errors');

        await dialog.getByRole('button', { name: w.close }).click();
        const button = widget.memberButton;
        await expect(button).toBeVisible();
        expect([w.signIn, w.signInSignUp]).toContain((await button.innerText()).trim());
        expect(await button.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
        const b = (await button.boundingBox())!;
        expect(b.x + b.width).toBeLessThanOrEqual(size.viewport.width);
        expect(b.x).toBeGreaterThanOrEqual(0);
      });

      test('a member: the account page, the card field and the member menu', async ({ page, world, widget }) => {
        await patchConfig(world, { locale });
        await openTask(page, world, '/member/account');
        const dialog = widget.dialog;
        await dialog.locator('input[type=email]').fill('paid@demo.test');
        await dialog.locator('input[type=password]').fill('password123');
        await dialog.getByRole('button', { name: w.loginSubmit }).click();
        await expect(dialog.getByRole('heading', { name: w.yourAccount })).toBeVisible();
        await expect(dialog.locator('.loading')).toHaveCount(0);
        await expectSound(page, dialog, 'account');

        await dialog
          .getByRole('link', { name: w.accountUpdateCreditCard })
          .or(dialog.getByRole('button', { name: w.accountUpdateCreditCard }))
          .click();
        const card = dialog.locator('[data-card-parts]');
        await expect(card).toBeVisible();
        expect(await card.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
        await expectSound(page, dialog, 'card field');

        await dialog.getByRole('button', { name: w.close }).click();
        await widget.memberButton.click();
        await expect(dialog).toHaveAttribute('data-screen', 'memberMenu');
        await expectSound(page, dialog, 'member menu');
      });
    });
  }
}

test.describe('words the server wrote, in a right-to-left dialog', () => {
  test.use({ viewport: SIZES[0]!.viewport });

  /** The left edges of two parts of an element's text, as drawn. */
  const leftOf = (element: Locator, first: string, second: string) =>
    element.evaluate(
      (el, parts) => {
        const text = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE) as Text;
        return parts.map((part) => {
          const range = document.createRange();
          const at = text.data.indexOf(part);
          range.setStart(text, at);
          range.setEnd(text, at + part.length);
          return range.getBoundingClientRect().left;
        });
      },
      [first, second],
    );

  test("an English price keeps its order on an Arabic site: '$29.00 / month', not 'month / $29.00'", async ({ page, world, widget }) => {
    await patchConfig(world, { locale: 'ar' });
    await openTask(page, world, '/member/plans/sub01');
    await expect(widget.dialog).toHaveAttribute('data-screen', 'registerUser');
    await expect(widget.host.locator('.ms')).toHaveAttribute('dir', 'rtl');
    const price = widget.dialog.locator('.plan-price').getByText('$29.00 / month', { exact: true });
    const [amount, month] = await leftOf(price, '$29.00', 'month');
    expect(amount!).toBeLessThan(month!);
  });
});
