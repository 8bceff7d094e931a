/**
 * The peer part of `npm run bench`: the fixture site's plain page (/) without any widget (the baseline), with our
 * widget (the recommended snippet, the page's async tag, that tag without async), and with each peer's published
 * browser bundle instead of ours, booted as its docs say, at normal speed and with the CPU slowed 4x, a new browser
 * context per load. The Lighthouse table (scripts/bench/lighthouse.ts) serves its variants the same way. Also the page with visibility markers
 * (/content-embeds) without and with our widget, for the layout shift our markers may cause.
 *
 * The bench takes each page once as the fixture site serves it and serves every variant of it itself, from a
 * "host" origin on 127.0.0.1 (so every variant's document arrives the same way); the peers' files and their
 * stand-in APIs come from a second origin (as their CDNs and APIs are another origin than the site). Both
 * servers listen on free ports and are closed at the end. What answers each peer's calls is in STAND_INS below
 * and printed with the table.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Browser, Page } from '@playwright/test';
import type { FixtureServer } from '../../fixtures/server';
import { serveStatic } from '../../fixtures/staticFiles';
import { layoutShift, longest, overlapping, totalBlockingTime, type Task } from './budgets';
import { untilQuiet } from './quiet';
import { siteIds } from '../../fixtures/site/ids';
import { WIDGET_URL } from '../snippet.mjs';
import { atBodyEnd, attr, inHead, snippetInstall, withBlockingLoader, withoutInstall } from './hostPage';
import { isApiCall, isWidgetAsset, kb, ratio, summarize, table, wireBytes, type Fetched } from './stats';

/** tsx compiles with keepNames: functions sent to the page call its __name helper, which the page lacks. */
export const NAME_SHIM = 'globalThis.__name ??= (f) => f;';

export const PEER_CONDITIONS = ['normal', 'cpu 4x'] as const;
export type PeerCondition = (typeof PEER_CONDITIONS)[number];

/** What answers each peer's network calls, printed beside the table. */
export const STAND_INS: Record<string, string> = {
  portal:
    'stand-in on the host origin (as Ghost serves its API with the site): GET members/api/member/ answers 204 (no member), ' +
    'the content API answers settings (portal button on, free signup), no tiers, no newsletters; any other call 404',
  hanko:
    'stand-in on the peer origin: POST /login answers a login_init flow state (the email form), GET /sessions/validate ' +
    '{is_valid:false}; any other call 404',
  memberstack:
    'stand-in on the peer origin (init({domain}) points the SDK at it): every call answers {"data":null} (no member, ' + 'page view tracked)',
};

const PORTAL_SETTINGS = {
  title: 'Demo Yoga Studio',
  description: 'Yoga classes',
  accent_color: '#3d7a64',
  locale: 'en',
  members_enabled: true,
  members_invite_only: false,
  members_signup_access: 'all',
  allow_self_signup: true,
  paid_members_enabled: false,
  portal_button: true,
  portal_name: true,
  portal_plans: ['free'],
  portal_button_style: 'icon-and-text',
  portal_button_signup_text: 'Subscribe',
  portal_button_icon: null,
  portal_default_plan: 'yearly',
  recommendations_enabled: false,
};

const HANKO_LOGIN_INIT = {
  name: 'login_init',
  status: 200,
  payload: {},
  csrf_token: 'bench',
  actions: {
    continue_with_login_identifier: {
      action: 'continue_with_login_identifier',
      href: '/login?action=continue_with_login_identifier%40bench',
      inputs: { email: { name: 'email', type: 'email', max_length: 120, required: true, hidden: false } },
      description: 'Enter an identifier to login.',
    },
  },
};

export interface Variant {
  name: string;
  /** The fixture page it is built from. */
  page: string;
  html: string;
  /** Whether a fetched URL is this variant's widget JavaScript or CSS. */
  isAsset: (url: string) => boolean;
}

/** One page load's figures (ms unless said; null when the page reported none). */
interface PeerLoad {
  bytes: number;
  scriptMs: number;
  longTasks: number;
  longestTask: number;
  tbt: number;
  fcp: number | null;
  lcp: number | null;
  cls: number;
  /** Ours only: the config call's round trip (start to response end). */
  configRtt: number | null;
}

