import { seededMagicTokens } from '../../fixtures/api/seed';
import { fault, hook, isCall } from './helpers';
import { expect, memberInfo, test } from './screens';

/** Invitation (part 1 §2): accept by choosing a password, then sign up for the invited plan; §7 GET/PATCH invitation. */

const { invitation, invitationUsed, invitationExpired } = seededMagicTokens;
const INVALID = 'This invitation is no longer valid.';
const isAccept = isCall('PATCH', /\/invitation\//);

test.describe('invitation', () => {
  test('creates the account: tokens stored, member loaded, then sign-up for the invited plan', async ({ page, world, screens }) => {
    const { shell, invitation: invite, register, signup } = screens;
    await invite.open(world, invitation.invitationId, invitation.magicToken);
    // Prefilled from the invitation (part 1 §3 "Invitation result").
    await expect(invite.firstName).toHaveValue('Ina');
    await expect(invite.lastName).toHaveValue('Invitee');
    await expect(invite.email).toHaveValue('invitee@demo.test');
    await expect(invite.email).toHaveAttribute('readonly', '');
    // The custom fields are the registration's.
    await expect(register.experience).toHaveValue('beginner');
    const password = invite.password;
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await password.fill('stretch-daily');
    await register.styles.getByLabel('Yin').check();
    const sent = page.waitForRequest(isAccept);
    await invite.accept();
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

    await signup.expectShown();
    await expect.poll(async () => (await memberInfo(page)).isLoggedIn).toBe(true);
    await expect.poll(async () => (await memberInfo(page)).memberInfo?.email).toBe('invitee@demo.test');
    // Stored: a new page view is still signed in.
    await page.goto(world.siteUrl);
    await shell.ready();
    expect((await memberInfo(page)).isLoggedIn).toBe(true);
    const members = await hook(world, 'members?site=demo');
    expect(members.find((m: { email: string }) => m.email === 'invitee@demo.test')).toMatchObject({ pendingPlanPublicId: 'private01' });
  });

  test('names are required and the password needs 8 characters; nothing is sent until then', async ({
    page,
    world,
    screens: { invitation: invite },
  }) => {
    await invite.open(world, invitation.invitationId, invitation.magicToken);
    let sent = 0;
    page.on('request', (r) => isAccept(r) && sent++);
    await invite.firstName.fill('');
    await invite.password.fill('short');
    await invite.accept();
    await expect(invite.password).toHaveAccessibleDescription('Minimum 8 characters needed!');
    await expect(invite.firstName).toHaveAccessibleDescription('Required');
    await expect(invite.lastName).toHaveValue('Invitee');
    expect(sent).toBe(0);
  });

  for (const [name, id, token] of [
    ['a used invitation', invitationUsed.invitationId, invitationUsed.magicToken],
    ['an expired invitation', invitationExpired.invitationId, invitationExpired.magicToken],
    ['a wrong magic token', invitation.invitationId, 'not-the-token'],
    ['an unknown invitation', 999, 'whatever'],
  ] as const) {
    test(`${name}: 'no longer valid' and the site owner's contact e-mail`, async ({ world, screens: { invitation: invite } }) => {
      await invite.open(world, id, token);
      const alert = invite.alert;
      await expect(alert).toContainText(INVALID);
      await expect(alert).toContainText('Please contact hello@demo-yoga.test for help.');
      await expect(alert.getByRole('link', { name: 'hello@demo-yoga.test' })).toHaveAttribute('href', 'mailto:hello@demo-yoga.test');
      await expect(invite.password).toHaveCount(0);
    });
  }

  test('a server failure is not "no longer valid": it says what happened and can try again', async ({ world, screens: { invitation: invite } }) => {
    await fault(world, { method: 'GET', path: '/invitation/', status: 503, times: 1 });
    await invite.open(world, invitation.invitationId, invitation.magicToken);
    await expect(invite.alert).toContainText('Injected fault (503).');
    await expect(invite.text(INVALID)).toHaveCount(0);
    await invite.button('Try again').click();
    await expect(invite.firstName).toHaveValue('Ina');
  });

  test('a logged-in member is asked to log out first, and can from there', async ({ page, world, screens: { login, invitation: invite } }) => {
    await login.logInToAccount(world, 'free@demo.test');
    let loaded = 0;
    page.on('request', (r) => isCall('GET', /\/invitation\//)(r) && loaded++);
    await invite.open(world, invitation.invitationId, invitation.magicToken);
    await expect(invite.text('You need to log out before you can accept an invitation')).toBeVisible();
    await expect(invite.password).toHaveCount(0);
    expect(loaded).toBe(0);
    await invite.button('Log out').click();
    // Still on the invitation, now as a visitor.
    await expect(invite.firstName).toHaveValue('Ina');
    expect((await memberInfo(page)).isLoggedIn).toBe(false);
  });
});
