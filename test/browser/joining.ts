import type { Locator, Page } from '@playwright/test';
import type { FixtureServer } from '../../fixtures/server';
import type { Widget } from './fixtures';
import { REGISTRATION_FIELD_VALUES, RegisterScreen } from './screens/register';

/** Steps shared by the registration, plan signup and join-journey tests. */

/** Records the purchase events from before the widget loads, as a host page listening early would. */
export function recordPurchases(): void {
  const w = window as unknown as { __purchases: { type: string; detail: unknown }[] };
  w.__purchases = [];
  for (const type of ['MemberSpace.conversion', 'MemberSpace.purchase']) {
    document.addEventListener(type, (e) => w.__purchases.push({ type, detail: structuredClone((e as CustomEvent).detail) }));
  }
}

export const purchases = (page: Page): Promise<{ type: string; detail: any }[]> =>
  page.evaluate(() => (window as unknown as { __purchases: { type: string; detail: any }[] }).__purchases);

/** The site's conversion code (part 1 §5 templates): each run records the converting member's email. */
export const conversionCodeConfig = {
  customThirdPartyIntegration: {
    trackingCode: null,
    conversionCode: "<script>(window.__conversionRuns = window.__conversionRuns || []).push('{{email}}');</script>",
  },
};
export const conversionCodeRuns = (page: Page): Promise<string[]> => page.evaluate(() => (window as any).__conversionRuns ?? []);

// The register form's steps live on its screen object (screens/register.ts); these keep their names for the
// specs not yet using it.

export const emailField = (d: Locator) => new RegisterScreen(d).email;

/** Fills the register form: the fixed fields, valid, and every custom field type of the demo site. */
export async function fillRegistration(d: Locator, address: string): Promise<void> {
  await new RegisterScreen(d).fillIn(address);
}

/** Every value fillRegistration typed is still in the form (after an error, offline, a refused answer). */
export async function expectRegistrationKept(d: Locator, address: string): Promise<void> {
  await new RegisterScreen(d).expectKept(address);
}

/** A new visitor registers from the plan's sign-up link and reaches plan signup, signed in. */
export async function registerFor(page: Page, world: FixtureServer, planId: string, email: string): Promise<Widget> {
  const register = new RegisterScreen(page);
  await register.registerFor(world, planId, email);
  return register.widget;
}

export { REGISTRATION_FIELD_VALUES };
