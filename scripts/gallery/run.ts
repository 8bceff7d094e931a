/**
 * `npm run gallery`: every screen and state of the widget (the scene table, ./scenes.ts) and the browser extension's
 * popup, photographed at 1280×800 and 390×844 from the fixture world, into gallery/ with an index.html that shows
 * desktop and phone side by side. Builds first when dist/ or dist-extension/ is missing or older than its sources.
 * A scene that fails is recorded in the index and the run goes on; the exit code is 1 if any failed.
 *
 * Options: --only <text> (scenes whose id contains it), --out <dir> (default gallery), --workers <n> (default 2:
 * each a fixture server and a browser context), --no-build.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { startFixtureServer, type FixtureServer } from '../../fixtures/server';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.mjs';
import { indexPage, type Shot, type Row } from './html';
import { overflowProblems } from './overflow';
import { playGroup } from './play';
import { GROUPS, type Group } from './scenes';
import { SCENE_WAIT_MS } from './stage';
import { resetWorld } from './world';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const ONLY = option('only');
const OUT = resolve(option('out') ?? 'gallery');
const WORKERS = Math.max(1, Number(option('workers') ?? 2));

export const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;
type SizeName = (typeof SIZES)[number]['name'];

/** The newest modification time under `paths` (files or folders), in ms. */
function newest(paths: string[]): number {
  let latest = 0;
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
    else latest = Math.max(latest, stat.mtimeMs);
  };
  for (const path of paths) visit(path);
  return latest;
}

/** Builds the embed and the extension when their output is missing or older than what they are built from. */
function buildIfStale(): void {
  const built = (file: string) => (existsSync(file) ? statSync(file).mtimeMs : 0);
  if (built('dist/widget.js') < newest(['src', 'esbuild.mjs', 'aliases.mjs', 'package.json'])) {
    console.log('gallery: building the embed (node esbuild.mjs)…');
    execFileSync('node', ['esbuild.mjs'], { stdio: 'inherit' });
  }
  if (built('dist-extension/chrome-mv3/manifest.json') < newest(['src', 'extension', 'wxt.config.ts', 'aliases.mjs', 'package.json'])) {
    console.log('gallery: building the extension (wxt build)…');
    execFileSync('npx', ['wxt', 'build'], { stdio: 'inherit' });
  }
}

const rows = new Map<string, Row>();
const rowOf = (group: Group, id: string, title: string): Row => {
  let row = rows.get(id);
  if (!row) {
    row = { group: group.title, groupId: group.id, id, title, shots: {} };
    rows.set(id, row);
  }
  return row;
};

/** Photographs what the page shows; a dialog taller than the screen also whole, on a screen as tall as it. */
async function photograph(page: Page, file: string, whole: boolean): Promise<Shot> {
  await page.screenshot({ path: join(OUT, file), animations: 'disabled', caret: 'hide' });
  const shot: Shot = { file };
  if (!whole) return shot;
  const viewport = page.viewportSize()!;
  const height = await page.evaluate(() => {
    const dialog = document.querySelector('memberspace-widget')?.shadowRoot?.querySelector('.dialog');
    const scroller = dialog?.parentElement;
    return scroller ? Math.max(scroller.scrollHeight, dialog!.getBoundingClientRect().height) : 0;
  });
  if (height > viewport.height + 4) {
    await page.setViewportSize({ width: viewport.width, height: Math.min(Math.ceil(height), 6000) });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    shot.full = file.replace(/\.png$/, '-full.png');
    await page.screenshot({ path: join(OUT, shot.full), animations: 'disabled', caret: 'hide' });
    await page.setViewportSize(viewport);
  }
  return shot;
}

