/**
 * `npm run bench`: the built widget in Chromium on the fixture pages, for a first-time visitor, a returning
 * visitor (and with --full a returning paid member), on the plain page and a protected page; with --full also the
 * same entry built on real React (MS_RENDERER=react, built here into a temporary folder) beside Preact (dist/, as
 * shipped), in the same run. Prints the tables and writes them as JSON under bench-results/ (not committed).
 *
 * Then the peers (scripts/bench/peers.ts): the plain page without any widget, with ours (recommended snippet, async
 * tag, blocking tag) and with each peer's published bundle instead, at normal speed and 4x CPU; then the widget with
 * every request to its origin a round trip away (scripts/bench/roundTrips.ts); then Lighthouse's
 * mobile preset on the plain page and the owner-site page (scripts/bench/lighthouse.ts); and the budget lines of
 * issue 38 (ok / EXCEEDED, printed, never failing the run).
 *
 * Default (one command in under 10 minutes on 2 cores): the shipped build (Preact) only, first-time and returning
 * visitor, normal and 4x CPU, 5 loads per cell, 3 per peer-table variant, 3 Lighthouse runs per variant.
 * --full adds real React (MS_RENDERER=react), the returning paid member's rows, the API +100 ms condition and the
 * 20-page-view visits, with 15 loads per cell and per peer variant (about half an hour).
 * Options: --runs N (page loads per cell), --peer-runs N (loads per peer variant), --lighthouse-runs N (0: none),
 * --only preact|react, --peers-only (peers and Lighthouse), --screenshots DIR (one screenshot of each peer-table
 * variant, to see each booted as it should).
 * What each figure means is in README "The benchmark"; GUIDE.md has the budgets it checks.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { startFixtureServer, type FixtureServer } from '../../fixtures/server';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.mjs';
import {
  bestPeerLine,
  budgetLine,
  type FrameScript,
  journeyLines,
  longest,
  minus,
  otherScreens,
  overlapping,
  ownTimeLine,
  roundTripLine,
  runningOurs,
  longestOurs,
  SIGN_IN_SCREENS,
  type MetaOutputs,
} from './budgets';
import { benchLighthouse, LIGHTHOUSE_PAGES } from './lighthouse';
import { lighthouseBudget, lighthouseTable, type LighthouseCell } from './lighthouseTable';
import { ownMainThreadTime } from './mainThread';
import { benchPeers, cellOf, NAME_SHIM, OURS, PEERS, reportPeers, type PeerResult } from './peers';
import { benchRoundTrips, reportRoundTrips, type RoundTrips } from './roundTrips';
import { inPage } from './inPage';
import { traced } from './trace';
import { untilQuiet } from './quiet';
import { callKind, countBy, isApiCall, isWidgetAsset, kb, msRange, ratio, summarize, table, wireBytes, type Fetched, type Summary } from './stats';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const FULL = args.includes('--full');
const RUNS = Math.max(1, Number(option('runs') ?? (FULL ? 15 : 5)));
// 5 by default, as the boot table: with 3, the first-paint budget lines moved by over 150 ms between two runs of the
// same code (README's performance section).
const PEER_RUNS = Math.max(1, Number(option('peer-runs') ?? option('runs') ?? (FULL ? 15 : 5)));
const LIGHTHOUSE_RUNS = Math.max(0, Number(option('lighthouse-runs') ?? 3));
const ONLY = option('only');
const PEERS_ONLY = args.includes('--peers-only');
const SHOTS = option('screenshots');

const PAID = { email: 'paid@demo.test', password: 'password123' };
const PAGES = { plain: '/', protected: '/members-only' } as const;
/** The screens opened after ready, by host links as a site would have them: login, account, a payment screen. */
const JOURNEY = [
  ['login', '/member/sign_in'],
  ['account', '/member/account'],
  ['payment', '/member/plans/basic01'],
] as const;
/** The scripted visit of a returning member: 20 page views over these pages in turn. */
const VISIT = ['/', '/members-only', '/courses/', '/pricing', '/courses/yoga-101'];
const VISIT_VIEWS = 20;
const SETTLE_MS = 400;

type Viewer = 'first-time visitor' | 'returning visitor' | 'returning paid member';
type Condition = 'normal' | 'cpu 4x' | 'api +100 ms';
/** The viewers of the load table (--full adds the paid member; the journeys always take all three). */
const ALL_VIEWERS: Viewer[] = ['first-time visitor', 'returning visitor', 'returning paid member'];
const VIEWERS: Viewer[] = FULL ? ALL_VIEWERS : ['first-time visitor', 'returning visitor'];
const CONDITIONS: Condition[] = FULL ? ['normal', 'cpu 4x', 'api +100 ms'] : ['normal', 'cpu 4x'];