/** Medians over the runs of one variant under one condition. */
export interface PeerCell {
  variant: string;
  page: string;
  condition: PeerCondition;
  runs: number;
  bytes: number | null;
  scriptMs: number | null;
  /** The most long tasks in one load, and the longest task of all loads. */
  longTasks: number;
  longestTask: number;
  tbt: number | null;
  fcp: number | null;
  lcp: number | null;
  cls: number | null;
  configRtt: number | null;
}

export interface PeerResult {
  cells: PeerCell[];
  /** Per variant: the calls other than documents and the widget's files, with how each ended. */
  network: Record<string, string[]>;
  /** Loads that failed (left out of the medians), with why. */
  failed: string[];
}

/** Installed in every page before its scripts: paints, layout shifts and long tasks from the start. */
const VITALS = () => {
  const v = {
    fcp: null as number | null,
    lcp: null as number | null,
    shifts: [] as { value: number; hadRecentInput: boolean }[],
    tasks: [] as [number, number][],
  };
  (window as unknown as { __vitals: typeof v }).__vitals = v;
  const watch = (type: string, each: (e: PerformanceEntry & Record<string, unknown>) => void) => {
    try {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) each(e as PerformanceEntry & Record<string, unknown>);
      }).observe({ type, buffered: true });
    } catch {
      // an entry type this browser lacks: its figure stays empty
    }
  };
  watch('paint', (e) => {
    if (e.name === 'first-contentful-paint') v.fcp = e.startTime;
  });
  watch('largest-contentful-paint', (e) => {
    v.lcp = e.startTime;
  });
  watch('layout-shift', (e) => v.shifts.push({ value: e.value as number, hadRecentInput: e.hadRecentInput as boolean }));
  watch('longtask', (e) => v.tasks.push([e.startTime, e.duration]));
};

type Vitals = { fcp: number | null; lcp: number | null; shifts: { value: number; hadRecentInput: boolean }[]; tasks: Task[] };

const CORS_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';

