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

export interface Focused {
  tag: string;
  type: string | null;
  /** The control's accessible text: its aria-label, its label's text, or its own text. */
  label: string;
  inDialog: boolean;
  checked: boolean;
}

/** What has the focus inside the widget's shadow root (null: the focus is on the host page). */
export function focused(page: Page, host = 'memberspace-widget'): Promise<Focused | null> {
  return page.evaluate((h) => {
    const root = document.querySelector(h)?.shadowRoot;
    const el = root?.activeElement as HTMLInputElement | null | undefined;
    if (!el) return null;
    const label = el.getAttribute('aria-label') ?? el.closest('label')?.textContent ?? el.textContent ?? '';
    return {
      tag: el.tagName.toLowerCase(),
      type: el.getAttribute('type'),
      label: label.replace(/\s+/g, ' ').trim(),
      inDialog: !!root!.querySelector('[role=dialog]')?.contains(el),
      checked: !!el.checked,
    };
  }, host);
}

/**
 * Moves through a form with Tab alone, from the control in focus, acting on each control the way a keyboard user does: types the value whose
 * pattern matches a text field's label, Space on a checkbox to be checked, ArrowDown on a select and on a radio
 * group; stops on the button whose label matches `until` (not pressed). Fails when it goes round without it.
 */
export async function tabThroughForm(page: Page, values: [RegExp, string][], until: RegExp, checks: RegExp[] = [], limit = 40): Promise<string[]> {
  const visited: string[] = [];
  for (let i = 0; i < limit; i++) {
    // The screen put the focus on its first field: that one is filled before the first Tab.
    if (i > 0) await page.keyboard.press('Tab');
    const f = await focused(page);
    if (!f || (i === 0 && f.tag === 'button')) continue;
    visited.push(`${f.tag}${f.type ? `[${f.type}]` : ''} ${f.label}`);
    if (f.tag === 'button' && until.test(f.label)) return visited;
    if (f.tag === 'select') await page.keyboard.press('ArrowDown');
    else if (f.type === 'checkbox' && !f.checked && checks.some((c) => c.test(f.label))) await page.keyboard.press('Space');
    else if (f.type === 'radio' && !f.checked) await page.keyboard.press('ArrowDown');
    else if (f.tag === 'input' || f.tag === 'textarea') {
      const value = values.find(([pattern]) => pattern.test(f.label));
      if (value) await page.keyboard.type(value[1]);
    }
  }
  throw new Error(`no button ${until} within ${limit} Tabs; visited: ${visited.join(' | ')}`);
}

/** Presses Tab until `match` says the focus is where it should be (a host-page link, our button). */
export async function tabTo(page: Page, match: () => Promise<boolean>, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await match()) return;
  }
  throw new Error(`not reached within ${limit} Tabs`);
}
