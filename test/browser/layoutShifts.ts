import type { BrowserContext, Page } from '@playwright/test';

/** The page's layout shifts so far (Layout Instability entries without recent input). */
export interface Shifts {
  count: number;
  sum: number;
}

/**
 * A tab that adds up the page's layout shifts from its first frame. The layout hold's bound is a CSS animation:
 * stopped here, so a test proves what the widget does before it, whatever the machine's speed (the bound itself
 * belongs to the availability rules). Set before the tab's first document, which keeps it. `animations: 'run'`
 * leaves them running, for what the dialog shows: the browser counts no shift of what is transparent, and a
 * stopped opening animation keeps the dialog so.
 */
export async function measuredTab(context: BrowserContext, { animations = 'stopped' }: { animations?: 'stopped' | 'run' } = {}): Promise<Page> {
  const page = await context.newPage();
  if (animations === 'stopped') {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
  }
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: Shifts };
    w.__shift = { count: 0, sum: 0 };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (entry.hadRecentInput) continue;
        w.__shift.count++;
        w.__shift.sum += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return page;
}

/**
 * A measured tab whose animations run (the dialog's opening), sized to `viewport`, with Playwright's clock installed
 * and paused a minute ahead: a wait the widget bounds (plans above a screen's actions) ends only when the test moves
 * the clock. The clock holds animation frames too, and with them the widget's effects: the test moves it before it
 * expects them, and resumes it before reading shifts.
 */
export async function pausedTab(context: BrowserContext, viewport: { width: number; height: number }): Promise<Page> {
  const tab = await measuredTab(context, { animations: 'run' });
  await tab.setViewportSize(viewport);
  await tab.clock.install();
  await tab.clock.pauseAt(Date.now() + 60_000);
  return tab;
}

/** The shifts so far, once two more frames were drawn (entries are reported after the frame that shifted). */
export const shifts = (page: Page): Promise<Shifts> =>
  page.evaluate(
    () =>
      new Promise<Shifts>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { __shift: Shifts }).__shift))),
      ),
  );
