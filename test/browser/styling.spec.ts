import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test, type Widget } from './fixtures';
import { fault, patchConfig } from './helpers';

/**
 * Issue 4, styling and translations: theme and fonts (part 1 §1, §9), custom styling and wording from the site
 * config, translations from the CDN (part 1 §7) with the text direction of the locale, and a hostile host page.
 */

const SIGN_IN = '?msopen=/member/sign_in';
const FONT_PATH = '/cdn/fonts/';

/** Turns on the widget's console logging for some topics (page setting of part 1 §8) and collects the lines. */
async function logTopics(page: Page, topics: string[]): Promise<string[]> {
  await page.addInitScript((t) => {
    (window as any).MemberSpace = { subdomain: 'demo', logging: t };
  }, topics);
  const lines: string[] = [];
  page.on('console', (m) => m.text().startsWith('[MemberSpace]') && lines.push(m.text()));
  return lines;
}

/** The screen at rest: fonts settled (loaded, or given up) and the opening animation over. */
async function settled(widget: Widget, font: 'loaded' | 'fallback' = 'loaded'): Promise<void> {
  await expect(widget.host).toHaveAttribute('data-font', font, { timeout: 10_000 });
  if (await widget.dialog.count()) await expect(widget.dialog).not.toHaveAttribute('data-animating');
}

/**
 * The pixels inside an element's rounded corners and anti-aliased edges: what shows outside them is the
 * host page through the translucent backdrop, which differs from page to page by design.
 */
async function pixelsOf(page: Page, element: Locator, inset: { x: number; y: number }) {
  const box = await element.boundingBox();
  if (!box) throw new Error('not rendered');
  const image = await page.screenshot({
    clip: { x: box.x + inset.x, y: box.y + inset.y, width: box.width - 2 * inset.x, height: box.height - 2 * inset.y },
    animations: 'disabled',
    caret: 'hide',
  });
  return { box, image };
}

async function attach(testInfo: TestInfo, name: string, image: Buffer): Promise<void> {
  await testInfo.attach(name, { body: image, contentType: 'image/png' });
}

const background = (l: Locator) => l.evaluate((el) => getComputedStyle(el).backgroundColor);

