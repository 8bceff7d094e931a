import type { Page } from '@playwright/test';
import type { FixtureServer } from '../../fixtures/server';
import { expect, Widget } from './fixtures';

/** Calls a fixture test hook (/__test/...). */
export async function hook(world: FixtureServer, path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST'): Promise<any> {
  const response = await fetch(`${world.cdnUrl}/__test/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.json();
}

/** Requests the fixture server saw whose path contains `part`. */
export async function requestsTo(world: FixtureServer, part: string): Promise<{ method: string; path: string; status: number }[]> {
  const log = (await hook(world, 'requests')) as { method: string; path: string; status: number }[];
  return log.filter((r) => r.path.includes(part));
}

/** Records every MemberSpace.* event from before the widget loads, as a host page listening early would. */
export function recordEvents(): void {
  const w = window as unknown as { __events: { type: string; detail: unknown }[] };
  w.__events = [];
  for (const type of ['MemberSpace.ready', 'MemberSpace.member.info', 'MemberSpace.member.logout']) {
    document.addEventListener(type, (e) => w.__events.push({ type, detail: structuredClone((e as CustomEvent).detail) }));
  }
}

export const events = (page: Page): Promise<{ type: string; detail: any }[]> =>
  page.evaluate(() => (window as unknown as { __events: { type: string; detail: any }[] }).__events);

/** Logs in through the widget's own login screen, opened by the account link so the account follows. */
export async function logInThroughWidget(page: Page, world: FixtureServer, email: string, path = '/'): Promise<Widget> {
  const widget = new Widget(page);
  await page.goto(`${world.siteUrl}${path}${path.includes('?') ? '&' : '?'}msopen=/member/account`);
  await widget.dialog.getByLabel('Email').fill(email);
  await widget.dialog.getByLabel('Password').fill('password123');
  await widget.dialog.getByRole('button', { name: 'Log into your account' }).click();
  await widget.dialog.getByRole('heading', { name: 'Your Account' }).waitFor();
  return widget;
}

export const memberInfo = (page: Page): Promise<any> => page.evaluate(() => (window as any).MemberSpace.getMemberInfo());

/**
 * Logs in through the widget's login screen and waits for the after-login destination (part 1 §2) to load;
 * for the demo members with a plan that is another page (their plan's content URL).
 */
export async function logInAndLand(page: Page, world: FixtureServer, email: string): Promise<void> {
  const dialog = new Widget(page).dialog;
  await page.goto(`${world.siteUrl}/?msopen=/member/sign_in`);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('password123');
  await dialog.getByRole('button', { name: 'Log into your account' }).click();
  await page.waitForURL((url) => !url.searchParams.has('msopen'));
  await new Widget(page).ready();
  expect((await memberInfo(page)).isLoggedIn).toBe(true);
}
