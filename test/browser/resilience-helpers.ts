import type { BrowserContext, Locator, Page } from '@playwright/test';
import type { FixtureServer } from '../../fixtures/server';
import { expect, test, Widget } from './fixtures';
import { cardInput, hook, zipInput } from './helpers';
export { registerFor } from './joining';

/** Steps shared by the resilience suites (offline, two tabs, expiring tokens). */

export const NETWORK_ERROR = 'Network error.';

export interface Charge {
  amount: number;
  status: string;
  publicPlanId: string;
  memberId: number;
}
/** Every charge the fixture server made since the reset. */
export const ledger = async (world: FixtureServer): Promise<Charge[]> => (await hook(world, 'ledger')) as Charge[];

export const membershipsOf = async (world: FixtureServer, email: string): Promise<any[]> =>
  ((await hook(world, 'members?site=demo')) as any[]).find((m) => m.email === email)?.memberships ?? [];

export const memberRecord = async (world: FixtureServer, email: string): Promise<any> =>
  ((await hook(world, 'members?site=demo')) as any[]).find((m) => m.email === email);

export const CARDS = { ok: '4242424242424242', mastercard: '5555555555554444' };

/** The card field shows what was typed (the stand-in formats the number in groups of four). */
export async function expectCardKept(widget: Widget, number: string): Promise<void> {
  await expect(cardInput(widget.page, 'number')).toHaveValue(number.replace(/(\d{4})(?=\d)/g, '$1 '));
  await expect(cardInput(widget.page, 'expiry')).toHaveValue('12 / 40');
  await expect(cardInput(widget.page, 'cvc')).toHaveValue('123');
  await expect(zipInput(widget.page)).toHaveValue('94107');
}

export const submitButton = (dialog: Locator): Locator => dialog.locator('button[type=submit]');

/** Uncaught errors reaching the host page, collected from the moment it is called. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Drops the whole browser context off the network (every tab, the API and the CDN), or brings it back. */
export const offline = (context: BrowserContext, on = true): Promise<void> => context.setOffline(on);

/**
 * Counts for the suite's one `[hardening]` line. Each suite file runs its tests in one worker, in order
 * (`test.describe.configure({ mode: 'default' })`), so one module-level tally covers the whole file.
 */
export function tally<K extends string>(keys: readonly K[], line: (counts: Record<K, number>) => string) {
  const counts = Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  test.afterAll(() => {
    console.log(`[hardening] ${line(counts)}`);
  });
  return (key: K, by = 1) => {
    counts[key] += by;
  };
}
