import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page, Request } from '@playwright/test';
import type { FixtureServer } from '../../fixtures/server';
import { encodeChunks } from '../../src/core/signin/cookies';
import type { Tokens } from '../../src/core/signin/token';
import { tokensFrom } from '../../src/core/signin/tokenRenewal';
import { stringify } from '../../src/core/util/json';
import { expect, Widget } from './fixtures';
import { cardInput, zipInput } from './cardParts';
import { LoginScreen } from './screens/login';

async function callHook(world: FixtureServer, path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST'): Promise<Response> {
  return fetch(`${world.cdnUrl}/__test/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Calls a fixture test hook (/__test/...). */
export async function hook(world: FixtureServer, path: string, body?: unknown, method?: string): Promise<any> {
  return (await callHook(world, path, body, method)).json();
}

/** Merges `patch` into a site's configuration (POST /__test/config); fails the test if the fixture refuses it. */
export async function patchConfig(world: FixtureServer, patch: Record<string, unknown>, site = 'demo'): Promise<any> {
  const response = await callHook(world, 'config', { site, patch });
  expect(response.ok, `config patch ${JSON.stringify(patch)}`).toBe(true);
  return response.json();
}

/** A forced answer or delay (POST /__test/faults); `path` matches the request path as a substring or a regular expression. */
export interface Fault {
  method?: string;
  path: string;
  status?: number;
  body?: unknown;
  delayMs?: number;
  /** How many requests it applies to; unlimited when absent. */
  times?: number;
  /** The server acts, then the connection is cut: the answer is lost. */
  lose?: boolean;
  /** The status line and headers then nothing, or nothing at all, until the client gives up. */
  stall?: 'headers' | 'silent';
}

/** Forces a fault on the fixture server; fails the test if the fixture refuses it. */
export async function fault(world: FixtureServer, spec: Fault): Promise<void> {
  const response = await callHook(world, 'faults', spec);
  expect(response.ok, `fault ${JSON.stringify(spec)}`).toBe(true);
}

/**
 * Waits until the fixture server has taken every counted fault (`times`) on `path`. Playwright reports a request when
 * the browser is about to send it: a test that then jumps the page's clock past the widget's timeout can abort it
 * before it reaches the server, and the fault stays armed for the next request.
 */
export async function faultsTaken(world: FixtureServer, path: string): Promise<void> {
  const left = async () =>
    ((await hook(world, 'faults')) as { path: string; remaining: number | null }[]).filter((f) => f.path === path && f.remaining !== null);
  await expect.poll(async () => (await left()).length, `the fault on ${path} taken by the server`).toBe(0);
}

/** Requests the fixture server saw whose path contains `part`. */
export async function requestsTo(world: FixtureServer, part: string): Promise<{ method: string; path: string; status: number }[]> {
  const log = (await hook(world, 'requests')) as { method: string; path: string; status: number }[];
  return log.filter((r) => r.path.includes(part));
}

/**
 * A predicate for page.waitForRequest and page.on('request'): a `method` request whose URL path ends with
 * `path`, or matches it when it is a regular expression.
 */
export const isCall =
  (method: string, path: string | RegExp) =>
  (request: Request): boolean => {
    if (request.method() !== method) return false;
    const pathname = new URL(request.url()).pathname;
    return typeof path === 'string' ? pathname.endsWith(path) : path.test(pathname);
  };

const apiUrl = (world: FixtureServer, path: string) => `${world.cdnUrl}/api/v2/sites/demo${path}`;

/** A demo member's tokens as the fixture API's login answers them (accessToken, refreshToken, expiresAt). */
async function apiLogin(world: FixtureServer, email: string, password: string): Promise<{ accessToken: string; refreshToken: string }> {
  const response = await fetch(apiUrl(world, '/login'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 'password', email, password }),
  });
  expect(response.status, `fixture login of ${email}`).toBe(200);
  return (await response.json()) as { accessToken: string; refreshToken: string };
}

/** An access token for a demo member, straight from the fixture API (to prepare the server side, or to prove a password works). */
export async function apiToken(world: FixtureServer, email: string, password = 'password123'): Promise<string> {
  return (await apiLogin(world, email, password)).accessToken;
}

/**
 * Starts a demo member's session without the login UI, for tests that do not test signing in: the fixture API's
 * login gives the member's tokens, which go where the widget restores a session from, the first-party token cookie
 * (`ms_token_demo.N` on the site's origin, encoded and chunked by the widget's own rules: src/state/tokenCookies.ts).
 * Call it before the test's first page.goto, which then finds a returning member (no /login request, no login chunk).
 * The expiry is counted from now on the test's clock, as the widget counts it from when the tokens arrived.
 * Tests of signing in, and of what follows it (the after-login destination, login events), log in on the login screen.
 */
export async function startSession(page: Page, world: FixtureServer, email: string, password = 'password123'): Promise<Tokens> {
  const tokens = tokensFrom(await apiLogin(world, email, password), Date.now());
  const name = 'ms_token_demo';
  await page.context().addCookies(encodeChunks(stringify(tokens)).map((value, i) => ({ name: `${name}.${i}`, value, url: world.siteUrl })));
  return tokens;
}

/** A call to the demo site's fixture API as the member whose token it is; fails the test unless it answers 2xx. */
export async function apiCall(world: FixtureServer, token: string, method: string, path: string, body?: unknown): Promise<any> {
  const response = await fetch(apiUrl(world, path), {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
  return response.json();
}

import { openTask } from './screens/host';
export { loggedIn, memberInfo, openTask } from './screens/host';

/**
 * Starts collecting Content-Security-Policy violations: the browser's console reports and the page's
 * securitypolicyviolation events. Call it before the page loads; the function it returns lists them.
 */
export async function cspViolations(page: Page): Promise<() => Promise<string[]>> {
  const reported: string[] = [];
  page.on('console', (m) => /Content Security Policy|Refused to/.test(m.text()) && reported.push(m.text()));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => ((window as any).__csp ??= []).push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return async () => [...reported, ...(await page.evaluate(() => ((window as any).__csp ?? []) as string[]))];
}

/** Records every MemberSpace.* event from before the widget loads, as a host page listening early would. */
export function recordEvents(): void {
  const w = window as unknown as { __events: { type: string; detail: unknown }[] };
  w.__events = [];
  for (const type of ['MemberSpace.ready', 'MemberSpace.member.info', 'MemberSpace.member.logout']) {
    document.addEventListener(type, (e) => w.__events.push({ type, detail: structuredClone((e as CustomEvent).detail) }));
  }
}

export const events = (page: Page): Promise<{ type: string; detail: any }[]> =>
  page.evaluate(() => (window as unknown as { __events: { type: string; detail: any }[] }).__events);

// The login steps live on the login screen object (screens/login.ts); these keep their names for the specs not yet using it.

/** Fills in the open login screen and submits it; what follows (a session, an error) is the caller's to wait for. */
export async function fillLogin(widget: Widget, email: string, password = 'password123'): Promise<void> {
  await new LoginScreen(widget).signIn(email, password);
}

/** Logs in on the login screen and waits for the session, wherever the member is sent afterwards. */
export async function logIn(page: Page, world: FixtureServer, email: string, password = 'password123'): Promise<Widget> {
  const login = new LoginScreen(page);
  await login.logIn(world, email, password);
  return login.widget;
}

/** Logs in through the widget's own login screen, opened by the account link so the account follows. */
export async function logInThroughWidget(page: Page, world: FixtureServer, email: string, path = '/'): Promise<Widget> {
  const login = new LoginScreen(page);
  await login.logInToAccount(world, email, path);
  return login.widget;
}

/** The account open for a signed-in member without the login screen (LoginScreen.openAccountAs), for tests that do not test signing in. */
export async function openAccountAs(page: Page, world: FixtureServer, email: string, path = '/'): Promise<Widget> {
  const login = new LoginScreen(page);
  await login.openAccountAs(world, email, path);
  return login.widget;
}

/**
 * Logs in through the widget's login screen and waits for the after-login destination (part 1 §2) to load;
 * for the demo members with a plan that is another page (their plan's content URL).
 */
export async function logInAndLand(page: Page, world: FixtureServer, email: string): Promise<void> {
  await new LoginScreen(page).logInAndLand(world, email);
}

/** Logs in and waits until the member's after-login destination settled, wherever it goes. */
export async function logInAndSettle(page: Page, world: FixtureServer, email: string): Promise<Widget> {
  const login = new LoginScreen(page);
  await login.logInAndSettle(world, email);
  return login.widget;
}

/**
 * Holds every request whose URL matches `pattern` until `release`, then lets each go on unchanged; `held` names them
 * in the order they came (the last segment of each path).
 */
export async function holdRequests(page: Page, pattern: RegExp): Promise<{ held: string[]; release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(pattern, async (route) => {
    held.push(new URL(route.request().url()).pathname.replace(/^.*\//, ''));
    await released;
    await route.continue();
  });
  return { held, release };
}

/** The widget's files named `files` (under /widget/), as a pattern for holdRequests. */
export const widgetFilesNamed = (files: readonly string[]): RegExp => new RegExp(`/widget/(${files.map((f) => f.replace(/\./g, '\\.')).join('|')})$`);

/** The build's manifest (esbuild.mjs): the files of the boot path and of each part loaded before a click, and its id. */
export interface BuiltManifest {
  /** The boot path's one chunk, which the loader imports. */
  main: string;
  boot: string[];
  contract: string[];
  memberInfo: string[];
  atReady: string[];
  build: string;
}

/** The build the tests run: MS_DIST (a build made with MS_OUTDIR, esbuild.mjs), else dist/. */
const builtDir = (): string => process.env.MS_DIST ?? 'dist';

export const builtManifest = (): BuiltManifest => JSON.parse(readFileSync(join(builtDir(), 'manifest.json'), 'utf8')) as BuiltManifest;

/** The session's chunk (state/sessionChunk.ts: the session and the token cookies' writing), by a text only it holds. */
export const sessionChunk = (): Promise<string> => chunkWith('Expires=Thu, 01 Jan 1970');

/** The built chunk whose code contains `text` (hashed names change with every build). */
export async function chunkWith(text: string): Promise<string> {
  const dir = builtDir();
  for (const name of await readdir(dir)) if (name.endsWith('.js') && (await readFile(join(dir, name), 'utf8')).includes(text)) return name;
  throw new Error(`no chunk in ${dir} contains ${text}`);
}

/** The built chunks `chunk` imports statically, transitively (read from their text: `from"./x.js"`, `import"./x.js"`), without it. */
export async function staticImportsOf(chunk: string, seen = new Set<string>()): Promise<Set<string>> {
  const code = await readFile(join(builtDir(), chunk), 'utf8');
  for (const [, name] of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
    if (seen.has(name!)) continue;
    seen.add(name!);
    await staticImportsOf(name!, seen);
  }
  return seen;
}

/** Every widget file the page fetched (Resource Timing), by origin: the loader and its chunks under /widget/. */
export const widgetFiles = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name))
      .filter((u) => u.pathname.startsWith('/widget/'))
      .map((u) => ({ origin: u.origin, file: u.pathname.slice('/widget/'.length) })),
  );

export { cardInput, focusedCardPart, threeDSecure, zipInput } from './cardParts';

/** The account's way to change the card: a link or a button, by where it sits (a locator of the dialog). */
export const updateCardControl = (dialog: Locator): Locator =>
  dialog.getByRole('link', { name: 'Update credit card' }).or(dialog.getByRole('button', { name: 'Update credit card' }));

/** The paying demo member (card 4242 on file) on change credit card, opened from the account over `pagePath`. */
export async function openChangeCard(page: Page, world: FixtureServer, pagePath?: string): Promise<Widget> {
  const widget = new Widget(page);
  await startSession(page, world, 'paid@demo.test');
  await openTask(page, world, '/member/account', pagePath);
  await updateCardControl(widget.dialog).click();
  return widget;
}

/** Types a card into the provider's parts (number, expiry, CVC) and our ZIP. */
export async function fillCardField(page: Page, number: string, zip = '94107'): Promise<void> {
  await cardInput(page, 'number').fill(number);
  await cardInput(page, 'expiry').fill('12 / 40');
  await cardInput(page, 'cvc').fill('123');
  await zipInput(page).fill(zip);
}

/** Types a card into the card field of the widget's dialog. */
export const fillCard = (widget: Widget, number: string, zip?: string): Promise<void> => fillCardField(widget.page, number, zip);
