import type { Page } from '@playwright/test';
import { expect, test, Widget } from './fixtures';
import { chunkWith } from './helpers';
import { LoginScreen } from './screens/login';

/**
 * Paywall markup for search engines (docs/architecture.md "Paywall markup for search engines"): on a page the widget
 * refuses and around what it hides by plan, one JSON-LD block says the page is not free to access and names the
 * gated parts by a class selector; a crawler is a logged-out visitor, so these run as one.
 */

const BLOCK = 'script[type="application/ld+json"][data-ms-paywall-markup]';

/** The widget's JSON-LD, parsed, or null while there is none. */
const markup = (page: Page) =>
  page.evaluate((selector) => {
    const blocks = document.querySelectorAll(selector);
    if (blocks.length > 1) throw new Error(`${blocks.length} blocks`);
    return blocks[0] ? JSON.parse(blocks[0].textContent ?? '') : null;
  }, BLOCK);

/** A name for each element the markup's selectors select on the page (document.querySelectorAll), sorted. */
const selected = (page: Page, selectors: string[]) =>
  page.evaluate(
    (list) =>
      [...document.querySelectorAll(list.join(','))]
        .map((el) =>
          el === document.body
            ? 'body'
            : el.localName === 'memberspace-content'
              ? `embed:${el.querySelector('[data-fixture-content]')?.getAttribute('data-fixture-content')}`
              : `marker:${el.getAttribute('data-fixture-marker')}`,
        )
        .sort(),
    selectors,
  );

/** Checks the block's shape (search engines' "Subscription and paywalled content") and answers its selectors. */
function partsOf(ld: any): string[] {
  expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'WebPage', isAccessibleForFree: false });
  expect(ld.hasPart.length).toBeGreaterThan(0);
  for (const part of ld.hasPart) {
    expect(part).toMatchObject({ '@type': 'WebPageElement', isAccessibleForFree: false });
    expect(part.cssSelector).toMatch(/^\.[_a-zA-Z][\w-]*$/); // class selectors only
  }
  return ld.hasPart.map((p: { cssSelector: string }) => p.cssSelector);
}

/** Visitor-refused inline embeds, read from what each shows (its content kind inside its shadow root). */
const refusedEmbeds = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('memberspace-content')]
      .filter((e) =>
        ['upsell', 'outside-viewing-window'].includes(e.shadowRoot?.querySelector('[data-content-kind]')?.getAttribute('data-content-kind') ?? ''),
      )
      .map((e) => `embed:${e.querySelector('[data-fixture-content]')?.getAttribute('data-fixture-content')}`)
      .sort(),
  );

/** Every inline embed has its answer, and every marker its decision. */
async function embedsPageSettled(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const embeds = [...document.querySelectorAll('memberspace-content')];
          const markers = [...document.querySelectorAll('[data-ms-show-for],[data-ms-hide-for]')];
          return (
            embeds.length > 0 &&
            embeds.every((e) => e.shadowRoot?.querySelector('[data-content-kind],[role=alert]')) &&
            markers.every((m) => m.hasAttribute('data-ms-visible'))
          );
        }),
      { timeout: 15_000 },
    )
    .toBe(true);
}

/** Markers a visitor does not see because they are behind a membership (markers.spec.ts; invalid ones are errors). */
const VISITOR_GATED_MARKERS = [
  'show-auth',
  'show-free',
  'show-paid',
  'show-free-paid',
  'show-plan-public',
  'show-plan-numeric',
  'show-plan-list',
  'show-auth-upper',
];

