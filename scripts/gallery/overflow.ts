import type { Page } from '@playwright/test';
import type { Where } from './stage';

/**
 * What sticks out sideways on the widget's current screen, for a phone where layouts stack (issue 23): the dialog
 * (or the first embed) scrolling sideways, and every element of the widget's shadow roots whose box reaches past
 * the viewport's left or right edge. Only the outermost offender of each overflowing branch is named (its
 * children go with it), as `tag.class "text" (left…right)`. Visually hidden `.sr-only` text is left out, and so is
 * what has no box. Empty when nothing overflows.
 */
export async function overflowProblems(page: Page, where: Where): Promise<string[]> {
  // Run by tsx (npm run gallery), this module's functions are compiled keeping their names through a __name helper
  // that the page does not have; Playwright's own test runner compiles without it.
  await page.evaluate('globalThis.__name ??= (f) => f');
  return page.evaluate((where) => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const name = (el: Element) => {
      const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `${el.tagName.toLowerCase()}${cls}${text ? ` "${text}"` : ''}`;
    };
    const hosts = [...document.querySelectorAll(where === 'embed' ? 'memberspace-embed' : 'memberspace-widget')].slice(
      0,
      where === 'embed' ? 1 : undefined,
    );
    for (const host of hosts) {
      const root = host.shadowRoot;
      if (!root) continue;
      const box = root.querySelector<HTMLElement>(where === 'embed' ? '[data-screen]' : '.dialog');
      if (box && box.scrollWidth > box.clientWidth + 1)
        problems.push(`${name(box).split(' ')[0]} scrolls sideways (scrollWidth ${box.scrollWidth} > clientWidth ${box.clientWidth})`);
      const outside = (el: Element) => {
        if (el.closest('.sr-only')) return false;
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) return false;
        if (getComputedStyle(el).visibility === 'hidden') return false;
        return r.right > width + 1 || r.left < -1;
      };
      for (const el of root.querySelectorAll('*')) {
        if (!outside(el)) continue;
        const parent = el.parentElement;
        if (parent && outside(parent)) continue; // named with its outermost offending ancestor
        const r = el.getBoundingClientRect();
        problems.push(`${name(el)} reaches outside the ${width} px screen (${Math.round(r.left)}…${Math.round(r.right)})`);
      }
    }
    return problems;
  }, where);
}
