import type { Locator, Page } from '@playwright/test';
import type { FixtureServer } from '../../fixtures/server';
import { expect } from './fixtures';

/** The spec's texts (part 1 §8). */
export const NETWORK = 'Network error.';
export const SERVER = 'Server error - Please try again later or contact support.';
export const GENERAL = 'Error - Please try again later or contact support.';

/** A fixture fault with the garbage fields of fixtures/api/faults.ts (text, empty, hugeBytes, stall). */
export interface GarbageFault {
  method?: string;
  path: string;
  status?: number;
  body?: unknown;
  text?: string;
  contentType?: string;
  empty?: boolean;
  hugeBytes?: number;
  stall?: 'headers' | 'silent';
  delayMs?: number;
  times?: number;
}

export async function garbageFault(world: FixtureServer, spec: GarbageFault): Promise<void> {
  const response = await fetch(`${world.cdnUrl}/__test/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(spec),
  });
  expect(response.status, `fault ${JSON.stringify(spec).slice(0, 200)}`).toBe(201);
}

export async function clearFaults(world: FixtureServer): Promise<void> {
  await fetch(`${world.cdnUrl}/__test/faults`, { method: 'DELETE' });
}

/** The exact path of a demo site call, as a fault pattern: `^/api/v2/sites/demo{tail}$`. */
export const callPath = (tail: string): string => `^/api/v2/sites/demo${tail.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;

const HTML_PAGE = '<!DOCTYPE html><html><head><title>Error</title></head><body><h1>Bad Gateway</h1><p>The upstream server is down.</p></body></html>';

/** Garbage for any call (acknowledgements included): what each must show. */
export interface BrowserKind {
  name: string;
  fault: Omit<GarbageFault, 'method' | 'path'>;
  message: string;
}
export const FORM_KINDS: BrowserKind[] = [
  { name: 'HTML error page, 502', fault: { status: 502, text: HTML_PAGE, contentType: 'text/html' }, message: SERVER },
  { name: 'HTML page, 200', fault: { status: 200, text: HTML_PAGE, contentType: 'text/html' }, message: GENERAL },
  { name: 'truncated JSON, 200', fault: { status: 200, text: '{"accessToken":"eyJhbGciOi', contentType: 'application/json' }, message: GENERAL },
  { name: 'huge body, 200', fault: { status: 200, hugeBytes: 6 * 1024 * 1024 }, message: GENERAL },
  { name: 'empty body, 503', fault: { status: 503, empty: true }, message: SERVER },
];

/** Collects uncaught errors of the page (the widget must never throw into the host page). */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

/** A typed value to find again after a failure: a text field's value, or a box that must stay checked. */
export type Kept = [Locator, string] | [Locator, true];

export async function expectKept(kept: Kept[], context: string): Promise<void> {
  for (const [locator, value] of kept) {
    if (value === true) await expect(locator, context).toBeChecked();
    else await expect(locator, context).toHaveValue(value);
  }
}
