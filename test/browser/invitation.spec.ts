import type { Page } from '@playwright/test';
import { seededMagicTokens } from '../../fixtures/api/seed';
import type { FixtureServer } from '../../fixtures/server';
import { expect, test, Widget } from './fixtures';
import { fault, hook, isCall, logInThroughWidget, memberInfo, openTask } from './helpers';

/** Invitation (part 1 §2): accept by choosing a password, then sign up for the invited plan; §7 GET/PATCH invitation. */

const { invitation, invitationUsed, invitationExpired } = seededMagicTokens;
const INVALID = 'This invitation is no longer valid.';
const isAccept = isCall('PATCH', /\/invitation\//);

/** The invitation link a site owner's e-mail carries, opened through msopen. */
async function openInvitation(page: Page, world: FixtureServer, id: number | string, token: string): Promise<Widget> {
  const widget = new Widget(page);
  await openTask(page, world, `/member/invitation-accept/${id}/${token}`);
  await expect(widget.dialog.getByRole('heading', { level: 1, name: 'Accept your invitation' })).toBeVisible();
  return widget;
}

test.describe('invitation', () => {
  test('creates the account: tokens stored, member loaded, then sign-up for the invited plan', async ({ page, world }) => {
    const widget = await openInvitation(page, world, invitation.invitationId, invitation.magicToken);
    const d = widget.dialog;
    // Prefilled from the invitation (part 1 §3 "Invitation result").
    await expect(d.getByLabel('First name')).toHaveValue('Ina');
    await expect(d.getByLabel('Last name')).toHaveValue('Invitee');
    await expect(d.getByLabel('Email')).toHaveValue('invitee@demo.test');
    await expect(d.getByLabel('Email')).toHaveAttribute('readonly', '');
    await expect(d.getByLabel('Yoga experience')).toHaveValue('beginner');
    const password = d.getByLabel('Password');
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await password.fill('stretch-daily');
    await d.getByRole('group', { name: 'Favourite styles' }).getByLabel('Yin').check();
    const sent = page.waitForRequest(isAccept);
    await d.getByRole('button', { name: 'Accept Invitation' }).click();
    const request = await sent;
    expect(new URL(request.url()).searchParams.get('magicToken')).toBe(invitation.magicToken);
    const body = request.postDataJSON();
    expect(body).toMatchObject({
      firstName: 'Ina',
      lastName: 'Invitee',
      password: 'stretch-daily',
      captcha: expect.stringMatching(/^fx-captcha-/),
      customSignupFieldValues: { 12: 'beginner', 15: ['yin'] },
    });
    expect(typeof body.captchaTimeMs).toBe('number');

    await expect(widget.dialog).toHaveAttribute('data-screen', 'signupToPlan');
    await expect.poll(async () => (await memberInfo(page)).isLoggedIn).toBe(true);
    await expect.poll(async () => (await memberInfo(page)).memberInfo?.email).toBe('invitee@demo.test');
    // Stored: a new page view is still signed in.
    await page.goto(world.siteUrl);
    await widget.ready();
    expect((await memberInfo(page)).isLoggedIn).toBe(true);
    const members = await hook(world, 'members?site=demo');
    expect(members.find((m: { email: string }) => m.email === 'invitee@demo.test')).toMatchObject({ pendingPlanPublicId: 'private01' });
  });

  test('names are required and the password needs 8 characters; nothing is sent until then', async ({ page, world }) => {
    const widget = await openInvitation(page, world, invitation.invitationId, invitation.magicToken);
    const d = widget.dialog;
    let sent = 0;
    page.on('request', (r) => isAccept(r) && sent++);
    await d.getByLabel('First name').fill('');
    await d.getByLabel('Password').fill('short');
    await d.getByRole('button', { name: 'Accept Invitation' }).click();
    await expect(d.getByLabel('Password')).toHaveAccessibleDescription('Minimum 8 characters needed!');
    await expect(d.getByLabel('First name')).toHaveAccessibleDescription('Required');
    await expect(d.getByLabel('Last name')).toHaveValue('Invitee');
    expect(sent).toBe(0);
  });

  for (const [name, id, token] of [
    ['a used invitation', invitationUsed.invitationId, invitationUsed.magicToken],
    ['an expired invitation', invitationExpired.invitationId, invitationExpired.magicToken],
    ['a wrong magic token', invitation.invitationId, 'not-the-token'],
    ['an unknown invitation', 999, 'whatever'],
  ] as const) {
    test(`${name}: 'no longer valid' and the site owner's contact e-mail`, async ({ page, world }) => {
      const widget = await openInvitation(page, world, id, token);
      const alert = widget.dialog.getByRole('alert');
      await expect(alert).toContainText(INVALID);
      await expect(alert).toContainText('Please contact hello@demo-yoga.test for help.');
      await expect(alert.getByRole('link', { name: 'hello@demo-yoga.test' })).toHaveAttribute('href', 'mailto:hello@demo-yoga.test');
      await expect(widget.dialog.getByLabel('Password')).toHaveCount(0);
    });
  }

  test('a server failure is not "no longer valid": it says what happened and can try again', async ({ page, world }) => {
    await fault(world, { method: 'GET', path: '/invitation/', status: 503, times: 1 });
    const widget = await openInvitation(page, world, invitation.invitationId, invitation.magicToken);
    await expect(widget.dialog.getByRole('alert')).toContainText('Injected fault (503).');
    await expect(widget.dialog.getByText(INVALID)).toHaveCount(0);
    await widget.dialog.getByRole('button', { name: 'Try again' }).click();
    await expect(widget.dialog.getByLabel('First name')).toHaveValue('Ina');
  });

  test('a logged-in member is asked to log out first, and can from there', async ({ page, world }) => {
    await logInThroughWidget(page, world, 'free@demo.test');
    let loaded = 0;
    page.on('request', (r) => isCall('GET', /\/invitation\//)(r) && loaded++);
    const widget = await openInvitation(page, world, invitation.invitationId, invitation.magicToken);
    await expect(widget.dialog.getByText('You need to log out before you can accept an invitation')).toBeVisible();
    await expect(widget.dialog.getByLabel('Password')).toHaveCount(0);
    expect(loaded).toBe(0);
    await widget.dialog.getByRole('button', { name: 'Log out' }).click();
    // Still on the invitation, now as a visitor.
    await expect(widget.dialog.getByLabel('First name')).toHaveValue('Ina');
    expect((await memberInfo(page)).isLoggedIn).toBe(false);
  });
});