function json(res: ServerResponse, status: number, body?: unknown): void {
  res.writeHead(status, body === undefined ? {} : { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

/** The peers' files: URL path under /assets/ → [folder, file]. */
function assetFiles(memberstackDir: string): Record<string, [string, string]> {
  const modules = join(process.cwd(), 'node_modules');
  return {
    'portal/portal.min.js': [join(modules, '@tryghost/portal/umd'), 'portal.min.js'],
    'hanko/elements.js': [join(modules, '@teamhanko/hanko-elements/dist'), 'elements.js'],
    'memberstack/memberstack.js': [memberstackDir, 'memberstack.js'],
  };
}

/** Memberstack's npm package is a module for bundlers: bundled here for the browser, minified, as a site's build would. */
async function bundleMemberstack(dir: string): Promise<void> {
  await build({
    stdin: {
      // Its README: init({ publicKey }) once, then getCurrentMember(). `domain` (a documented option) points it at the stand-in.
      contents: `import memberstackDOM from '@memberstack/dom';
const script = document.currentScript;
const memberstack = memberstackDOM.init({ publicKey: 'pk_sb_bench0000000000', domain: script.dataset.domain });
memberstack.getCurrentMember().catch(() => {});`,
      resolveDir: process.cwd(),
      loader: 'js',
    },
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    define: { 'process.env.NODE_ENV': '"production"' },
    outfile: join(dir, 'memberstack.js'),
    logLevel: 'error',
  });
}

export interface Servers {
  host: string;
  peer: string;
  documents: Map<string, string>;
  close(): Promise<void>;
}

async function startServers(memberstackDir: string): Promise<Servers> {
  const documents = new Map<string, string>();
  const assets = assetFiles(memberstackDir);
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname;
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Allow-Methods', CORS_METHODS);
    res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
    res.setHeader('Timing-Allow-Origin', '*');
    res.setHeader('Vary', 'Origin');
    if (req.method === 'OPTIONS') return json(res, 204);
    const variant = url.searchParams.get('variant');
    const document = variant === null ? undefined : documents.get(`${path}|${variant}`);
    if (document !== undefined) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store, max-age=0' });
      return void res.end(document);
    }
    if (path.startsWith('/assets/')) {
      const file = assets[path.slice('/assets/'.length)];
      if (file && (await serveStatic(req, res, file[0], file[1], 'no-cache'))) return;
      return json(res, 404, { error: 'not found' });
    }
    // Portal: the Ghost site's members API and content API.
    if (path === '/members/api/member/') return json(res, 204);
    if (path === '/ghost/api/content/settings/') return json(res, 200, { settings: { ...PORTAL_SETTINGS, url: `http://${req.headers.host}` } });
    if (path === '/ghost/api/content/tiers/') return json(res, 200, { tiers: [] });
    if (path === '/ghost/api/content/newsletters/') return json(res, 200, { newsletters: [] });
    // Hanko: its flow API.
    if (path === '/hanko-api/login' && req.method === 'POST') return json(res, 200, HANKO_LOGIN_INIT);
    if (path === '/hanko-api/sessions/validate') return json(res, 200, { is_valid: false });
    // Memberstack: every call.
    if (path.startsWith('/memberstack-api/')) return json(res, 200, { data: null });
    json(res, 404, { error: 'not answered by the stand-in' });
  };
  const servers = [0, 1].map(() =>
    createServer(
      (req, res) =>
        void handle(req, res).catch(() => {
          if (!res.headersSent) res.writeHead(500);
          res.end();
        }),
    ),
  );
  const [host, peer] = await Promise.all(servers.map((s) => listen(s)));
  return {
    host: `http://127.0.0.1:${host}`,
    peer: `http://127.0.0.1:${peer}`,
    documents,
    close: () =>
      Promise.all(
        servers.map(
          (s) =>
            new Promise<void>((resolve) => {
              s.close(() => resolve());
              s.closeAllConnections();
            }),
        ),
      ).then(() => undefined),
  };
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
}

/** A fixture page as the fixture site serves it. */
async function fixturePage(fixture: FixtureServer, path: string): Promise<string> {
  const res = await fetch(`${fixture.siteUrl}${path}`);
  if (!res.ok) throw new Error(`the fixture page ${path} answered ${res.status}`);
  return res.text();
}

/** Our two installs of the issue-38 budget lines, then the blocking one, by variant name. */
export const OURS = { snippet: 'ours, snippet', asyncTag: 'ours, async tag', blocking: 'ours, blocking loader' } as const;
export const PEERS = ['portal', 'hanko', 'memberstack'] as const;

/**
 * The variants of one fixture page (`html`, as served at `page`): without any widget, with ours installed by the
 * recommended snippet and by the page's own async tag (and, with `blocking`, without async), and with each peer.
 */
export async function pageVariants(
  fixture: FixtureServer,
  s: Servers,
  page: string,
  html: string,
  options: { blocking?: boolean } = {},
): Promise<Variant[]> {
  const bare = withoutInstall(html);
  const ours = (url: string) => isWidgetAsset(url, fixture.cdnUrl);
  const peer = (name: string) => (url: string) => url.startsWith(`${s.peer}/assets/${name}/`);
  const snippet = snippetInstall(
    await readFile(join('dist', 'snippet.js'), 'utf8'),
    WIDGET_URL,
    `${fixture.cdnUrl}/widget/widget.js`,
    siteIds.subdomain,
  );
  return [
    { name: 'no widget', page, html: bare, isAsset: () => false },
    // The recommended install (README): the asynchronous snippet, in head where the page had its install.
    { name: OURS.snippet, page, html: inHead(bare, snippet), isAsset: ours },
    // As the fixture page installs it: <script async src=widget.js> in head.
    { name: OURS.asyncTag, page, html, isAsset: ours },
    // As the protected pages install it: the loader in head without async, so its cloak holds the first paint.
    ...(options.blocking ? [{ name: OURS.blocking, page, html: withBlockingLoader(html), isAsset: ours }] : []),
    {
      name: 'portal',
      page,
      // Its README: <script defer src=".../umd/portal.min.js" data-ghost="<site>">, with the content API's URL and key.
      html: inHead(
        bare,
        `<script defer src="${s.peer}/assets/portal/portal.min.js" data-ghost="${attr(s.host)}" data-api="${attr(`${s.host}/ghost/api/content/`)}" data-key="bench0000000000000000000000"></script>`,
      ),
      isAsset: peer('portal'),
    },
    {
      name: 'hanko',
      page,
      // Its README: import { register } from ".../dist/elements.js" in a module script, register(apiUrl), then <hanko-auth>.
      html: atBodyEnd(
        inHead(
          bare,
          `<script type="module">import { register } from "${s.peer}/assets/hanko/elements.js"; register("${s.peer}/hanko-api");</script>`,
        ),
        '<hanko-auth></hanko-auth>',
      ),
      isAsset: peer('hanko'),
    },
    {
      name: 'memberstack',
      page,
      html: inHead(
        bare,
        `<script defer src="${s.peer}/assets/memberstack/memberstack.js" data-domain="${attr(`${s.peer}/memberstack-api`)}"></script>`,
      ),
      isAsset: peer('memberstack'),
    },
  ];
}

/** The peer table's variants: the plain page's, and /content-embeds without and with ours (its markers' layout shift). */
async function variants(fixture: FixtureServer, s: Servers): Promise<Variant[]> {
  const markers = await fixturePage(fixture, '/content-embeds');
  return [
    ...(await pageVariants(fixture, s, '/', await fixturePage(fixture, '/'), { blocking: true })),
    { name: 'no widget', page: '/content-embeds', html: withoutInstall(markers), isAsset: () => false },
    { name: OURS.asyncTag, page: '/content-embeds', html: markers, isAsset: (url) => isWidgetAsset(url, fixture.cdnUrl) },
  ];
}

/**
 * The bench's host and peer servers with `list` served (by page and name), for the peer table and the Lighthouse
 * table alike; `url` is where a variant's document is. Closed, with the Memberstack bundle's folder, by `close`.
 */
export async function hostVariants(
  fixture: FixtureServer,
  list: (s: Servers) => Promise<Variant[]>,
): Promise<{ variants: Variant[]; url: (v: Variant) => string; servers: Servers; close: () => Promise<void> }> {
  const memberstackDir = await mkdtemp(join(tmpdir(), 'ms-bench-peers-'));
  const s = await startServers(memberstackDir);
  const close = async () => {
    await s.close();
    await rm(memberstackDir, { recursive: true, force: true });
  };
  try {
    await bundleMemberstack(memberstackDir);
    const all = await list(s);
    for (const v of all) s.documents.set(`${v.page}|${v.name}`, v.html);
    return { variants: all, url: (v) => `${s.host}${v.page}?variant=${encodeURIComponent(v.name)}`, servers: s, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Waits until the page has fetched nothing new, run no new long task and kept its ready state for 1 s. */
const quiet = (page: Page) =>
  untilQuiet(
    page,
    () =>
      `${performance.getEntriesByType('resource').length}/${(window as unknown as { __vitals: { tasks: unknown[] } }).__vitals.tasks.length}/${document.readyState}`,
  );

async function loadOnce(
  browser: Browser,
  s: Servers,
  fixture: FixtureServer,
  v: Variant,
  condition: PeerCondition,
  calls: Set<string>,
  screenshot?: string,
): Promise<PeerLoad> {
  const context = await browser.newContext();
  try {
    await context.addInitScript(NAME_SHIM);
    await context.addInitScript(VITALS);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    if (condition === 'cpu 4x') await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const isDocument = (url: string) => url.startsWith(`${s.host}/`) && new URL(url).pathname === v.page;
    const isCall = (url: string) => !isDocument(url) && !v.isAsset(url) && !url.startsWith('data:');
    const where = (url: string) =>
      url.startsWith(s.host) ? 'host' : url.startsWith(s.peer) ? 'peer' : url.startsWith(fixture.cdnUrl) ? 'cdn' : 'other';
    const name = (method: string, url: string) => `${method} ${where(url)} ${new URL(url).pathname}`;
    page.on('response', (r) => {
      if (isCall(r.url())) calls.add(`${name(r.request().method(), r.url())} → ${r.status()}`);
    });
    page.on('requestfailed', (r) => {
      if (isCall(r.url())) calls.add(`${name(r.method(), r.url())} → failed (${r.failure()?.errorText ?? '?'})`);
    });
    await page.goto(`${s.host}${v.page}?variant=${encodeURIComponent(v.name)}`, { waitUntil: 'load', timeout: 90_000 });
    await quiet(page);
    if (screenshot) await page.screenshot({ path: screenshot, fullPage: true });
    const seen = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({
        url: e.name,
        startTime: e.startTime,
        responseEnd: e.responseEnd,
        transferSize: e.transferSize,
        encodedBodySize: e.encodedBodySize,
      }));
      return { vitals: (window as unknown as { __vitals: unknown }).__vitals, loadEnd: nav?.loadEventEnd ?? 0, resources };
    });
    const vitals = seen.vitals as Vitals;
    const resources = seen.resources as Fetched[];
    const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
    // The load's end: the load event, the last fetch or the last long task, whichever came last (then 1 s quiet).
    const end = Math.max(seen.loadEnd, ...resources.map((r) => r.responseEnd), ...vitals.tasks.map(([start, d]) => start + d));
    const tasks = overlapping(vitals.tasks, 0, end);
    const config = resources.find((r) => isApiCall(r.url, fixture.cdnUrl) && /\/configuration(?:\?|$)/.test(r.url));
    return {
      bytes: wireBytes(resources.filter((r) => v.isAsset(r.url))),
      scriptMs: (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? Number.NaN) * 1000,
      longTasks: tasks.length,
      longestTask: longest(tasks),
      tbt: vitals.fcp === null ? Number.NaN : totalBlockingTime(vitals.tasks, vitals.fcp, end),
      fcp: vitals.fcp,
      lcp: vitals.lcp,
      cls: layoutShift(vitals.shifts),
      configRtt: config ? config.responseEnd - config.startTime : null,
    };
  } finally {
    await context.close();
  }
}

/** Every variant under every condition, `runs` loads each, taken in turn (so a busy moment spreads over all). */
/** With `shotsDir`, the first load of each variant at normal speed leaves a screenshot there (to see each booted as it should). */
export async function benchPeers(browser: Browser, fixture: FixtureServer, runs: number, shotsDir?: string): Promise<PeerResult> {
  const host = await hostVariants(fixture, (s) => variants(fixture, s));
  const s = host.servers;
  try {
    const list = host.variants;
    const loads = new Map<string, PeerLoad[]>();
    const calls = new Map<string, Set<string>>(list.map((v) => [v.name, new Set()]));
    const key = (v: Variant, c: PeerCondition) => `${v.page}|${v.name}|${c}`;
    const failed: string[] = [];
    for (let i = 0; i < runs; i++) {
      for (const condition of PEER_CONDITIONS) {
        for (const v of list) {
          const shot =
            shotsDir && i === 0 && condition === 'normal'
              ? join(shotsDir, `${v.page.replace(/\W/g, '') || 'plain'}-${v.name.replace(/\W+/g, '-')}.png`)
              : undefined;
          // A load that fails (a busy machine can keep a 2.7 MB bundle from its load event for long) is counted, not fatal.
          const load = await loadOnce(browser, s, fixture, v, condition, calls.get(v.name)!, shot).catch((error: unknown) => {
            failed.push(`${v.page} ${v.name} / ${condition}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
            return null;
          });
          if (load) loads.set(key(v, condition), [...(loads.get(key(v, condition)) ?? []), load]);
        }
      }
      process.stdout.write('.');
    }
    const median = (values: (number | null)[]) => summarize(values.filter((x): x is number => x !== null))?.median ?? null;
    const cells = list.flatMap((v) =>
      PEER_CONDITIONS.map((condition): PeerCell => {
        const l = loads.get(key(v, condition)) ?? [];
        return {
          variant: v.name,
          page: v.page,
          condition,
          runs: l.length,
          bytes: median(l.map((x) => x.bytes)),
          scriptMs: median(l.map((x) => x.scriptMs)),
          longTasks: Math.max(0, ...l.map((x) => x.longTasks)),
          longestTask: Math.max(0, ...l.map((x) => x.longestTask)),
          tbt: median(l.map((x) => x.tbt)),
          fcp: median(l.map((x) => x.fcp)),
          lcp: median(l.map((x) => x.lcp)),
          cls: median(l.map((x) => x.cls)),
          configRtt: median(l.map((x) => x.configRtt)),
        };
      }),
    );
    return { cells, network: Object.fromEntries([...calls].map(([name, set]) => [name, [...set].sort()])), failed };
  } finally {
    await host.close();
  }
}

export const cellOf = (r: PeerResult, variant: string, condition: PeerCondition, page = '/'): PeerCell | undefined =>
  r.cells.find((c) => c.variant === variant && c.condition === condition && c.page === page);

const ms = (n: number | null) => (n === null ? '–' : `${n.toFixed(0)} ms`);
const delta = (n: number | null, base: number | null, digits = 0, unit = ' ms') =>
  n === null ? '–' : `${n.toFixed(digits)}${unit}${base === null ? '' : ` (${n - base >= 0 ? '+' : ''}${(n - base).toFixed(digits)})`}`;

/** The peers' table: every variant under both conditions, against the page without any widget, and our ratio to each peer. */
export function reportPeers(r: PeerResult): void {
  const runs = Math.max(0, ...r.cells.map((c) => c.runs));
  console.log(`\nBeside the peers: the fixture's plain page (/) without any widget, with ours (installed by the recommended snippet, by`);
  console.log(`the page's <script async> tag, and by that tag without async) and with each peer instead (median of ${runs} loads,`);
  console.log("a new browser profile each). bytes = the widget's JavaScript and CSS over the wire, compressed as served (brotli, as");
  console.log("for ours); script = main-thread script evaluation (Chromium's ScriptDuration, CDP Performance.getMetrics, whole load);");
  console.log('long tasks = most in one load (longest of all); TBT = sum of (task - 50 ms) between first contentful paint and the');
  console.log("load's end (the load event, the last fetch or the last long task, whichever is last, after 1 s with nothing new);");
  console.log("FCP, LCP, CLS with their difference to the same page without any widget; ours/peer = our figure (the snippet's) over the peer's.\n");
  const rows = r.cells.map((c) => {
    const base = cellOf(r, 'no widget', c.condition, c.page);
    const ours = cellOf(r, OURS.snippet, c.condition, c.page);
    const isPeer = c.variant in STAND_INS;
    return [
      `${c.page} ${c.variant} / ${c.condition}`,
      kb(c.bytes),
      ms(c.scriptMs),
      `${c.longTasks} (${c.longestTask.toFixed(0)} ms)`,
      ms(c.tbt),
      delta(c.fcp, c === base ? null : (base?.fcp ?? null)),
      delta(c.lcp, c === base ? null : (base?.lcp ?? null)),
      delta(c.cls, c === base ? null : (base?.cls ?? null), 3, ''),
      isPeer ? ratio(c.bytes, ours?.bytes) : '',
      isPeer ? ratio(c.scriptMs, ours?.scriptMs) : '',
      isPeer ? ratio(c.tbt, ours?.tbt) : '',
    ];
  });
  console.log(table(['page / variant / cpu', 'bytes', 'script', 'long tasks', 'TBT', 'FCP', 'LCP', 'CLS', 'ours/peer bytes', 'script', 'TBT'], rows));
  console.log("\nTheir network calls (every call other than the page and the widget's own files, with how it ended, over all loads):");
  for (const [name, stand] of Object.entries(STAND_INS)) console.log(`- ${name}: ${stand}.\n    seen: ${r.network[name]?.join('; ') || 'none'}`);
  const ours = [...new Set(Object.values(OURS).flatMap((name) => r.network[name] ?? []))].sort();
  console.log(`- ours: the fixture API (the fixture server, as for every other table).\n    seen: ${ours.join('; ') || 'none'}`);
  if (r.failed.length) console.log(`\n${r.failed.length} load(s) failed and are left out of the medians:\n- ${r.failed.join('\n- ')}`);
}
