import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { startFixtureServer, type FixtureServer } from '../../fixtures/server';
import { test as base, expect, Widget } from './fixtures';
import { widgetFiles } from './helpers';

/**
 * The userscript (dist/memberspace-dev.user.js, README "The userscript") run as a manager runs it: its whole text
 * at document start in the page's own world, before the page's scripts. A second fixture server stands in for the
 * developer's local build (`npm run dev`) on another origin.
 */
const USERSCRIPT = resolve(process.env.MS_DIST || 'dist', 'memberspace-dev.user.js');

const test = base.extend<{}, { local: FixtureServer }>({
  local: [
    async ({}, use) => {
      const server = await startFixtureServer(process.env.MS_DIST ? { distDir: process.env.MS_DIST } : {});
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
});

test("the userscript replaces the site's widget with the chosen build: one widget, its chunks from the chosen origin", async ({
  page,
  world,
  local,
}) => {
  const body = await readFile(USERSCRIPT, 'utf8');
  expect(body.split('\n')[0]).toBe('// ==UserScript==');
  // The page's entry, as the developer (or the extension's popup) writes it: the site is read from the page.
  const entry = { build: 'local', loaderUrl: `${local.cdnUrl}/widget/widget.js`, env: 'fixture' };
  await page.addInitScript((value) => {
    if (!localStorage.getItem('memberspace.harness')) localStorage.setItem('memberspace.harness', value);
  }, JSON.stringify(entry));
  await page.addInitScript(body);
  await page.goto(`${world.siteUrl}/`);

  const widget = new Widget(page);
  await widget.ready();
  await expect(widget.memberButton).toBeVisible();
  await expect(widget.host).toHaveCount(1);
  const state = await page.evaluate(() => {
    const ms = (window as any).MemberSpace;
    const tag = document.querySelector<HTMLScriptElement>('script[data-ms-harness]');
    return { ready: ms.ready, build: ms.build, subdomain: ms.subdomain, src: tag?.src, dataset: { ...tag?.dataset } };
  });
  expect(state).toMatchObject({ ready: true, subdomain: 'demo', src: `${local.cdnUrl}/widget/widget.js` });
  expect(state.build).toMatch(/^[0-9a-f]{10}$/);
  // The page's config named the site; the local build asks for its live reload whatever the environment.
  expect(state.dataset).toEqual({ subdomain: 'demo', env: 'fixture', msExtension: '', msHarness: 'local', msDev: '' });

  // The page's own loader tag was fetched but booted nothing: every chunk came from the chosen origin.
  const files = await widgetFiles(page);
  const chunks = files.filter((f) => f.file !== 'widget.js');
  expect(chunks.length).toBeGreaterThan(0);
  expect(chunks.filter((f) => f.origin !== local.cdnUrl)).toEqual([]);
  expect(files).toContainEqual({ origin: local.cdnUrl, file: 'widget.js' });

  // `{"build":"off"}` turns it off on this site: the page's own widget again.
  await page.evaluate(() => localStorage.setItem('memberspace.harness', '{"build":"off"}'));
  await page.reload();
  await widget.ready();
  await expect(widget.host).toHaveCount(1);
  await expect(page.locator('script[data-ms-harness]')).toHaveCount(0);
  expect((await widgetFiles(page)).every((f) => f.origin === world.cdnUrl)).toBe(true);
});
