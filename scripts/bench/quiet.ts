import type { Page } from '@playwright/test';
import { inPage } from './inPage';

/**
 * Waits until `look` (read from the page every 250 ms) has not changed for 1 s, at most 15 s: what the page loads
 * or runs after the moment measured is in. The benchmark polls on purpose: it measures, it asserts nothing. Read
 * through `inPage`, so the polling adds nothing to the page's own tasks.
 */
export async function untilQuiet(page: Page, look: () => unknown): Promise<void> {
  let last: unknown;
  for (let still = 0, waited = 0; still < 1000 && waited < 15_000; waited += 250) {
    await page.waitForTimeout(250);
    const now = await inPage(page, `(${look.toString()})()`);
    still = now === last ? still + 250 : 0;
    last = now;
  }
}