test('a protected page: the whole page is the gated part while refused; a member let in gets no markup', async ({ page, world }) => {
  const widget = new Widget(page);
  await page.goto(`${world.siteUrl}/members-only`);
  await expect(widget.dialog).toHaveAttribute('data-screen', 'contentAccessDenied');
  await expect.poll(() => markup(page), { timeout: 15_000 }).not.toBeNull();
  const selectors = partsOf(await markup(page));
  expect(await selected(page, selectors)).toEqual(['body']);

  // A member with access logs in from the denied screen: the page shows, nothing is gated any more, so no markup and
  // no class. (free@'s after-login destination is this page: read on either side of that load, the answer is the same.)
  await widget.dialog.getByRole('button', { name: 'Log in' }).first().click();
  await new LoginScreen(page).signIn('free@demo.test');
  const letIn = () =>
    page
      .evaluate(
        (block) => ({
          shown: document.querySelector('[data-fixture-secret="members-only"]')?.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
          blocks: document.querySelectorAll(block).length,
          marked: document.querySelectorAll('.ms-paywalled').length,
        }),
        BLOCK,
      )
      .catch(() => 'navigating');
  await expect.poll(letIn, { timeout: 15_000 }).toEqual({ shown: true, blocks: 0, marked: 0 });
});

test('plan-hidden content: markers behind a membership and refused embeds are the gated parts, exactly', async ({ page, world }) => {
  await page.goto(`${world.siteUrl}/content-embeds`);
  await embedsPageSettled(page);
  const embeds = await refusedEmbeds(page);
  expect(embeds.length).toBeGreaterThan(0);
  const expected = [...embeds, ...VISITOR_GATED_MARKERS.map((m) => `marker:${m}`)].sort();
  await expect.poll(async () => ((await markup(page)) ? selected(page, partsOf(await markup(page))) : null), { timeout: 15_000 }).toEqual(expected);
});

test('an unprotected page, a page whose owner turned the markup off, a page with its own: no markup of ours', async ({ page, world }) => {
  const chunk = await chunkWith('application/ld+json');
  const asked: string[] = [];
  page.on('request', (r) => r.url().endsWith(`/${chunk}`) && asked.push(r.url()));
  const widget = new Widget(page);

  // Unprotected, nothing hidden by plan: the markup's module is not even downloaded.
  await page.goto(`${world.siteUrl}/`);
  await widget.ready();
  await page.waitForLoadState('networkidle');
  expect(await markup(page)).toBeNull();
  expect(asked).toEqual([]);

  // The owner's page setting (window.MemberSpace.paywallMarkup = false) on both kinds of gated page.
  await page.addInitScript(() => {
    (window as unknown as { MemberSpace: unknown }).MemberSpace = { subdomain: 'demo', paywallMarkup: false };
  });
  await page.goto(`${world.siteUrl}/members-only`);
  await expect(widget.dialog).toHaveAttribute('data-screen', 'contentAccessDenied');
  await page.goto(`${world.siteUrl}/content-embeds`);
  await embedsPageSettled(page);
  await page.waitForLoadState('networkidle');
  expect(await markup(page)).toBeNull();
  expect(await page.locator('.ms-paywalled').count()).toBe(0);
  expect(asked).toEqual([]);
});

test('a page that marks its own paywall (isAccessibleForFree in its JSON-LD) keeps it, and gets none of ours', async ({ page, world }) => {
  const own =
    '{"@context":"https://schema.org","@type":"Article","isAccessibleForFree":false,"hasPart":{"@type":"WebPageElement","isAccessibleForFree":false,"cssSelector":".locked"}}';
  await page.addInitScript((text) => {
    // logging: the widget's LOG lines print, so the page can be seen being told why it gets no markup.
    (window as unknown as { MemberSpace: unknown }).MemberSpace = { subdomain: 'demo', logging: true };
    document.addEventListener('DOMContentLoaded', () => {
      const script = document.createElement('script');
      script.type = 'application/ld+json';
      script.textContent = text;
      document.head.appendChild(script);
    });
  }, own);
  const widget = new Widget(page);
  const logs: string[] = [];
  page.on('console', (m) => m.text().startsWith('[MemberSpace]') && logs.push(m.text()));
  await page.goto(`${world.siteUrl}/members-only`);
  await expect(widget.dialog).toHaveAttribute('data-screen', 'contentAccessDenied');
  await expect.poll(() => logs.join('\n'), { timeout: 15_000 }).toContain('marks its own paywall');
  expect(await markup(page)).toBeNull();
  expect(await page.locator('.ms-paywalled').count()).toBe(0);
  expect(await page.evaluate(() => [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent))).toEqual([own]);
});
