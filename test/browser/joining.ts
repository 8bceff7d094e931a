import type { Locator, Page } from '@playwright/test';
import type { FixtureServer } from '../../fixtures/server';
import { expect, Widget } from './fixtures';
import { openTask } from './helpers';

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

// The label wraps the required mark and the field's error too: match its start, which 'Confirm email' does not share.
export const emailField = (d: Locator) => d.getByLabel(/^Email/);

/** Fills the register form: the fixed fields, valid, and every custom field type of the demo site. */
export async function fillRegistration(d: Locator, address: string): Promise<void> {
  await d.getByLabel('First name').fill('Rita');
  await d.getByLabel('Last name').fill('Register');
  await emailField(d).fill(address);
  await d.getByLabel('Confirm email').fill(address);
  await d.getByLabel('Password').fill('stretch-daily');
  await d.getByLabel('Phone number').fill('555-0100'); // text
  await d.getByLabel('Yoga experience').selectOption('intermediate'); // dropdown
  await d.getByLabel('Your goals').fill('Touch my toes'); // textarea
  await d.getByLabel('Send me the newsletter').check(); // checkbox
  const styles = d.getByRole('group', { name: 'Favourite styles' }); // multiple-select
  await styles.getByLabel('Hatha').check();
  await styles.getByLabel('Yin').check();
  await d.getByRole('radiogroup', { name: 'Preferred class time' }).getByLabel('Evening').check(); // radio
}

/** Every value fillRegistration typed is still in the form (after an error, offline, a refused answer). */
export async function expectRegistrationKept(d: Locator, address: string): Promise<void> {
  await expect(d.getByLabel('First name')).toHaveValue('Rita');
  await expect(d.getByLabel('Last name')).toHaveValue('Register');
  await expect(emailField(d)).toHaveValue(address);
  await expect(d.getByLabel('Confirm email')).toHaveValue(address);
  await expect(d.getByLabel('Password')).toHaveValue('stretch-daily');
  await expect(d.getByLabel('Phone number')).toHaveValue('555-0100');
  await expect(d.getByLabel('Yoga experience')).toHaveValue('intermediate');
  await expect(d.getByLabel('Your goals')).toHaveValue('Touch my toes');
  await expect(d.getByLabel('Send me the newsletter')).toBeChecked();
  await expect(d.getByRole('group', { name: 'Favourite styles' }).getByLabel('Yin')).toBeChecked();
  await expect(d.getByRole('radiogroup', { name: 'Preferred class time' }).getByLabel('Evening')).toBeChecked();
}

/** A new visitor registers from the plan's sign-up link and reaches plan signup, signed in. */
export async function registerFor(page: Page, world: FixtureServer, planId: string, email: string): Promise<Widget> {
  const widget = new Widget(page);
  await openTask(page, world, `/member/sign_up/${planId}`);
  await fillRegistration(widget.dialog, email);
  await widget.dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(widget.dialog).toHaveAttribute('data-screen', 'signupToPlan');
  return widget;
}

/** What fillRegistration sends as customSignupFieldValues, by field id. */
export const REGISTRATION_FIELD_VALUES = { 11: '555-0100', 12: 'intermediate', 13: 'Touch my toes', 14: true, 15: ['hatha', 'yin'], 16: 'evening' };