/** Installed in every page before its scripts: long tasks from the start, the ready event's time. */
const PROBE = () => {
  const probe = { longTasks: [] as [number, number][], scripts: [] as FrameScript[], ready: -1 };
  (window as unknown as { __bench: typeof probe }).__bench = probe;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) probe.longTasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
    // Which scripts ran in the long frames (Long Animation Frames): a long task is the widget's when one of its own ran in it.
    new PerformanceObserver((list) => {
      for (const frame of list.getEntries() as unknown as { scripts: { startTime: number; duration: number; sourceURL: string }[] }[])
        for (const s of frame.scripts) probe.scripts.push({ start: s.startTime, duration: s.duration, url: s.sourceURL });
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // no long task timing: counts stay empty
  }
  document.addEventListener('MemberSpace.ready', () => (probe.ready = performance.now()));
};

interface Load {
  readyMs: number;
  bytesBeforeReady: number;
  apiBeforeReady: number;
  longTasks: number;
  longestTask: number;
  /** The longest task running one of the widget's scripts at some moment between the loader's mark and ready. */
  longestInBoot: number;
  /** The longest time the widget's scripts ran within one task in that window (budgets.ts oursInTask). */
  longestOursInBoot: number;
  /** The same over every task in that window, the host page's own included. */
  longestInBootAny: number;
}

/** Everything the page has fetched so far, as its Resource Timing reports it. */
const fetchedBy = (page: Page): Promise<Fetched[]> =>
  page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({
      url: e.name,
      startTime: e.startTime,
      responseEnd: e.responseEnd,
      transferSize: e.transferSize,
      encodedBodySize: e.encodedBodySize,
    })),
  );

/** Resolves true at the ready event (or at once if it came already), false after 30 s: in the page, without polling. */
const UNTIL_READY = `new Promise((done) => {
  if (window.__bench.ready >= 0) return done(true);
  document.addEventListener('MemberSpace.ready', () => done(true), { once: true });
  setTimeout(() => done(false), 30000);
})`;

/** What one page load measured, read from the page once it is ready and a moment has passed. */
async function measure(page: Page, cdn: string): Promise<Load> {
  if (!(await inPage<boolean>(page, UNTIL_READY))) throw new Error(`${page.url()}: no ready event within 30 s`);
  await page.waitForTimeout(SETTLE_MS);
  const seen = await page.evaluate(() => {
    const mark = (name: string) => performance.getEntriesByName(name, 'mark')[0]?.startTime ?? NaN;
    const probe = (window as unknown as { __bench: { longTasks: [number, number][]; scripts: FrameScript[]; ready: number } }).__bench;
    return { loader: mark('memberspace:loader'), ready: mark('memberspace:ready'), probe };
  });
  const entries = await fetchedBy(page);
  const ready = Number.isFinite(seen.ready) ? seen.ready : seen.probe.ready;
  const before = entries.filter((e) => e.responseEnd <= ready);
  const boot = seen.probe.longTasks.filter(([start]) => start <= ready);
  const inBoot = overlapping(seen.probe.longTasks, Number.isFinite(seen.loader) ? seen.loader : 0, ready);
  return {
    readyMs: ready - seen.loader,
    bytesBeforeReady: wireBytes(before.filter((e) => isWidgetAsset(e.url, cdn))),
    apiBeforeReady: entries.filter((e) => isApiCall(e.url, cdn) && e.startTime < ready).length,
    longTasks: boot.length,
    longestTask: Math.max(0, ...boot.map(([, duration]) => duration)),
    longestInBoot: longest(runningOurs(inBoot, seen.probe.scripts, (url) => isWidgetAsset(url, cdn))),
    longestOursInBoot: longestOurs(inBoot, seen.probe.scripts, (url) => isWidgetAsset(url, cdn)),
    longestInBootAny: longest(inBoot),
  };
}

async function instrument(context: BrowserContext): Promise<void> {
  await context.addInitScript(NAME_SHIM);
  await context.addInitScript(PROBE);
}

async function newContext(browser: Browser, condition: Condition): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  await instrument(context);
  const page = await context.newPage();
  if (condition === 'cpu 4x') await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

async function logIn(page: Page, site: string): Promise<void> {
  await page.goto(`${site}/?msopen=/member/sign_in`);
  const dialog = page.locator('memberspace-widget').getByRole('dialog');
  await dialog.getByLabel('Email').fill(PAID.email);
  await dialog.getByLabel('Password').fill(PAID.password);
  await dialog.getByRole('button', { name: 'Log into your account' }).click();
  await page.waitForFunction(
    () => (window as unknown as { MemberSpace: { getMemberInfo(): { isLoggedIn: boolean } } }).MemberSpace.getMemberInfo().isLoggedIn,
  );
  await page.waitForTimeout(1000); // the session and member reach IndexedDB; the after-login page loads
}