async function runJob(browser: Browser, server: FixtureServer, group: Group, size: (typeof SIZES)[number]): Promise<void> {
  const started = Date.now();
  await resetWorld(server);
  const context = await browser.newContext({ viewport: size.viewport, reducedMotion: 'reduce', deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.setDefaultTimeout(SCENE_WAIT_MS);
  try {
    await playGroup(page, server, group, async ({ scene, id, error }) => {
      const row = rowOf(group, id, scene.title);
      const file = `${id}-${size.name}.png`;
      let shot: Shot = { file: '' };
      try {
        shot = await photograph(page, file, scene.where === 'dialog');
      } catch (e) {
        shot.error = `no picture: ${e instanceof Error ? e.message : e}`;
      }
      if (error) shot.error = error;
      if (size.name === 'phone' && !error)
        shot.overflow = await overflowProblems(page, scene.where).catch((e) => [`the overflow check failed: ${e instanceof Error ? e.message : e}`]);
      row.shots[size.name as SizeName] = shot;
      process.stdout.write(error ? `\n  FAILED ${id} (${size.name}): ${error.split('\n')[0]}\n` : '.');
    });
  } finally {
    await context.close();
    if (process.env.GALLERY_TIMES) console.log(`\n  ${group.id} ${size.name}: ${Date.now() - started} ms`);
  }
}

/** The extension's popup, opened as a page on a tab of the fixture site (as test/browser/extension.spec.ts does). */
async function photographPopup(server: FixtureServer): Promise<void> {
  const group: Group = { id: 'extension', title: 'The browser extension', scenes: [] };
  const extensionDir = resolve('dist-extension', 'chrome-mv3');
  const profile = await mkdtemp(join(tmpdir(), 'ms-gallery-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath() ?? undefined,
    headless: true,
    ignoreDefaultArgs: ['--disable-extensions'],
    args: [...CHROMIUM_ARGS, `--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`],
    reducedMotion: 'reduce',
  });
  try {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: SCENE_WAIT_MS }));
    const extensionId = new URL(worker.url()).host;
    const tabIds = () => worker.evaluate(async () => ((await (globalThis as any).chrome.tabs.query({})) as { id: number }[]).map((t) => t.id));
    const cases = [
      { id: 'extension-popup-no-widget', title: 'Extension popup on a page without the widget (preview form)', path: '/no-widget/' },
      { id: 'extension-popup-attached', title: 'Extension popup on a page with the widget (attached)', path: '/' },
    ];
    for (const c of cases) {
      const row = rowOf(group, c.id, c.title);
      for (const size of SIZES) {
        const shot: Shot = { file: `${c.id}-${size.name}.png` };
        try {
          const before = await tabIds();
          const site = await context.newPage();
          await site.goto(`${server.siteUrl}${c.path}`);
          const tabId = (await tabIds()).find((id) => !before.includes(id));
          const popup = await context.newPage();
          await popup.setViewportSize(size.viewport);
          popup.setDefaultTimeout(SCENE_WAIT_MS);
          await popup.goto(`chrome-extension://${extensionId}/popup.html?tab=${tabId}`);
          await popup.getByRole('heading').first().waitFor();
          await popup.getByRole('button').first().waitFor();
          await popup.evaluate(() => document.fonts.ready);
          await popup.screenshot({ path: join(OUT, shot.file), animations: 'disabled', caret: 'hide' });
          await popup.close();
          await site.close();
        } catch (e) {
          shot.error = e instanceof Error ? e.message.split('\n')[0] : String(e);
          process.stdout.write(`\n  FAILED ${c.id} (${size.name}): ${shot.error}\n`);
        }
        row.shots[size.name] = shot;
      }
    }
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  const started = Date.now();
  if (!args.includes('--no-build')) buildIfStale();
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('Chromium is missing: run node scripts/chromium.mjs');
  await rm(OUT, { recursive: true, force: true });
  await mkdir(OUT, { recursive: true });

  const groups = GROUPS.map((g) => ({ ...g, scenes: g.scenes.filter((s) => !ONLY || `${g.id}-${s.id}`.includes(ONLY)) })).filter(
    (g) => g.scenes.length,
  );
  const jobs = groups.flatMap((group) => SIZES.map((size) => ({ group, size })));
  // Register rows in table order, whatever order the workers finish in.
  for (const g of groups) for (const s of g.scenes) rowOf(g, `${g.id}-${s.id}`, s.title);

  const servers = await Promise.all(Array.from({ length: Math.min(WORKERS, Math.max(1, jobs.length)) }, () => startFixtureServer()));
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  try {
    console.log(`gallery: ${rows.size} scenes × ${SIZES.length} sizes, ${servers.length} at a time`);
    await Promise.all(
      servers.map(async (server) => {
        for (let job = jobs.shift(); job; job = jobs.shift()) await runJob(browser, server, job.group, job.size);
      }),
    );
    if (!ONLY || 'extension-popup'.includes(ONLY) || ONLY.startsWith('extension')) await photographPopup(servers[0]!);
  } finally {
    await browser.close();
    await Promise.all(servers.map((s) => s.close()));
  }

  const all = [...rows.values()];
  const failed = all.filter((r) => Object.values(r.shots).some((s) => s?.error));
  const index = join(OUT, 'index.html');
  await writeFile(index, indexPage(all, { seconds: Math.round((Date.now() - started) / 1000), sizes: SIZES }));
  console.log(
    `\ngallery: ${all.length} scenes in ${Math.round((Date.now() - started) / 1000)} s, ${failed.length} failed${failed.length ? `: ${failed.map((r) => r.id).join(', ')}` : ''}`,
  );
  console.log(`gallery: ${relative(process.cwd(), index) || index} (file://${index})`);
  return failed.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
