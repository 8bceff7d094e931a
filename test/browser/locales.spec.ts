import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fault, logInThroughWidget, openTask, patchConfig } from './helpers';

/**
 * Issue 22, the widget in the site's language: the shipped texts (dist/translations/, served by the fixture CDN),
 * shown on the first open with no English before them, kept for a returning visitor, and dates and money in the
 * locale's own form.
 */

/** Records every text the widget's shadow roots show, from the first one, so an English flash cannot hide. */
async function recordTexts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    (globalThis as any).__name ??= (f: unknown) => f;
    const seen: string[] = [];
    (window as any).__msTexts = seen;
    const attach = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
      const root = attach.call(this, init);
      const note = () => seen.push(root.textContent ?? '');
      new MutationObserver(note).observe(root, { childList: true, subtree: true, characterData: true });
      return root;
    };
  });
  return () => page.evaluate(() => (window as any).__msTexts as string[]);
}

const ENGLISH_SIGN_IN = ['Log into your account', 'Forgot password?', 'Password'];

test.describe('a site in another language', () => {
  test('a French site: the first open shows French, never English first, even with the texts slow to come', async ({ page, world, widget }) => {
    await patchConfig(world, { locale: 'fr' });
    await fault(world, { path: '/cdn/translations/fr.json', delayMs: 800, times: 1 });
    const texts = await recordTexts(page);
    const asked: string[] = [];
    page.on('request', (r) => r.url().includes('/translations/') && asked.push(new URL(r.url()).pathname));
    await openTask(page, world, '/member/sign_in');
    await expect(widget.dialog.getByRole('button', { name: 'Connectez-vous à votre compte' })).toBeVisible();
    await expect(widget.dialog.getByLabel('Mot de passe')).toBeVisible();
    const shown = await texts();
    expect(shown.some((t) => t.includes('Connectez-vous à votre compte'))).toBe(true);
    expect(shown.filter((t) => ENGLISH_SIGN_IN.some((english) => t.includes(english)))).toEqual([]);
    expect(asked).toEqual(['/cdn/translations/fr.json']); // the active locale only
  });

  test("a French member reads French typography: a narrow no-break space before ':', never a line break there", async ({ page, world, widget }) => {
    await patchConfig(world, { locale: 'fr' });
    await openTask(page, world, '/member/sign_in');
    const submit = widget.dialog.getByRole('button', { name: 'Connectez-vous à votre compte' });
    await submit.waitFor();
    await fault(world, { method: 'POST', path: '/login', status: 404, body: {}, times: 1 });
    await widget.dialog.getByLabel('E-mail').fill('paid@demo.test');
    await widget.dialog.getByLabel('Mot de passe').fill('wrong-password');
    await submit.click();
    const alert = widget.dialog.getByRole('alert').first();
    await expect(alert).toHaveText(/^Erreur\s: introuvable\.$/);
    // The source file has a full no-break space (U+00A0), as translators type it; the build sets the narrow one
    // (U+202F, scripts/i18n/typography.ts).
    // Playwright's text matching folds every space into one: read the characters themselves.
    expect(await alert.evaluate((e) => e.textContent)).toBe('Erreur\u202F: introuvable.');
  });

  test("inline content on a French page: the host link's text, then French, never English between", async ({ page, world }) => {
    const fr: Record<string, string> = JSON.parse(readFileSync('src/i18n/fr.json', 'utf8')); // Playwright runs from the root
    await patchConfig(world, { locale: 'fr' });
    await fault(world, { path: '/cdn/translations/fr.json', delayMs: 800, times: 1 });
    const texts = await recordTexts(page);
    await page.goto(`${world.siteUrl}/content-embeds`);
    await expect(page.locator('memberspace-content').getByText(fr.contentDenied!).first()).toBeVisible();
    const shown = await texts();
    expect(shown.some((t) => t.includes(fr.contentDenied!))).toBe(true);
    expect(shown.filter((t) => t.includes('Sorry, you need to log in'))).toEqual([]);
  });

  test('a returning visitor: the texts kept from the last visit, at once, with no request', async ({ page, world, widget }) => {
    await patchConfig(world, { locale: 'ja' });
    await openTask(page, world, '/member/sign_in');
    await expect(widget.dialog).toHaveAttribute('data-screen', 'login');
    await expect(widget.host.locator('.ms')).toHaveAttribute('lang', 'ja');
    const asked: string[] = [];
    page.on('request', (r) => r.url().includes('/translations/') && asked.push(r.url()));
    const texts = await recordTexts(page);
    await openTask(page, world, '/member/sign_in');
    await expect(widget.host.locator('.ms')).toHaveAttribute('lang', 'ja');
    await expect(widget.dialog.getByRole('heading', { name: 'ログイン' })).toBeVisible();
    expect((await texts()).filter((t) => ENGLISH_SIGN_IN.some((english) => t.includes(english)))).toEqual([]);
    expect(asked).toEqual([]);
  });

  test('an Arabic site: its texts, right to left, and a form whose errors are its own', async ({ page, world, widget }) => {
    await patchConfig(world, { locale: 'ar' });
    const texts = await recordTexts(page);
    await openTask(page, world, '/member/sign_in');
    const ms = widget.host.locator('.ms');
    await expect(ms).toHaveAttribute('dir', 'rtl');
    await expect(ms).toHaveAttribute('lang', 'ar');
    await widget.dialog.locator('button[type=submit]').click();
    await expect(widget.dialog.getByText('مطلوب').first()).toBeVisible();
    expect((await texts()).filter((t) => ENGLISH_SIGN_IN.some((english) => t.includes(english)) || t.includes('Required'))).toEqual([]);
  });

  // The amounts are the fixture's USD charges (29.00 and 50.00); the dates are recent days.
  const FORMS = {
    fr: {
      money: /^\d+,\d{2}\s\$US$/,
      date: /^\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/,
    },
    ja: { money: /^\$\d+\.\d{2}$/, date: /^\d{4}年\d{1,2}月\d{1,2}日$/ },
    ar: { money: /US\$/, date: /(يناير|فبراير|مارس|أبريل|إبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر)/ },
  };
  for (const [locale, form] of Object.entries(FORMS)) {
    test(`${locale}: the charge history's dates and amounts in the locale's own form`, async ({ page, world, widget }) => {
      await logInThroughWidget(page, world, 'paid@demo.test');
      await patchConfig(world, { locale });
      await page.evaluate(() => (window as any).MemberSpace.refreshSiteConfig());
      await expect(widget.host.locator('.ms')).toHaveAttribute('lang', locale);
      await openTask(page, world, '/member/invoices');
      const first = widget.dialog.locator('tbody tr').first();
      await expect(first).toBeVisible();
      const [date, amount] = (await first.locator('td').allInnerTexts()).map((c) => c.trim());
      expect(date).toMatch(form.date);
      expect(amount).toMatch(form.money);
    });
  }
});
