import type { Browser, Page } from '@playwright/test';
import { TRACE_CATEGORIES, type TraceEvent } from './mainThread';

/**
 * The trace events of `page` while `load` runs (Chromium's tracing through Playwright, TRACE_CATEGORIES), with
 * what `load` returned. One trace at a time per browser: the bench's loads are taken one after another.
 */
export async function traced<T>(browser: Browser, page: Page, load: () => Promise<T>): Promise<{ value: T; events: TraceEvent[] }> {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  const value = await load().catch(async (error: unknown) => {
    await browser.stopTracing();
    throw error;
  });
  const parsed = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  return { value, events: Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []) };
}
