import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { FixtureServer } from '../../fixtures/server';
import { expect, Widget } from './fixtures';
import { fillLogin, memberInfo, openTask } from './helpers';

/** axe-core's own build, read once: injected as a script's text, so pages need no network for it. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Violation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core over the widget's host elements (the member button, the dialog, embeds: axe walks into their
 * open shadow roots) and returns what it found. Injects axe on first use; the page must allow inline scripts
 * (every fixture page but /hostile/ and /csp-strict/ has no CSP).
 */
export async function axeWidget(page: Page, hosts = 'memberspace-widget, memberspace-embed'): Promise<AxeResult> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async (selector) => {
    const axe = (window as any).axe;
    const include = [...document.querySelectorAll(selector)];
    if (!include.length) throw new Error(`no widget element matches ${selector}`);
    // axe-core lays out what it measures (colour contrast, overlaps) from <body> down, and the widget's host sits
    // after <body> (ui/mount.ts): for the run it is moved to the end of <body>, where it renders the same.
    const moved = include.filter((el) => el.parentElement === document.documentElement);
    for (const el of moved) document.body.append(el);
    // A refused protected page keeps <body> cloaked (core/cloak.ts): lifted for the run, or nothing in it shows.
    const cloaked = moved.length > 0 && getComputedStyle(document.body).opacity === '0';
    if (cloaked) for (const p of ['opacity', 'visibility']) document.body.style.setProperty(p, p === 'opacity' ? '1' : 'visible', 'important');
    try {
      const result = await axe.run(
        { include },
        // The WCAG 2.x A and AA rules and axe's best practices; "region" asks the host page for landmarks, not us.
        {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
          rules: { region: { enabled: false } },
        },
      );
      const contrast = (list: any[]) => list.find((r: any) => r.id === 'color-contrast')?.nodes.length ?? 0;
      return {
        violations: result.violations.map((v: any) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          targets: v.nodes.map((n: any) => JSON.stringify(n.target)),
        })),
        contrastChecked: contrast(result.passes) + contrast(result.violations),
        contrastUndecided: contrast(result.incomplete),
      };
    } finally {
      for (const el of moved) document.documentElement.append(el);
      if (cloaked) for (const p of ['opacity', 'visibility']) document.body.style.removeProperty(p);
    }
  }, hosts);
}

export interface AxeResult {
  violations: Violation[];
  /** Text nodes whose contrast axe measured (passed or failed): 0 would mean the check never ran. */
  contrastChecked: number;
  /** Text nodes axe could not decide (an image or gradient behind, an empty field): reported, not failed. */
  contrastUndecided: number;
}

export const isBlocking = (v: Violation): boolean => v.impact === 'serious' || v.impact === 'critical';

/** The shadow root's focused element, described for messages. */
export function focusedInWidget(page: Page, host = 'memberspace-widget') {
  return page.evaluate((h) => {
    const root = document.querySelector(h)?.shadowRoot;
    const el = root?.activeElement as HTMLElement | null | undefined;
    if (!el) return null;
    return {
      tag: el.tagName.toLowerCase(),
      name: el.getAttribute('aria-label') ?? el.getAttribute('name') ?? el.textContent?.trim() ?? '',
      type: el.getAttribute('type'),
      inDialog: !!root!.querySelector('[role=dialog]')?.contains(el),
    };
  }, host);
}

/**
 * Logs in on the login screen and waits until the member's after-login destination settled, wherever it goes (a
 * plan's welcome page is another page load).
 */
export async function signIn(page: Page, world: FixtureServer, email: string): Promise<void> {
  const widget = new Widget(page);
  await openTask(page, world, '/member/sign_in');
  await fillLogin(widget, email);
  const landed = async () => {
    if (!new URL(page.url()).searchParams.has('msopen')) return (await memberInfo(page)).isLoggedIn;
    const screen = await widget.dialog.getAttribute('data-screen', { timeout: 100 });
    return screen !== 'login' && (await memberInfo(page)).isLoggedIn;
  };
  await expect.poll(() => landed().catch(() => false), { timeout: 15_000 }).toBe(true);
  await page.waitForLoadState();
}
