import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { Widget } from './fixtures';
import { cardInput, fault, fillCardField, focusedCardPart, logInAndLand, openChangeCard, openTask, zipInput } from './helpers';

/**
 * The card field's layout and its errors (issue 23 items 4, 5), at the two sizes the widget is judged at: the
 * card number is never clipped, and a card the provider or the server refuses is said at the card field, which
 * is marked invalid and takes the focus. The provider is the stand-in (fixtures/stand-ins/stripe.js).
 */

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** A member with no stored card (so only 'A new card' is offered) on the one-time plan's checkout. */
async function checkout(page: import('@playwright/test').Page, world: import('../../fixtures/server').FixtureServer): Promise<Locator> {
  await logInAndLand(page, world, 'free@demo.test');
  const widget = new Widget(page);
  await openTask(page, world, '/member/plans/onetime01');
  const field = widget.dialog.locator('[data-card-field]');
  // The provider's script loads the first time a card is asked for: on a busy machine this takes a while.
  await expect(cardInput(page, 'number')).toBeVisible({ timeout: 15_000 });
  return field;
}

for (const { name, viewport } of SIZES) {
  test.describe(`at ${viewport.width}x${viewport.height} (${name})`, () => {
    test.use({ viewport });

    test('the card number never clipped; a declined card said right under the card field, which is invalid and has the focus', async ({
      page,
      world,
    }) => {
      const field = await checkout(page, world);
      const numbers: [string, string][] = [
        ['4242424242424242', '4242 4242 4242 4242'],
        ['4242424242424242424', '4242 4242 4242 4242 424'],
      ];
      for (const [number, shown] of numbers) {
        const input = cardInput(page, 'number');
        await input.fill(number);
        await expect(input).toHaveValue(shown);
        // The text's own width (scrollWidth) within the box's inner width: nothing scrolled out of sight.
        const fit = await input.evaluate((el: HTMLInputElement) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
        expect(fit.scroll, `${shown} fits (${JSON.stringify(fit)})`).toBeLessThanOrEqual(fit.client);
      }
      await cardInput(page, 'expiry').fill('12 / 40');
      await cardInput(page, 'cvc').fill('1234');
      await zipInput(page).fill('94107-1234');
      for (const [label, input] of [
        ['expiry', cardInput(page, 'expiry')],
        ['CVC', cardInput(page, 'cvc')],
        ['ZIP', zipInput(page)],
      ] as const) {
        const fit = await input.evaluate((el: HTMLInputElement) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
        expect(fit.scroll, `${label} fits`).toBeLessThanOrEqual(fit.client);
      }
      // The field itself stays inside the dialog (no sideways scrolling).
      const overflow = await field.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      // A declined card: its error at the card field.
      await cardInput(page, 'number').fill('4000000000000002');
      await zipInput(page).fill('94107');
      await field.locator('xpath=ancestor::form').locator('button[type=submit]').click();
      const error = field.getByRole('alert');
      await expect(error).toHaveText('Could not charge card! (Your card was declined.) Try another card.');
      // Under the parts, a few px below the last one, and not in the form's alert at the top.
      const parts = field.locator('[data-card-parts]');
      const [box, partsBox] = [await error.boundingBox(), await parts.boundingBox()];
      expect(box!.y).toBeGreaterThanOrEqual(partsBox!.y + partsBox!.height - 1);
      expect(box!.y).toBeLessThanOrEqual(partsBox!.y + partsBox!.height + 12);
      await expect(field.locator('xpath=ancestor::form').locator('.alert')).toHaveCount(0);
      // Marked invalid and described by the error, and the focus is there to type another card.
      await expect(parts).toHaveAttribute('aria-invalid', 'true');
      const errorId = await error.getAttribute('id');
      await expect(parts).toHaveAttribute('aria-describedby', errorId!);
      await expect.poll(() => focusedCardPart(page)).toBe('card-number');
      // Another card, typed: the error goes as the number changes (the provider tells a change of what it exposes:
      // a number typed digit by digit is incomplete before it is complete again).
      await cardInput(page, 'number').fill('');
      await cardInput(page, 'number').pressSequentially('4242424242424242');
      await expect(error).toHaveCount(0);
      await expect(parts).not.toHaveAttribute('aria-invalid', 'true');
    });
  });
}

test.describe('change credit card at 390x844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a declined new card: said at the card field with what to do, the field invalid and focused; a server failure stays in the alert', async ({
    page,
    world,
  }) => {
    const widget = await openChangeCard(page, world);
    const field = widget.dialog.locator('[data-card-field]');
    await expect(cardInput(page, 'number')).toBeVisible({ timeout: 15_000 });
    await fillCardField(page, '4000000000000002');
    await widget.dialog.getByRole('button', { name: 'Update Credit Card' }).click();
    await expect(field.getByRole('alert')).toHaveText('Could not charge card! (Your card was declined.) Try another card.');
    await expect(field.locator('[data-card-parts]')).toHaveAttribute('aria-invalid', 'true');
    await expect.poll(() => focusedCardPart(page)).toBe('card-number');
    await expect(widget.dialog.locator('.alert')).toHaveCount(0);

    // Not about the card: the server failing is the form's alert, and the field is not marked.
    await cardInput(page, 'number').fill('5555555555554444');
    await fault(world, { method: 'PUT', path: '/paymentMethods/current', status: 503, times: 1 });
    await widget.dialog.getByRole('button', { name: 'Update Credit Card' }).click();
    await expect(widget.dialog.locator('.alert')).toBeVisible();
    await expect(field.getByRole('alert')).toHaveCount(0);
    await expect(field.locator('[data-card-parts]')).not.toHaveAttribute('aria-invalid', 'true');
  });
});