test.describe('a hostile host page renders the widget exactly as a plain page does', () => {
  test('the sign-in dialog: same place, same size, same pixels', async ({ page, world, widget }, testInfo) => {
    await page.goto(`${world.siteUrl}/${SIGN_IN}`);
    await expect(widget.dialog.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await settled(widget);
    const plain = await pixelsOf(page, widget.dialog, { x: 8, y: 8 });

    await page.goto(`${world.siteUrl}/hostile/${SIGN_IN}`);
    await expect(widget.dialog.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await settled(widget); // the font stylesheet passed the page's strict CSP with the loader's nonce
    const hostile = await pixelsOf(page, widget.dialog, { x: 8, y: 8 });

    await attach(testInfo, 'plain', plain.image);
    await attach(testInfo, 'hostile', hostile.image);
    // body { transform } on the hostile page would move our fixed backdrop if the host element were in <body>.
    expect(hostile.box).toEqual(plain.box);
    expect(plain.image.length).toBeGreaterThan(1000);
    expect(hostile.image.equals(plain.image)).toBe(true);
  });

  test('the member button: same corner, same pixels', async ({ page, world, widget }, testInfo) => {
    await page.goto(`${world.siteUrl}/`);
    await expect(widget.memberButton).toBeVisible();
    await settled(widget);
    const plain = await pixelsOf(page, widget.memberButton, { x: 24, y: 2 });

    await page.goto(`${world.siteUrl}/hostile/`);
    await expect(widget.memberButton).toBeVisible();
    await settled(widget);
    const hostile = await pixelsOf(page, widget.memberButton, { x: 24, y: 2 });

    await attach(testInfo, 'plain', plain.image);
    await attach(testInfo, 'hostile', hostile.image);
    const viewport = page.viewportSize()!;
    // Fixed to the viewport's bottom-right corner (20 px in), not to the transformed body.
    expect(Math.round(viewport.width - (hostile.box.x + hostile.box.width))).toBe(20);
    expect(Math.round(viewport.height - (hostile.box.y + hostile.box.height))).toBe(20);
    expect(hostile.box).toEqual(plain.box);
    expect(hostile.image.equals(plain.image)).toBe(true);
  });

  test('the host element sits after <body>, and the page pseudo-elements on it are suppressed', async ({ page, world, widget }) => {
    await page.goto(`${world.siteUrl}/hostile/${SIGN_IN}`);
    await expect(widget.dialog).toBeVisible();
    const where = await widget.host.evaluate((host) => ({
      parent: host.parentElement?.tagName,
      previous: host.previousElementSibling?.tagName,
      before: getComputedStyle(host, '::before').content,
      after: getComputedStyle(host, '::after').content,
    }));
    expect(where).toEqual({ parent: 'HTML', previous: 'BODY', before: 'none', after: 'none' });
  });
});

test.describe('theme', () => {
  test('primary and CTA buttons, error colour and radii come from the theme of part 1 §9', async ({ page, world, widget }) => {
    await page.goto(`${world.siteUrl}/${SIGN_IN}`);
    await settled(widget);
    const cta = widget.dialog.getByRole('button', { name: 'Log into your account' });
    const primary = widget.dialog.getByRole('button', { name: 'Sign up' });
    expect(await background(cta)).toBe('rgb(14, 117, 190)');
    expect(await background(primary)).toBe('rgb(32, 32, 32)');
    expect(await cta.evaluate((el) => getComputedStyle(el).borderRadius)).toBe('4px');
    expect(await widget.dialog.evaluate((el) => getComputedStyle(el).borderRadius)).toBe('8px');
    await cta.click(); // empty form: the invalid fields are edged in the error colour
    expect(await widget.dialog.getByLabel('Email').evaluate((el) => getComputedStyle(el).borderColor)).toBe('rgb(231, 76, 60)');
    // Their messages use its darker shade, which reaches WCAG AA contrast as text (docs/hardening/accessibility.md).
    expect(
      await widget.dialog
        .locator('.field-error')
        .first()
        .evaluate((el) => getComputedStyle(el).color),
    ).toBe('rgb(164, 40, 27)');
  });
});

test.describe('fonts: Lato from our own host, the system font when it is slow or down', () => {
  test('Lato is used once its faces loaded, from one stylesheet link carrying the nonce', async ({ page, world, widget }) => {
    const fontRequests: string[] = [];
    page.on('request', (r) => ['font', 'stylesheet'].includes(r.resourceType()) && fontRequests.push(r.url()));
    await page.goto(`${world.siteUrl}/hostile/${SIGN_IN}`);
    await settled(widget, 'loaded');
    const font = await widget.dialog.evaluate((el) => getComputedStyle(el).fontFamily);
    expect(font).toMatch(/^MemberSpace,/);
    // Privacy: the stylesheet and its faces come from the widget's own host, no font service's.
    expect(fontRequests.length).toBeGreaterThan(1);
    for (const url of fontRequests.filter((u) => u.includes('/fonts/'))) expect(url.startsWith(`${world.cdnUrl}/cdn/fonts/`)).toBe(true);
    const links = await page.evaluate(() =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].filter((l) => l.href.includes('/fonts/')).map((l) => l.nonce),
    );
    const nonce = await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[src*="widget.js"]')!.nonce);
    expect(links).toEqual([nonce]);
    expect(await page.evaluate(() => document.fonts.check('700 16px MemberSpace'))).toBe(true);
    // The @font-face rules are the document's: under our own name, a page whose CSS names Lato keeps its font.
    const families = await page.evaluate(() => [...document.fonts].map((f) => f.family.replace(/"/g, '')));
    expect(families).toContain('MemberSpace');
    expect(families).not.toContain('Lato');
  });

  test('the stylesheet is not loaded before the interface mounts', async ({ page, world, widget }) => {
    await patchConfig(world, { memberButton: { enabled: false, position: 'bottomRight' } });
    const fonts: string[] = [];
    page.on('request', (r) => r.url().includes(FONT_PATH) && r.resourceType() === 'stylesheet' && fonts.push(r.url()));
    await page.goto(`${world.siteUrl}/`);
    await widget.ready();
    await expect(widget.host).toHaveCount(0);
    expect(fonts).toEqual([]);
    await page.locator('a[href="/member/sign_in"]').first().click();
    await settled(widget, 'loaded');
    expect(fonts).toHaveLength(1);
  });

  test('a failing font service: the widget renders at once with the system font, and logs FONT', async ({ page, world, widget }) => {
    const log = await logTopics(page, ['FONT']);
    await fault(world, { path: FONT_PATH, status: 500 });
    await page.goto(`${world.siteUrl}/${SIGN_IN}`);
    await expect(widget.dialog.getByRole('button', { name: 'Log into your account' })).toBeVisible();
    await settled(widget, 'fallback');
    expect(await widget.dialog.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^system-ui,/);
    await expect.poll(() => log.filter((l) => l.includes('FONT:'))).toHaveLength(1);
  });

  test('a font service slower than 3000 ms: the system font meanwhile and for good, and a FONT log', async ({ page, world, widget }) => {
    const log = await logTopics(page, ['FONT']);
    await fault(world, { path: FONT_PATH, delayMs: 6000 });
    await page.goto(`${world.siteUrl}/${SIGN_IN}`);
    await expect(widget.dialog.getByRole('button', { name: 'Log into your account' })).toBeVisible();
    await expect(widget.host).toHaveAttribute('data-font', 'loading');
    expect(await widget.dialog.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^system-ui,/);
    await settled(widget, 'fallback');
    expect(log.filter((l) => l.includes('FONT:'))).toEqual([expect.stringContaining('did not load in time')]);
  });
});

test.describe('translations and custom wording', () => {
  test('a French site shows the French texts, left to right, with lang="fr"', async ({ page, world, widget }) => {
    await patchConfig(world, { locale: 'fr' });
    await page.goto(`${world.siteUrl}/${SIGN_IN}`);
    await expect(widget.dialog.getByRole('button', { name: 'Connectez-vous à votre compte' })).toBeVisible();
    await expect(widget.dialog.getByRole('heading', { name: 'Se connecter' })).toBeVisible();
    await expect(widget.dialog.getByLabel('Mot de passe')).toBeVisible();
    const ms = widget.host.locator('.ms');
    await expect(ms).toHaveAttribute('lang', 'fr');
    await expect(ms).toHaveAttribute('dir', 'ltr');
  });

  test('an Arabic site runs right to left: the close button moves to the left', async ({ page, world, widget }) => {
    await patchConfig(world, { locale: 'ar' });
    await page.goto(`${world.siteUrl}/${SIGN_IN}`);
    await expect(widget.dialog.getByRole('button', { name: 'تسجيل الدخول إلى حسابك' })).toBeVisible();
    const ms = widget.host.locator('.ms');
    await expect(ms).toHaveAttribute('dir', 'rtl');
    await expect(ms).toHaveAttribute('lang', 'ar');
    const dialog = (await widget.dialog.boundingBox())!;
    const close = (await widget.dialog.getByRole('button', { name: 'إغلاق' }).boundingBox())!;
    expect(close.x + close.width / 2).toBeLessThan(dialog.x + dialog.width / 2);
    expect(await widget.dialog.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  });

  test('a locale the build does not ship: English at once, no request, a TRANSLATION log', async ({ page, world, widget }) => {
    const log = await logTopics(page, ['TRANSLATION']);
    await patchConfig(world, { locale: 'xx' });
    const asked: string[] = [];
    page.on('request', (r) => r.url().includes('/translations/') && asked.push(r.url()));
    await page.goto(`${world.siteUrl}/${SIGN_IN}`);
    await expect.poll(() => log.filter((l) => l.includes('TRANSLATION:'))).toHaveLength(1);
    await expect(widget.dialog.getByRole('button', { name: 'Log into your account' })).toBeVisible();
    await expect(widget.host.locator('.ms')).toHaveAttribute('lang', 'en');
    expect(asked).toEqual([]);
  });

  test('a garbage translation file falls back to English', async ({ page, world, widget }) => {
    await patchConfig(world, { locale: 'fr' });
    await fault(world, { path: '/cdn/translations/fr.json', status: 200, body: ['not', 'a', 'translation'] });
    const log = await logTopics(page, ['TRANSLATION']);
    await page.goto(`${world.siteUrl}/${SIGN_IN}`);
    await expect.poll(() => log.filter((l) => l.includes('TRANSLATION:'))).toHaveLength(1);
    await expect(widget.dialog.getByRole('button', { name: 'Log into your account' })).toBeVisible();
  });

  test('English needs no translation request', async ({ page, world, widget }) => {
    const requests: string[] = [];
    page.on('request', (r) => r.url().includes('/translations/') && requests.push(r.url()));
    await page.goto(`${world.siteUrl}/${SIGN_IN}`);
    await settled(widget);
    expect(requests).toEqual([]);
  });

  test('custom wording replaces a text, over the translation too', async ({ page, world, widget }) => {
    await patchConfig(world, { locale: 'fr', customWording: { loginSubmit: 'Entrer dans le studio' } });
    await page.goto(`${world.siteUrl}/${SIGN_IN}`);
    await expect(widget.dialog.getByRole('heading', { name: 'Se connecter' })).toBeVisible(); // the translation arrived
    await expect(widget.dialog.getByRole('button', { name: 'Entrer dans le studio' })).toBeVisible();
    await expect(widget.dialog.getByRole('button', { name: 'Connectez-vous à votre compte' })).toHaveCount(0);
  });

  test('a locale change on a config refresh re-translates the open widget', async ({ page, world, widget }) => {
    await page.goto(`${world.siteUrl}/${SIGN_IN}`);
    await expect(widget.dialog.getByRole('button', { name: 'Log into your account' })).toBeVisible();
    await patchConfig(world, { locale: 'fr' });
    await page.evaluate(() => (window as any).MemberSpace.refreshSiteConfig());
    await expect(widget.dialog.getByRole('button', { name: 'Connectez-vous à votre compte' })).toBeVisible();
  });
});

test.describe('custom styling from the site config', () => {
  test('per element: background, radius, font family and weight', async ({ page, world, widget }) => {
    await patchConfig(world, {
      customStyling: {
        ctaButton: { backgroundColor: '#ff0000', borderRadius: '12px' },
        primaryButton: { backgroundColor: 'rgb(0, 128, 0)', fontWeight: 400 },
        heading: { fontFamily: '"DejaVu Serif", serif' },
      },
    });
    await page.goto(`${world.siteUrl}/${SIGN_IN}`);
    const cta = widget.dialog.getByRole('button', { name: 'Log into your account' });
    const primary = widget.dialog.getByRole('button', { name: 'Sign up' });
    await expect.poll(() => background(cta)).toBe('rgb(255, 0, 0)');
    expect(await cta.evaluate((el) => getComputedStyle(el).borderRadius)).toBe('12px');
    expect(await background(primary)).toBe('rgb(0, 128, 0)');
    expect(await primary.evaluate((el) => getComputedStyle(el).fontWeight)).toBe('400');
    expect(await widget.dialog.getByRole('heading').evaluate((el) => getComputedStyle(el).fontFamily)).toBe('"DejaVu Serif", serif');
  });

  test('hostile values are ignored and logged; the rest still applies', async ({ page, world, widget }) => {
    const log = await logTopics(page, ['CUSTOM_STYLE']);
    const fetched: string[] = [];
    page.on('request', (r) => r.url().includes('evil') && fetched.push(r.url()));
    await patchConfig(world, {
      customStyling: {
        ctaButton: { backgroundColor: 'red;background-image:url(https://evil.test/x.png)' },
        primaryButton: { color: '#fff}:host{display:none', backgroundColor: '#00ff00' },
        'h1}:host{display:none}.x': { color: 'red' },
      },
    });
    await page.goto(`${world.siteUrl}/${SIGN_IN}`);
    const cta = widget.dialog.getByRole('button', { name: 'Log into your account' });
    const primary = widget.dialog.getByRole('button', { name: 'Sign up' });
    await expect.poll(() => background(primary)).toBe('rgb(0, 255, 0)');
    expect(await background(cta)).toBe('rgb(14, 117, 190)');
    expect(await cta.evaluate((el) => getComputedStyle(el).backgroundImage)).toBe('none');
    expect(await primary.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 255, 255)');
    await expect(widget.dialog).toBeVisible();
    expect(fetched).toEqual([]);
    await expect.poll(() => log.filter((l) => l.includes('CUSTOM_STYLE:'))).toHaveLength(1);
  });

  test('a config refresh restyles the open widget', async ({ page, world, widget }) => {
    await page.goto(`${world.siteUrl}/${SIGN_IN}`);
    const cta = widget.dialog.getByRole('button', { name: 'Log into your account' });
    await expect(cta).toBeVisible();
    expect(await background(cta)).toBe('rgb(14, 117, 190)');
    await patchConfig(world, { customStyling: { ctaButton: { backgroundColor: '#123456' } } });
    await page.evaluate(() => (window as any).MemberSpace.refreshSiteConfig());
    await expect.poll(() => background(cta)).toBe('rgb(18, 52, 86)');
  });
});

test.describe("the other screens' rules come with their chunk (ui/screens/screenStyles.ts)", () => {
  /** The selectors of the widget's sheet in a shadow root. */
  const selectors = (host: Locator) =>
    host.evaluate((h) => h.shadowRoot!.adoptedStyleSheets.flatMap((s) => [...s.cssRules].map((r) => (r as CSSStyleRule).selectorText ?? '')));

  test('the login form loads none of them; once the account loads, the embed and the dialog made before draw it', async ({ page, world, widget }) => {
    await page.goto(`${world.siteUrl}/content-embeds`);
    const embed = page.locator('memberspace-embed');
    await expect(embed.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(widget.memberButton).toBeVisible();
    for (const host of [embed, widget.host]) {
      expect(await selectors(host)).toContain('.dialog');
      expect(await selectors(host)).not.toContain('.card');
    }

    await embed.getByLabel('Email').fill('free@demo.test');
    await embed.getByLabel('Password').fill('password123');
    await embed.getByRole('button', { name: 'Log into your account' }).click();
    const card = embed.locator('[data-card=plans]');
    await expect(card).toBeVisible();
    // .card: a 1 px line in the theme's line colour, the modal's radius.
    await expect(card).toHaveCSS('border-top', '1px solid rgb(227, 227, 227)');
    await expect(card).toHaveCSS('border-radius', '8px');

    // The dialog's root was made at ready, before the chunk: the member menu is drawn in it all the same.
    await widget.memberButton.click();
    const account = widget.dialog.locator('.menu-account');
    await expect(account).toBeVisible();
    await expect(account).toHaveCSS('display', 'flex');
    await expect(widget.dialog.locator('.menu ul')).toHaveCSS('list-style-type', 'none');
    expect(await selectors(widget.host)).toContain('.card');
  });
});
