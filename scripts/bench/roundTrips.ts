/**
 * The widget's requests a round trip away: each request to the widget's origin (its files and its API, the fixture
 * server's one origin) held ROUND_TRIP_MS before it goes, as a far CDN and API would be, on a first visit to the plain
 * page. What it shows is how many round trips follow one another: a file the browser finds only once another has
 * arrived and parsed costs a whole one more (scripts/facades.mjs removed such steps; ui/flowFiles.ts asks for a flow's
 * files beside its own). Medians of `runs` loads: ready, the last widget file before the member button shows, a click
 * on the member button until the login form's e-mail field is there, and a first visit to the protected page until the
 * invitation's 'Log in' can be clicked (its actions wait for its plans: the whole refused page, chunks and plans).
 */
import type { Browser, Page } from '@playwright/test';
import type { FixtureServer } from '../../fixtures/server';
import { NAME_SHIM } from './peers';
import { msRange, summarize, table, type Summary } from './stats';

export const ROUND_TRIP_MS = 100;

export interface RoundTrips {
  roundTripMs: number;
  ready: Summary | null;
  buttonFiles: Summary | null;
  signInClick: Summary | null;
  refusedPage: Summary | null;
}

/** Notes the frame in which the invitation's actions show (a class the widget's shadow root holds), checked each frame. */
const WATCH_INVITATION = () => {
  const seen = window as unknown as { __invitation?: number };
  const check = () => {
    const body = document.querySelector('memberspace-widget')?.shadowRoot?.querySelector('.access-body');
    if (body && !body.classList.contains('held')) seen.__invitation = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
};

export async function benchRoundTrips(browser: Browser, server: FixtureServer, runs: number): Promise<RoundTrips> {
  const ready: number[] = [];
  const buttonFiles: number[] = [];
  const signInClick: number[] = [];
  const refusedPage: number[] = [];
  const farAway = async (page: Page) =>
    page.route(`${server.cdnUrl}/**`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ROUND_TRIP_MS));
      await route.continue();
    });
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext();
    await context.addInitScript(NAME_SHIM);
    await context.addInitScript(() =>
      document.addEventListener('MemberSpace.ready', () => ((window as unknown as { __ready: number }).__ready = performance.now())),
    );
    const page = await context.newPage();
    await farAway(page);
    await page.goto(`${server.siteUrl}/`);
    const button = page.getByRole('button', { name: 'Sign in / Sign up' });
    await button.waitFor({ timeout: 30_000 });
    const seen = await page.evaluate(() => ({
      ready: (window as unknown as { __ready?: number }).__ready ?? Number.NaN,
      files: Math.max(
        ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((e) => e.name.includes('/widget/'))
          .map((e) => e.responseEnd),
      ),
    }));
    ready.push(seen.ready);
    buttonFiles.push(seen.files);
    const clicked = await page.evaluate(() => performance.now());
    await button.click();
    await page.locator('memberspace-widget').getByLabel('Email').waitFor({ timeout: 30_000 });
    signInClick.push((await page.evaluate(() => performance.now())) - clicked);
    await context.close();
    // A new first-time visitor on the protected page, from navigation until 'Log in' is there to click: the frame
    // in which the invitation's actions stop being held back under 'Loading…' (ui/heldBack.ts), noted by the page
    // itself. Playwright's own wait polls at growing intervals, a hundred milliseconds and more late.
    const refused = await browser.newContext();
    await refused.addInitScript(NAME_SHIM);
    await refused.addInitScript(WATCH_INVITATION);
    const tab = await refused.newPage();
    await farAway(tab);
    await tab.goto(`${server.siteUrl}/members-only`);
    await tab.locator('memberspace-widget').getByRole('button', { name: 'Log in', exact: true }).waitFor({ timeout: 30_000 });
    refusedPage.push(await tab.evaluate(() => (window as unknown as { __invitation?: number }).__invitation ?? Number.NaN));
    await refused.close();
    process.stdout.write('.');
  }
  return {
    roundTripMs: ROUND_TRIP_MS,
    ready: summarize(ready),
    buttonFiles: summarize(buttonFiles),
    signInClick: summarize(signInClick),
    refusedPage: summarize(refusedPage),
  };
}

export function reportRoundTrips(r: RoundTrips): void {
  console.log(`\nEvery request to the widget's origin ${r.roundTripMs} ms away, first-time visitor, plain page (ms, median (min–max)):`);
  console.log(
    table(
      ['ready', "member button's files in", 'sign-in click to the login form', "protected page to the invitation's 'Log in'"],
      [[msRange(r.ready), msRange(r.buttonFiles), msRange(r.signInClick), msRange(r.refusedPage)]],
    ),
  );
}