const hook = (server: FixtureServer, path: string, method = 'GET', body?: unknown) =>
  fetch(`${server.cdnUrl}/__test/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then((r) => r.json());

/** N loads of one page for one viewer under one condition. */
async function cell(browser: Browser, server: FixtureServer, viewer: Viewer, path: string, condition: Condition): Promise<Load[]> {
  const url = `${server.siteUrl}${path}`;
  const loads: Load[] = [];
  if (condition === 'api +100 ms') await hook(server, 'faults', 'POST', { path: '/api/v2/', delayMs: 100 });
  try {
    if (viewer === 'first-time visitor') {
      for (let i = 0; i < RUNS; i++) {
        const { context, page } = await newContext(browser, condition);
        await page.goto(url);
        loads.push(await measure(page, server.cdnUrl));
        await context.close();
      }
      return loads;
    }
    const { context, page } = await newContext(browser, condition);
    if (viewer === 'returning paid member') await logIn(page, server.siteUrl);
    await page.goto(url); // the visit before: config (and member) cached, chunks in the HTTP cache
    await measure(page, server.cdnUrl);
    for (let i = 0; i < RUNS; i++) {
      await page.goto(url);
      loads.push(await measure(page, server.cdnUrl));
    }
    await context.close();
    return loads;
  } finally {
    if (condition === 'api +100 ms') await hook(server, 'faults', 'DELETE');
  }
}

/** Waits until the page has fetched nothing new for 1 s (at most 15 s): what it loads after ready is in. */
const settle = (page: Page) => untilQuiet(page, () => performance.getEntriesByType('resource').length);

/**
 * The widget's files the page has fetched so far (its JavaScript and CSS), with those `alsoCounted` names, as Resource
 * Timing reports them.
 */
const widgetFetched = async (page: Page, server: FixtureServer, alsoCounted: (url: string) => boolean = () => false): Promise<Fetched[]> =>
  (await fetchedBy(page)).filter((e) => isWidgetAsset(e.url, server.cdnUrl) || alsoCounted(e.url));

/**
 * A first-time visitor's view of `path`: widget bytes over the wire once `shown` has resolved and nothing more loads,
 * with the files `alsoCounted` names beyond the widget's own.
 */
async function firstViewBytes(
  browser: Browser,
  server: FixtureServer,
  path: string,
  shown: (page: Page) => Promise<unknown>,
  alsoCounted?: (url: string) => boolean,
): Promise<number> {
  const { context, page } = await newContext(browser, 'normal');
  try {
    await page.goto(`${server.siteUrl}${path}`);
    await shown(page);
    await settle(page);
    return wireBytes(await widgetFetched(page, server, alsoCounted));
  } finally {
    await context.close();
  }
}

/** A first-time visitor on the protected page, once the refusal (the invitation to sign up or log in) shows. */
const refusedView = (browser: Browser, server: FixtureServer): Promise<number> =>
  firstViewBytes(browser, server, PAGES.protected, (page) =>
    page.locator('memberspace-widget .dialog[data-screen="contentAccessDenied"] h1').waitFor({ timeout: 15_000 }),
  );

/**
 * A first-time visitor on the home page of a site in French, the translation file counted too. The site's locale is
 * set for this view alone and put back after it.
 */
async function translatedView(browser: Browser, server: FixtureServer): Promise<number> {
  await hook(server, 'config', 'POST', { site: 'demo', patch: { locale: 'fr' } });
  try {
    return await firstViewBytes(
      browser,
      server,
      PAGES.plain,
      (page) => measure(page, server.cdnUrl),
      (url) => url.startsWith(`${server.cdnUrl}/cdn/translations/`),
    );
  } finally {
    await hook(server, 'reset', 'POST', {});
  }
}

/** Widget bytes over the wire from the page's start until after each journey screen has opened and settled. */
async function journey(
  browser: Browser,
  server: FixtureServer,
  viewer: Viewer,
): Promise<{ bytes: Record<string, number>; files: Record<string, string[]> }> {
  const { context, page } = await newContext(browser, 'normal');
  if (viewer !== 'first-time visitor') {
    if (viewer === 'returning paid member') await logIn(page, server.siteUrl);
    await page.goto(`${server.siteUrl}/`);
    await measure(page, server.cdnUrl);
  }
  await page.goto(`${server.siteUrl}/`);
  await measure(page, server.cdnUrl);
  await settle(page);
  const widget = () => widgetFetched(page, server);
  const bytes = async () => wireBytes(await widget());
  const fileNames = async () => (await widget()).filter((e) => e.transferSize > 0).map((e) => new URL(e.url).pathname.replace(/^.*\//, ''));
  const result: Record<string, number> = { ready: await bytes() };
  const files: Record<string, string[]> = { ready: await fileNames() };
  for (const [name, href] of JOURNEY) {
    await page.evaluate((target) => {
      const link = document.createElement('a');
      link.href = target;
      link.textContent = target;
      link.id = 'bench-link';
      document.getElementById('bench-link')?.remove();
      document.body.append(link);
    }, href);
    await page.locator('#bench-link').click();
    await page.locator('memberspace-widget').getByRole('dialog').waitFor({ timeout: 15_000 });
    await settle(page);
    result[name] = await bytes();
    // The files this step fetched over the network (the ones before it left out).
    const before = new Set(Object.values(files).flat());
    files[name] = (await fileNames()).filter((f) => !before.has(f));
    await page.keyboard.press('Escape');
  }
  await context.close();
  return { bytes: result, files };
}

/** API calls over a visit of 20 page views by the returning paid member, in one tab or alternating two. */
async function visit(browser: Browser, server: FixtureServer, tabs: 1 | 2) {
  const context = await browser.newContext();
  await instrument(context);
  const pages = [await context.newPage()];
  if (tabs === 2) pages.push(await context.newPage());
  await logIn(pages[0]!, server.siteUrl);
  for (const page of pages) {
    await page.goto(`${server.siteUrl}/`);
    await measure(page, server.cdnUrl);
  }
  await hook(server, 'requests', 'DELETE');
  let beforeReady = 0;
  for (let i = 0; i < VISIT_VIEWS; i++) {
    const page = pages[i % pages.length]!;
    await page.goto(`${server.siteUrl}${VISIT[i % VISIT.length]}`);
    beforeReady += (await measure(page, server.cdnUrl)).apiBeforeReady;
  }
  const log = (await hook(server, 'requests')) as { method: string; path: string }[];
  await context.close();
  return { tabs, views: VISIT_VIEWS, beforeReady, total: log.length, byCall: countBy(log.map((r) => callKind(r.method, r.path))) };
}

interface Row {
  renderer: string;
  viewer: Viewer;
  page: keyof typeof PAGES;
  ready: Record<Condition, Summary | null>;
  bytesBeforeReady: number | null;
  apiBeforeReady: number;
  /** Per condition: the most long tasks during boot in one load, and the longest. */
  longTasks: Record<Condition, { count: number; longest: number }>;
  /** Per condition: the longest task running the widget's scripts between the loader's mark and ready, all loads. */
  longestInBoot: Record<Condition, number>;
  /** Per condition: the longest time the widget's scripts ran within one task in that window, all loads. */
  longestOursInBoot: Record<Condition, number>;
  /** The same over every task in that window (the host page's own included). */
  longestInBootAny: Record<Condition, number>;
  /** Returning visitor only: the widget's own main-thread time from the loader's mark to ready, traced loads, normal speed. */
  ownMs: Summary | null;
  /** The same traced loads' loader-to-ready (the trace slows them a little). */
  ownWindowMs: Summary | null;
}

/**
 * The widget's own main-thread time from the loader's mark to ready for a returning visitor, normal speed: RUNS
 * loads traced (scripts/bench/mainThread.ts), apart from the load table's, whose wall-clock ready the trace's
 * sampling would slow.
 */
async function ownTimes(browser: Browser, server: FixtureServer, path: string): Promise<{ own: Summary | null; window: Summary | null }> {
  const { context, page } = await newContext(browser, 'normal');
  const url = `${server.siteUrl}${path}`;
  const ours = (u: string) => isWidgetAsset(u, server.cdnUrl);
  const own: number[] = [];
  const window: number[] = [];
  try {
    await page.goto(url); // the visit before
    await measure(page, server.cdnUrl);
    for (let i = 0; i < RUNS; i++) {
      const { events } = await traced(browser, page, async () => {
        await page.goto(url);
        await measure(page, server.cdnUrl);
      });
      const time = ownMainThreadTime(events, 'memberspace:loader', 'memberspace:ready', ours);
      if (time) {
        own.push(time.ms);
        window.push(time.wallMs);
      }
    }
  } finally {
    await context.close();
  }
  return { own: summarize(own), window: summarize(window) };
}

async function benchRenderer(browser: Browser, renderer: string, distDir: string) {
  const server = await startFixtureServer({ distDir });
  try {
    await hook(server, 'reset', 'POST', {});
    const rows: Row[] = [];
    for (const viewer of VIEWERS) {
      for (const page of Object.keys(PAGES) as (keyof typeof PAGES)[]) {
        const byCondition = {} as Record<Condition, Load[]>;
        for (const condition of CONDITIONS) {
          byCondition[condition] = await cell(browser, server, viewer, PAGES[page], condition);
          process.stdout.write('.');
        }
        const normal = byCondition.normal;
        rows.push({
          renderer,
          viewer,
          page,
          ready: Object.fromEntries(CONDITIONS.map((c) => [c, summarize(byCondition[c].map((l) => l.readyMs))])) as Row['ready'],
          bytesBeforeReady: summarize(normal.map((l) => l.bytesBeforeReady))?.median ?? null,
          apiBeforeReady: Math.max(0, ...normal.map((l) => l.apiBeforeReady)),
          longTasks: Object.fromEntries(
            CONDITIONS.map((c) => [
              c,
              { count: Math.max(0, ...byCondition[c].map((l) => l.longTasks)), longest: Math.max(0, ...byCondition[c].map((l) => l.longestTask)) },
            ]),
          ) as Row['longTasks'],
          longestInBoot: Object.fromEntries(
            CONDITIONS.map((c) => [c, Math.max(0, ...byCondition[c].map((l) => l.longestInBoot))]),
          ) as Row['longestInBoot'],
          longestOursInBoot: Object.fromEntries(
            CONDITIONS.map((c) => [c, Math.max(0, ...byCondition[c].map((l) => l.longestOursInBoot))]),
          ) as Row['longestOursInBoot'],
          longestInBootAny: Object.fromEntries(
            CONDITIONS.map((c) => [c, Math.max(0, ...byCondition[c].map((l) => l.longestInBootAny))]),
          ) as Row['longestInBootAny'],
          ...(viewer === 'returning visitor'
            ? await ownTimes(browser, server, PAGES[page]).then((t) => ({ ownMs: t.own, ownWindowMs: t.window }))
            : { ownMs: null, ownWindowMs: null }),
        });
      }
    }
    const journeys = Object.fromEntries(await Promise.all(ALL_VIEWERS.map(async (v) => [v, await journey(browser, server, v)] as const)));
    const refused = await refusedView(browser, server);
    const translated = await translatedView(browser, server);
    // The visits' API calls take a minute: --full only.
    const visits = FULL ? [await visit(browser, server, 1), await visit(browser, server, 2)] : [];
    return { renderer, rows, journeys, refused, translated, visits };
  } finally {
    await server.close();
  }
}

function buildReact(): string {
  const out = join(tmpdir(), `ms-bench-react-${process.pid}`);
  execFileSync(process.execPath, ['esbuild.mjs'], { env: { ...process.env, MS_RENDERER: 'react', MS_OUTDIR: out }, stdio: 'inherit' });
  return out;
}

/** esbuild's metafile of the shipped build (built again into a temporary folder: same names, as they hash the content). */
function buildMeta(): MetaOutputs | null {
  const out = join(tmpdir(), `ms-bench-meta-${process.pid}`);
  const file = join(tmpdir(), `ms-bench-meta-${process.pid}.json`);
  try {
    execFileSync(process.execPath, ['esbuild.mjs'], { env: { ...process.env, MS_META: file, MS_OUTDIR: out }, stdio: 'ignore' });
    return (JSON.parse(readFileSync(file, 'utf8')) as { outputs: MetaOutputs }).outputs;
  } catch {
    return null;
  } finally {
    rmSync(out, { recursive: true, force: true });
    rmSync(file, { force: true });
  }
}

async function main() {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('Chromium is missing: run node scripts/chromium.mjs');
  const manifest = JSON.parse(await readFile('dist/manifest.json', 'utf8').catch(() => 'null'));
  if (!manifest) throw new Error('dist/ is missing: npm run bench builds it first (npm run build)');
  const builds: [string, string][] = [];
  if (!PEERS_ONLY && ONLY !== 'react') builds.push(['preact', 'dist']);
  // Real React beside Preact: --full or --only react.
  if (!PEERS_ONLY && (ONLY === 'react' || (FULL && ONLY !== 'preact'))) builds.push(['react', buildReact()]);
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  const results = [];
  let peers: PeerResult | null = null;
  let lighthouse: LighthouseCell[] | null = null;
  let roundTrips: RoundTrips | null = null;
  const took: string[] = [];
  const timed = async <T>(part: string, run: () => Promise<T>): Promise<T> => {
    const t0 = Date.now();
    try {
      return await run();
    } finally {
      took.push(`${part} ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    }
  };
  try {
    for (const [renderer, dir] of builds) {
      process.stdout.write(`${renderer}: `);
      results.push(await timed(renderer, () => benchRenderer(browser, renderer, dir)));
      process.stdout.write(' done\n');
    }
    // The peers and Lighthouse, beside the shipped build (dist/).
    const server = await startFixtureServer({ distDir: 'dist' });
    try {
      await hook(server, 'reset', 'POST', {});
      if (SHOTS) await mkdir(SHOTS, { recursive: true });
      process.stdout.write('peers: ');
      peers = await timed('peers', () => benchPeers(browser, server, PEER_RUNS, SHOTS)).catch((error: unknown) => {
        // The tables already measured are still printed and written.
        console.error('\nThe peer part failed:', error);
        return null;
      });
      process.stdout.write(' done\n');
      if (!PEERS_ONLY) {
        process.stdout.write('round trips: ');
        roundTrips = await timed('round trips', () => benchRoundTrips(browser, server, RUNS)).catch((error: unknown) => {
          console.error('\nThe round-trip part failed:', error);
          return null;
        });
        process.stdout.write(' done\n');
      }
      if (LIGHTHOUSE_RUNS > 0) {
        process.stdout.write('lighthouse: ');
        // Each variant loaded once by a visitor first, so that no asset is made on demand inside a measured run.
        const warm = async (url: string) => {
          const context = await browser.newContext();
          await (await context.newPage()).goto(url, { waitUntil: 'load', timeout: 60_000 }).catch(() => {});
          await context.close();
        };
        lighthouse = await timed('lighthouse', () => benchLighthouse(server, executablePath, LIGHTHOUSE_RUNS, warm)).catch((error: unknown) => {
          console.error('\nThe Lighthouse part failed:', error);
          return null;
        });
        process.stdout.write(' done\n');
      }
    } finally {
      await server.close();
    }
  } finally {
    await browser.close();
    for (const [renderer, dir] of builds) if (renderer === 'react') await rm(dir, { recursive: true, force: true });
  }
  if (results.length) report(results);
  if (peers) reportPeers(peers);
  if (roundTrips) reportRoundTrips(roundTrips);
  if (lighthouse) reportLighthouse(lighthouse);
  const preact = results.find((r) => r.renderer === 'preact') ?? null;
  const meta = await timed('metafile', async () => (preact ? buildMeta() : null));
  const budgets = budgetLines(preact, peers, lighthouse, meta);
  console.log(`\nBudgets (issue 38; reported, never failing the run: the exit code stays 0):\n${budgets.join('\n')}`);
  // From this process's start (tsx's own start and `npm run build` before it are not in it).
  console.log(`\nTook: ${took.join(', ')}; ${(process.uptime()).toFixed(0)} s in all since the bench's process started.`);
  await mkdir('bench-results', { recursive: true });
  const file = join('bench-results', `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(
    file,
    JSON.stringify(
      {
        runs: RUNS,
        peerRuns: PEER_RUNS,
        lighthouseRuns: LIGHTHOUSE_RUNS,
        full: FULL,
        chromium: browser.version(),
        results,
        peers,
        roundTrips,
        lighthouse,
        budgets,
      },
      null,
      2,
    ),
  );
  console.log(`\nWritten to ${file}`);
}

type Result = Awaited<ReturnType<typeof benchRenderer>>;

function report(results: Result[]) {
  console.log(`\nReady = ms from the loader starting to the ready event: median (min–max) of ${RUNS} page loads.`);
  console.log('Bytes = widget JavaScript and CSS over the wire before ready, compressed as served (median).');
  console.log('API = calls started before ready (most in one load). Long tasks during boot: most in one load (longest).');
  console.log(
    `Own = the widget's own main-thread time from the loader's mark to ready (returning visitor, normal speed, ${RUNS} more loads traced): median (min–max).\n`,
  );
  console.log(
    table(
      [
        'renderer / viewer / page',
        ...CONDITIONS.map((c) => `ready, ${c}`),
        'own, normal',
        'bytes',
        'API',
        ...CONDITIONS.map((c) => `long tasks, ${c}`),
      ],
      results.flatMap((r) =>
        r.rows.map((row) => [
          `${row.renderer} / ${row.viewer} / ${row.page}`,
          ...CONDITIONS.map((c) => msRange(row.ready[c])),
          row.viewer === 'returning visitor' ? msRange(row.ownMs) : '',
          kb(row.bytesBeforeReady),
          String(row.apiBeforeReady),
          ...CONDITIONS.map((c) => `${row.longTasks[c].count} (${row.longTasks[c].longest.toFixed(0)} ms)`),
        ]),
      ),
    ),
  );
  console.log(
    '\nWidget bytes over the wire in total: the page view once nothing more loads (ready, then the member button), then after opening each screen (plain page):\n',
  );
  console.log(
    table(
      ['renderer / viewer', 'page view', ...JOURNEY.map(([name]) => `+ ${name}`)],
      results.flatMap((r) =>
        ALL_VIEWERS.map((v) => [
          `${r.renderer} / ${v}`,
          kb(r.journeys[v]!.bytes.ready!),
          ...JOURNEY.map(([name]) => kb(r.journeys[v]!.bytes[name]!)),
        ]),
      ),
    ),
  );
  for (const r of results) {
    console.log(
      `\n${r.renderer} / first-time visitor on the protected page, refused (the invitation to sign up or log in): ${kb(r.refused)} once nothing more loads.`,
    );
    console.log(
      `${r.renderer} / first-time visitor on the plain page of a site in French: ${kb(r.translated)} once nothing more loads (its translation file included).`,
    );
  }
  if (!results.some((r) => r.visits.length)) console.log('\n(API calls over a visit of 20 page views: npm run bench -- --full.)');
  else console.log(`\nAPI calls over a visit of ${VISIT_VIEWS} page views by the returning paid member:\n`);
  if (results.some((r) => r.visits.length))
    console.log(
      table(
        ['renderer / tabs', 'before ready', 'in all', 'per page view', 'calls'],
        results.flatMap((r) =>
          r.visits.map((v) => [
            `${r.renderer} / ${v.tabs} tab${v.tabs > 1 ? 's' : ''}`,
            String(v.beforeReady),
            String(v.total),
            (v.total / v.views).toFixed(2),
            v.byCall.map(([call, n]) => `${n}× ${call}`).join(', ') || 'none',
          ]),
        ),
      ),
    );
  const [preact, react] = [results.find((r) => r.renderer === 'preact'), results.find((r) => r.renderer === 'react')];
  if (preact && react) {
    console.log('\nReal React against Preact (React / Preact):\n');
    console.log(
      table(
        ['viewer / page', 'ready, normal', 'ready, cpu 4x', 'bytes at ready', 'bytes after payment'],
        preact.rows.map((p, i) => {
          const r = react.rows[i]!;
          return [
            `${p.viewer} / ${p.page}`,
            ratio(p.ready.normal?.median, r.ready.normal?.median),
            ratio(p.ready['cpu 4x']?.median, r.ready['cpu 4x']?.median),
            ratio(p.bytesBeforeReady, r.bytesBeforeReady),
            p.page === 'plain' ? ratio(preact.journeys[p.viewer]!.bytes.payment, react.journeys[p.viewer]!.bytes.payment) : '',
          ];
        }),
      ),
    );
  }
}

/** Lighthouse's table: medians over its runs, each with its difference to the same page without any widget. */
function reportLighthouse(cells: LighthouseCell[]) {
  const runs = Math.max(0, ...cells.map((c) => c.runs.length));
  console.log(`\nLighthouse 12.2.3, its mobile preset (default config: a phone's screen, simulated throttling: 150 ms RTT, 1.6 Mbps, 4x CPU),`);
  console.log(`on ${LIGHTHOUSE_PAGES.join(' and ')}: median of ${runs} runs, each in a new Chromium with a new profile (a first-time visitor);`);
  console.log('score (performance, 0-100), FCP, LCP, TBT, CLS, each with its difference to the same page without any widget.\n');
  console.log(lighthouseTable(cells));
  const failed = cells.flatMap((c) => c.failed.map((f) => `${c.page} ${c.variant}: ${f}`));
  if (failed.length) console.log(`\n${failed.length} run(s) failed and are left out of the medians:\n- ${failed.join('\n- ')}`);
}

/** The budget lines of issue 38 (and issue 21's that still hold), from the shipped build's rows and journeys, the peer part and Lighthouse. */
function budgetLines(preact: Result | null, peers: PeerResult | null, lighthouse: LighthouseCell[] | null, meta: MetaOutputs | null): string[] {
  const lines: string[] = [];
  const fmt = (n: number | null | undefined, digits = 0, unit = ' ms') => (n === null || n === undefined ? '–' : `${n.toFixed(digits)}${unit}`);
  // Bytes per journey of a first-time visitor, as served.
  const first = preact?.journeys['first-time visitor'];
  lines.push(...journeyLines(first?.bytes));
  const others =
    first && meta ? otherScreens([...(first.files.ready ?? []), ...(first.files.login ?? [])], meta, (m) => SIGN_IN_SCREENS.test(m)) : null;
  lines.push(
    budgetLine(
      'no screen of another flow fetched until the login form is usable',
      others === null ? '–' : others.length ? `${others.length} other screens: ${others.map((m) => m.replace(/^src\/ui\//, '')).join(', ')}` : 'none',
      others === null ? null : others.length === 0,
    ),
  );
  // First paint of a first-time visitor: within the config's round trip at normal speed, no worse than the best peer at 4x.
  const installs = [
    [OURS.snippet, 'recommended snippet'],
    [OURS.asyncTag, 'plain async install (<script async>)'],
  ] as const;
  for (const [variant, label] of installs) {
    const ours = peers && cellOf(peers, variant, 'normal');
    const base = peers && cellOf(peers, 'no widget', 'normal');
    for (const metric of ['fcp', 'lcp'] as const) {
      lines.push(roundTripLine(label, metric === 'fcp' ? 'FCP' : 'LCP', minus(ours?.[metric], base?.[metric]), ours?.configRtt ?? null));
    }
  }
  for (const [variant, label] of installs) {
    const ours = peers && cellOf(peers, variant, 'cpu 4x');
    const base = peers && cellOf(peers, 'no widget', 'cpu 4x');
    for (const metric of ['fcp', 'lcp'] as const) {
      const others = PEERS.map((name) => ({ name, late: minus(peers && cellOf(peers, name, 'cpu 4x')?.[metric], base?.[metric]) }));
      lines.push(bestPeerLine(label, metric === 'fcp' ? 'FCP' : 'LCP', minus(ours?.[metric], base?.[metric]), others));
    }
  }
  // First visit at 4x CPU: no task in which our scripts ran over 50 ms, from the loader's mark to ready. Our part of a
  // task, not the whole task: the page's own first layout can share a task (a frame) with a script of ours.
  for (const page of Object.keys(PAGES) as (keyof typeof PAGES)[]) {
    const row = preact?.rows.find((r) => r.viewer === 'first-time visitor' && r.page === page);
    const worst = row?.longestOursInBoot['cpu 4x'];
    lines.push(
      budgetLine(
        `no task running the widget's scripts over 50 ms (their own part of it) from the loader's mark to ready, cpu 4x, first-time visitor, ${page} page`,
        row
          ? `longest ${fmt(worst)} over ${RUNS} loads (the longest whole task that ran ours: ${fmt(row.longestInBoot['cpu 4x'])}; any task in that window, the page's own included: ${fmt(row.longestInBootAny['cpu 4x'])})`
          : '–',
        row ? worst! <= 50 : null,
      ),
    );
  }
  // Returning visitor: the widget's own main-thread time, the wall-clock ready beside it.
  for (const page of Object.keys(PAGES) as (keyof typeof PAGES)[]) {
    const row = preact?.rows.find((r) => r.viewer === 'returning visitor' && r.page === page);
    lines.push(
      ownTimeLine(page, row?.ownMs?.median ?? null, row?.ownWindowMs?.median ?? null, row?.ready.normal?.median ?? null, row?.ownMs?.n ?? 0),
    );
  }
  // Lighthouse's mobile preset: ours costs no point and at most 50 ms of LCP, both installs, both pages.
  for (const page of LIGHTHOUSE_PAGES) for (const [variant] of installs) lines.push(lighthouseBudget(lighthouse ?? [], page, variant));
  // Issue 21's lines that still hold: total blocking time and layout shift.
  const tbtOurs = peers && cellOf(peers, OURS.snippet, 'cpu 4x');
  const tbtBase = peers && cellOf(peers, 'no widget', 'cpu 4x');
  const addedTbt = minus(tbtOurs?.tbt, tbtBase?.tbt);
  lines.push(
    budgetLine(
      'total blocking time added by the widget under 50 ms, cpu 4x, first-time visitor, plain page, recommended snippet (ours - no widget, medians)',
      addedTbt === null ? '–' : `${fmt(addedTbt)} (${fmt(tbtOurs!.tbt)} - ${fmt(tbtBase!.tbt)})`,
      addedTbt === null ? null : addedTbt < 50,
    ),
  );
  for (const page of ['/', '/content-embeds']) {
    for (const condition of ['normal', 'cpu 4x'] as const) {
      const ours = peers && cellOf(peers, OURS.asyncTag, condition, page);
      const base = peers && cellOf(peers, 'no widget', condition, page);
      const shift = minus(ours?.cls, base?.cls);
      lines.push(
        budgetLine(
          `layout shift caused by the widget 0, first-time visitor, ${page === '/' ? 'plain page (member button, relabelled links)' : `${page} (markers, embeds)`}, ${condition} (ours - no widget, medians)`,
          shift === null ? '–' : `${shift.toFixed(4)} (${ours!.cls!.toFixed(4)} - ${base!.cls!.toFixed(4)})`,
          shift === null ? null : shift <= 0.0001,
        ),
      );
    }
  }
  return lines;
}

await main();
