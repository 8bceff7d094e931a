import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

export { logInAndSettle as signIn } from './helpers';

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
    // A refused protected page keeps <body> cloaked (core/access/cloak.ts): lifted for the run, or nothing in it shows.
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
      inDialog: !!root!.querySelector('.dialog')?.contains(el),
    };
  }, host);
}

export interface Focused {
  tag: string;
  type: string | null;
  /** The control's accessible text: its aria-label, its label's text, or its own text. */
  label: string;
  inDialog: boolean;
  checked: boolean;
}

/**
 * What has the focus in the widget: inside its shadow root, or in a third party's part slotted into it (the card
 * provider's inputs sit in the page's light DOM, each in the provider's own frame: ui/lightSlot.tsx). Null: the
 * focus is on the host page.
 */
export async function focused(page: Page, host = 'memberspace-widget'): Promise<Focused | null> {
  // The provider's redirect (postMessage) may move the focus out of its frame between the two reads below: read again.
  for (let tries = 0; tries < 20; tries++) {
    const read = await focusedOnce(page, host);
    if (read !== 'moved') return read;
  }
  return null;
}

async function focusedOnce(page: Page, host: string): Promise<Focused | null | 'moved'> {
  const inWidget = await page.evaluate((h) => {
    const describe = (el: HTMLInputElement, inDialog: boolean) => {
      const label = el.getAttribute('aria-label') ?? el.closest('label')?.textContent ?? el.textContent ?? '';
      return {
        tag: el.tagName.toLowerCase(),
        type: el.getAttribute('type'),
        label: label.replace(/\s+/g, ' ').trim(),
        inDialog,
        checked: !!el.checked,
      };
    };
    const root = document.querySelector(h)?.shadowRoot;
    const el = root?.activeElement as HTMLInputElement | null | undefined;
    if (el) return describe(el, !!root!.querySelector('.dialog')?.contains(el));
    // A slotted part: in the dialog when the slot it is assigned to is.
    const active = document.activeElement as HTMLInputElement | null;
    const slotted = active?.closest('[data-ms-slot]');
    if (!active || !slotted) return null;
    return active.tagName === 'IFRAME' ? 'frame' : describe(active, !!slotted.assignedSlot?.closest('.dialog'));
  }, host);
  if (inWidget !== 'frame') return inWidget;
  // The provider's frame: what has the focus inside it.
  const frameElement = (await page.evaluateHandle(() => document.activeElement)).asElement();
  const frame = await frameElement?.contentFrame();
  if (!frameElement || !frame) return 'moved';
  const inDialog = await frameElement.evaluate((el) => !!el.closest('[data-ms-slot]')?.assignedSlot?.closest('.dialog'));
  return frame.evaluate((d) => {
    const el = document.activeElement as HTMLInputElement | null;
    if (!el || el === document.body) return null;
    const label = el.getAttribute('aria-label') ?? el.closest('label')?.textContent ?? el.textContent ?? '';
    return {
      tag: el.tagName.toLowerCase(),
      type: el.getAttribute('type'),
      label: label.replace(/\s+/g, ' ').trim(),
      inDialog: d,
      checked: !!el.checked,
    };
  }, inDialog);
}

/**
 * Moves through a form with Tab alone, from the control in focus, acting on each control the way a keyboard user does: types the value whose
 * pattern matches a text field's label, Space on a checkbox to be checked, ArrowDown on a select and on a radio
 * group; stops on the button whose label matches `until` (not pressed). Fails when it goes round without it.
 */
const describeFocus = (f: Focused | null) => (f ? `${f.tag}${f.type ? `[${f.type}]` : ''} ${f.label}` : '');

