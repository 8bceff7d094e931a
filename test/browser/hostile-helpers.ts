import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ConsoleMessage, Frame, Page } from '@playwright/test';
import type { FixtureServer } from '../../fixtures/server';
import { expect, Widget } from './fixtures';
import { hook, patchConfig } from './helpers';

/** The hostile pages' protected sub-path (`<page>/members`), protected by `protectHostilePages`. */
export const membersPath = (pagePath: string) => `${pagePath.replace(/\/$/, '')}/members`;

/**
 * Adds a rule "any logged-in member" for `<page>/members` of each page to the demo site's rules (kept), as a
 * site owner protects a page in the dashboard.
 */
export async function protectHostilePages(world: FixtureServer, pagePaths: string[]): Promise<void> {
  const config = await hook(world, 'config', { site: 'demo', patch: {} });
  const rules = config.protectedPages as { id: number }[];
  const extra = pagePaths.map((p, i) => ({ id: 900 + i, path: membersPath(p), authenticatedUsers: true, resourceId: String(900 + i) }));
  await patchConfig(world, { protectedPages: [...rules, ...extra] });
}

/**
 * What reaches the host page from the widget: uncaught errors (pageerror, in every frame) and console errors.
 * `unexpected()` lists them minus the console messages the test expects.
 */
export function watchErrors(page: Page) {
  const uncaught: string[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (e) => uncaught.push(`${e.name}: ${e.message}`));
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() !== 'error') return;
    const url = m.location().url;
    // The fixture world is offline: the avatar service's picture cannot load (the widget shows the silhouette).
    if (/^Failed to load resource/.test(m.text()) && url.startsWith('https://www.gravatar.com/')) return;
    consoleErrors.push(`${m.text()} (${url})`);
  });
  return {
    uncaught,
    consoleErrors,
    expectNone(allowed: RegExp[] = []) {
      expect(uncaught, 'uncaught errors on the host page').toEqual([]);
      expect(
        consoleErrors.filter((t) => !allowed.some((r) => r.test(t))),
        'console errors',
      ).toEqual([]);
    },
  };
}

/** Whether the page's secret section is painted (visible with a height). */
export const secretPainted = (target: Page | Frame) =>
  target.evaluate(() => {
    const el = document.querySelector('[data-fixture-secret]');
    return !!el && el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && el.getBoundingClientRect().height > 0;
  });

/** The widget inside a frame (its shadow root pierced by locators like the page's). */
export class FrameWidget extends Widget {
  constructor(
    page: Page,
    readonly frame: Frame,
  ) {
    super(page);
  }
  override get host() {
    return this.frame.locator('memberspace-widget');
  }
}

/**
 * The diagnostics screen's Logs tab of this page view: opened by a member link the test adds to the page (an
 * absolute URL, so a <base href> cannot send it elsewhere), as a site owner's support link would.
 */
export async function diagnosticLogs(page: Page | Frame, widget: Widget): Promise<string> {
  await page.evaluate(() => {
    const a = document.createElement('a');
    a.href = `${location.origin}/member/diag`;
    a.textContent = 'Diagnostics';
    a.id = 'fx-diag-link';
    document.body.append(a);
  });
  await page.locator('#fx-diag-link').click();
  await widget.dialog.getByRole('tab', { name: /Logs/ }).click();
  return (await widget.dialog.getByRole('tabpanel').innerText()).trim();
}

/**
 * Results of one run, kept in a file beside the runner: Playwright starts a new worker after a failed test,
 * which would lose counts kept in memory. Keyed by the runner's process id (the parent of every worker).
 */
const resultsFile = () => join(tmpdir(), `memberspace-hardening-${process.ppid}.json`);

export function recordResult(page: string, passed: boolean): Record<string, boolean> {
  let results: Record<string, boolean> = {};
  try {
    results = JSON.parse(readFileSync(resultsFile(), 'utf8')) as Record<string, boolean>;
  } catch {
    // first test of the run
  }
  results[page] = (results[page] ?? true) && passed;
  writeFileSync(resultsFile(), JSON.stringify(results));
  return results;
}

/** Prints `[hardening] <label>: N passed of M` once every one of `all` has a result. */
export function reportCounts(label: string, all: string[], results: Record<string, boolean>): void {
  if (!all.every((p) => p in results)) return;
  const passed = all.filter((p) => results[p]).length;
  console.log(`[hardening] ${label}: ${passed} passed of ${all.length}`);
}
