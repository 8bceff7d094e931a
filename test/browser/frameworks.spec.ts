import type { Locator, Page } from '@playwright/test';
import { expect, test, Widget } from './fixtures';
import { measuredTab, shifts } from './layoutShifts';

/**
 * Issue 37: the widget on host pages built from real frameworks (fixtures/site/README.md, "Framework pages"), at
 * desktop and phone sizes. On each page: it boots; its styles do not reach the page (the page's elements compute
 * the same with the widget as with the widget's script blocked); it shifts nothing; and the page's styles do not
 * reach it (its member button and its sign-in dialog's field and button compute as on the plain home page, also
 * under a 62.5% root font size).
 */

interface FrameworkPage {
  path: string;
  /** The page's own sign-in link, clicked to open the dialog when visible and not inside a focus trap. */
  signIn?: string;
}

const PAGES: FrameworkPage[] = [
  { path: '/frameworks/bootstrap' },
  { path: '/frameworks/bootstrap-fixed-bottom' },
  { path: '/frameworks/focus-trap' },
  { path: '/frameworks/dialog' },
  { path: '/frameworks/tailwind', signIn: '#tw-signin' },
  { path: '/frameworks/bulma', signIn: '#bulma-signin' },
  { path: '/frameworks/bulma-dark', signIn: '#bulma-signin' },
  { path: '/frameworks/classless', signIn: '#pico-signin' },
  { path: '/frameworks/root-62', signIn: '#root62-signin' },
];

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

/** Page elements a leaked rule would change: the first match of each, where the page has one. */
const PROBES = ['html', 'body', 'nav', 'h1', 'main a', 'input', 'button', '.card, article, .box', 'footer'];
const PAGE_PROPERTIES = [
  'display',
  'position',
  'box-sizing',
  'font-family',
  'font-size',
  'line-height',
  'color',
  'background-color',
  'margin',
  'padding',
  'border',
  'border-radius',
  'opacity',
  'visibility',
];

/** Computed styles and boxes of the probes (the page scrolled to the top). */
const pageStyles = (page: Page) =>
  page.evaluate(
    ([probes, properties]) => {
      scrollTo(0, 0);
      return probes.map((selector) => {
        const el = document.querySelector(selector);
        if (!el) return { selector, missing: true };
        const style = getComputedStyle(el);
        const { x, y, width, height } = el.getBoundingClientRect();
        return { selector, box: { x, y, width, height }, ...Object.fromEntries(properties.map((p) => [p, style.getPropertyValue(p)])) };
      });
    },
    [PROBES, PAGE_PROPERTIES] as const,
  );

/** The page's fonts in and two frames drawn. */
const painted = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });

const WIDGET_PROPERTIES = ['font-family', 'font-size', 'font-weight', 'line-height', 'letter-spacing', 'padding', 'border-width', 'box-sizing'];

/** What the page's CSS could change in one of the widget's elements: its type, spacing and size. */
const widgetStyles = (element: Locator) =>
  element.evaluate((el, properties) => {
    const style = getComputedStyle(el);
    const { width, height } = el.getBoundingClientRect();
    return { width, height, ...Object.fromEntries(properties.map((p) => [p, style.getPropertyValue(p)])) };
  }, WIDGET_PROPERTIES);

/** The member button, and the sign-in dialog's email field, submit button and box (its width), at rest. */
async function widgetSizes(widget: Widget) {
  await expect(widget.host).toHaveAttribute('data-font', 'loaded', { timeout: 10_000 });
  await expect(widget.dialog).not.toHaveAttribute('data-animating');
  const dialog = await widget.dialog.boundingBox();
  return {
    email: await widgetStyles(widget.dialog.getByLabel('Email')),
    submit: await widgetStyles(widget.dialog.getByRole('button', { name: 'Log into your account' })),
    dialogWidth: dialog?.width,
  };
}

for (const size of SIZES) {
  test.describe(`framework pages at ${size.name} size`, () => {
    test.use({ viewport: size.viewport });

    for (const { path, signIn } of PAGES) {
      test(`${path}: the widget boots, leaves the page's styles alone and shifts nothing`, async ({ page, context, world }) => {
        // The page as it is without the widget (its script refused).
        await page.route('**/widget/widget.js', (route) => route.abort());
        await page.goto(`${world.siteUrl}${path}`);
        await painted(page);
        const without = await pageStyles(page);
        expect(without.filter((p) => !('missing' in p)).length).toBeGreaterThan(4);

        const tab = await measuredTab(context);
        const widget = new Widget(tab);
        await tab.goto(`${world.siteUrl}${path}`);
        await widget.ready();
        await expect(widget.memberButton).toBeVisible();
        await expect(widget.host).toHaveAttribute('data-font', 'loaded', { timeout: 10_000 });
        await painted(tab);
        expect(await shifts(tab)).toEqual({ count: 0, sum: 0 });
        expect(await pageStyles(tab)).toEqual(without);
      });

      test(`${path}: the member button and the sign-in dialog are sized as on a plain page`, async ({ page, world, widget }) => {
        await page.goto(`${world.siteUrl}/`);
        await expect(widget.memberButton).toBeVisible();
        const plainButton = await widgetStyles(widget.memberButton);
        await page.goto(`${world.siteUrl}/?msopen=/member/sign_in`);
        const plain = await widgetSizes(widget);

        await page.goto(`${world.siteUrl}${path}`);
        await widget.ready();
        await expect(widget.memberButton).toBeVisible();
        await expect(widget.host).toHaveAttribute('data-font', 'loaded', { timeout: 10_000 });
        expect(await widgetStyles(widget.memberButton)).toEqual(plainButton);
        if (path.endsWith('root-62')) expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('10px');

        const link = signIn ? page.locator(signIn) : null;
        if (link && (await link.isVisible())) await link.click();
        else await page.goto(`${world.siteUrl}${path}?msopen=/member/sign_in`);
        await expect(widget.dialog.getByRole('heading', { name: 'Sign in' })).toBeVisible();
        expect(await widgetSizes(widget)).toEqual(plain);
      });
    }
  });
}