export async function tabThroughForm(page: Page, values: [RegExp, string][], until: RegExp, checks: RegExp[] = [], limit = 40): Promise<string[]> {
  const visited: string[] = [];
  for (let i = 0; i < limit; i++) {
    // The screen put the focus on its first field: that one is filled before the first Tab.
    let read = await focused(page);
    if (i > 0) {
      // Tab out of the card provider's frame lands a message later (its script moves the focus): wait for it to move.
      const before = describeFocus(read);
      await page.keyboard.press('Tab');
      await expect
        .poll(async () => describeFocus((read = await focused(page))), { timeout: 2_000 })
        .not.toBe(before)
        .catch(() => undefined);
    }
    const f = read;
    if (!f || (i === 0 && f.tag === 'button')) continue;
    visited.push(describeFocus(f));
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

/** Presses Tab until `match` says the focus is where it should be (a host-page link, our button after the home page's long list of pages). */
export async function tabTo(page: Page, match: () => Promise<boolean>, limit = 200): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await match()) return;
  }
  throw new Error(`not reached within ${limit} Tabs`);
}

export interface FocusRing {
  control: string;
  /** Outline and box-shadow while focused by keyboard, and once the focus moved on. */
  focused: string;
  unfocused: string;
}

/**
 * Tabs once round the focusable controls of the widget's dialog (or `scope`), and for each reads its outline and
 * box-shadow while it has the keyboard focus and again after the next Tab moved on. The card provider's inputs
 * draw their ring on the box around them (as the real provider's frame does): that box is read for them.
 */
export async function focusRings(page: Page, scope = '.dialog'): Promise<FocusRing[]> {
  const ring = (el: Element) => {
    const s = getComputedStyle(el);
    return `outline: ${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}; box-shadow: ${s.boxShadow}`;
  };
  const rings: FocusRing[] = [];
  await page.evaluate(() => {
    (window as any).__ring = null;
  });
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const step = await page.evaluate(
      ([sel, ringSrc]) => {
        const read = new Function(`return (${ringSrc})`)() as (el: Element) => string;
        const root = document.querySelector('memberspace-widget')!.shadowRoot!;
        const scopeEl = root.querySelector(sel)!;
        const w = window as any;
        const drawn = (el: Element) => el.closest('.card-input') ?? el;
        let previous: { control: string; focused: string; unfocused: string } | null = null;
        if (w.__ring) previous = { control: w.__ring.control, focused: w.__ring.focused, unfocused: read(drawn(w.__ring.el)) };
        const el = root.activeElement;
        if (!el || !scopeEl.contains(el)) return { previous, current: null, seenBefore: false };
        const seenBefore = (w.__seen ??= new Set()).has(el);
        w.__seen.add(el);
        const control = `${el.tagName.toLowerCase()} ${(el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}`;
        w.__ring = { el, control, focused: read(drawn(el)) };
        return { previous, current: control, seenBefore };
      },
      [scope, ring.toString()] as const,
    );
    if (step.previous) rings.push(step.previous);
    if (step.seenBefore) break;
  }
  await page.evaluate(() => {
    delete (window as any).__ring;
    delete (window as any).__seen;
  });
  return rings;
}

/** A ring shows: an outline or a box-shadow that the control does not have unfocused. */
export const ringShows = (r: FocusRing): boolean => r.focused !== r.unfocused && !/^outline: none [^;]*; box-shadow: none$/.test(r.focused);

/**
 * What a reader of enlarged text would lose on the widget's current screen (the dialog, else the embed `scope`):
 * text cut off by its box (wider than a box that hides or scrolls sideways), text boxes drawn over each other,
 * content wider than the dialog (a sideways scroll), and controls that scrolling cannot bring into view.
 */
export function layoutProblems(page: Page, scope?: { host: string; selector: string }): Promise<string[]> {
  return page.evaluate((s) => {
    const hostSel = s?.host ?? 'memberspace-widget';
    const host = document.querySelector(hostSel)!;
    const root = host.shadowRoot!;
    const box = root.querySelector<HTMLElement>(s?.selector ?? '.dialog')!;
    const problems: string[] = [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    const visible = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const ownText = (el: Element) => [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim());
    const all = [...box.querySelectorAll('*')].filter(visible);
    // Sideways: the dialog itself and the backdrop that scrolls it.
    const scroller = box.parentElement; // the backdrop; an embed scrolls with the page
    if (scroller && scroller.scrollWidth > scroller.clientWidth + 1)
      problems.push(`the page of the dialog scrolls sideways (${scroller.scrollWidth} > ${scroller.clientWidth})`);
    if (box.scrollWidth > box.clientWidth + 1) problems.push(`the dialog scrolls sideways (${box.scrollWidth} > ${box.clientWidth})`);
    const edge = box.getBoundingClientRect();
    for (const el of all) {
      const style = getComputedStyle(el);
      if (el.closest('.sr-only')) continue;
      if (style.overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0)
        problems.push(`${name(el)} cuts or scrolls its content sideways (${el.scrollWidth} > ${el.clientWidth})`);
      if (style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth) problems.push(`${name(el)} ends in an ellipsis`);
      if (ownText(el)) {
        const r = el.getBoundingClientRect();
        if (r.right > edge.right + 1 || r.left < edge.left - 1) problems.push(`${name(el)} reaches outside the dialog`);
      }
    }
    // Text drawn over text or under a control: the line boxes of each element's own text, against each other
    // and against the boxes of the controls (a close button over a long heading).
    const textRects = (el: Element) =>
      [...el.childNodes]
        .filter((n) => n.nodeType === 3 && n.textContent!.trim())
        .flatMap((n) => {
          const range = document.createRange();
          range.selectNodeContents(n);
          return [...range.getClientRects()];
        });
    const pieces = all
      .filter((el) => !el.closest('.sr-only'))
      .flatMap((el) => {
        const control = el.matches('button,a[href],input,select,textarea');
        const rects = control ? [el.getBoundingClientRect()] : textRects(el);
        // Text scrolled out of a scrolling box is not drawn: only what its scrolling ancestors show counts.
        const clips = [] as DOMRect[];
        for (let up: Element | null = el; up && up !== box; up = up.parentElement)
          if (getComputedStyle(up).overflowY !== 'visible') clips.push(up.getBoundingClientRect());
        return rects
          .map((r) =>
            clips.reduce(
              (c, k) =>
                new DOMRect(
                  Math.max(c.left, k.left),
                  Math.max(c.top, k.top),
                  Math.min(c.right, k.right) - Math.max(c.left, k.left),
                  Math.min(c.bottom, k.bottom) - Math.max(c.top, k.top),
                ),
              r,
            ),
          )
          .filter((r) => r.width > 0 && r.height > 0)
          .map((r) => ({ el, r }));
      });
    for (let i = 0; i < pieces.length; i++) {
      for (let j = i + 1; j < pieces.length; j++) {
        const a = pieces[i]!,
          b = pieces[j]!;
        if (a.el === b.el || a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const w = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
        const h = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
        if (w > 2 && h > 2) problems.push(`${name(a.el)} overlaps ${name(b.el)}`);
      }
    }
    // Every control can be scrolled to, and is then on top where it is drawn.
    for (const el of all.filter((e) => e.matches('a[href],button,input,select,textarea,[tabindex]:not([tabindex="-1"])'))) {
      if ((el as HTMLInputElement).type === 'hidden') continue;
      el.scrollIntoView({ block: 'center', inline: 'center' });
      const r = el.getBoundingClientRect();
      const x = r.left + r.width / 2,
        y = r.top + r.height / 2;
      const top = root.elementFromPoint(x, y);
      const onScreen = x >= 0 && y >= 0 && x <= innerWidth && y <= innerHeight;
      if (!onScreen || !top || !(top === el || el.contains(top) || top.contains(el) || top.closest('label')?.contains(el)))
        problems.push(`${name(el)} cannot be brought into view (${top ? name(top) : 'nothing'} is there)`);
    }
    if (scroller) scroller.scrollTop = 0;
    return problems;
  }, scope ?? null);
}
