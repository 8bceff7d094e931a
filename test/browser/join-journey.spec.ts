import { expect, test, Widget } from './fixtures';
import { hook, isCall, memberInfo, openTask, patchConfig } from './helpers';
import { conversionCodeConfig, conversionCodeRuns, fillRegistration, purchases, recordPurchases, REGISTRATION_FIELD_VALUES } from './joining';

/**
 * Issue 7's whole journey as a new visitor lives it, on one page load after another: the plan link of the free
 * plan, registration with every custom field type, plan signup, the questionnaire, the plan's welcome page —
 * with the conversion event, our purchase event and the site's conversion code exactly once along the way.
 */
test('a new visitor registers, joins the free plan, answers the questionnaire and lands on the welcome page; each purchase signal fires once', async ({ page, world }) => {
  await patchConfig(world, conversionCodeConfig);
  await page.addInitScript(recordPurchases); // on every page of the visit, as a host page listening early would
  const widget = new Widget(page);
  await openTask(page, world, '/member/sign_up/free01');
  const d = widget.dialog;
  await expect(d).toHaveAttribute('data-screen', 'registerUser');

  await fillRegistration(d, 'journey@example.test');
  const registered = page.waitForRequest(isCall('POST', '/sites/demo/members'));
  await d.getByRole('button', { name: 'Continue' }).click();
  expect((await registered).postDataJSON()).toMatchObject({ planId: 'free01', customSignupFieldValues: REGISTRATION_FIELD_VALUES });

  // Registered and signed in, the visitor goes straight on to the plan of the link.
  await expect(d).toHaveAttribute('data-screen', 'signupToPlan');
  await expect(d.locator('.plan-box').getByRole('heading', { name: 'Free Community' })).toBeVisible();
  expect((await purchases(page)).length).toBe(0);
  const joined = page.waitForRequest(isCall('POST', '/memberships'));
  await d.getByRole('button', { name: 'Join Now' }).click();
  expect((await joined).postDataJSON()).toMatchObject({ planId: 'free01', couponCode: null, paymentMethod: null });

  await expect(d).toHaveAttribute('data-screen', 'postJoinQuestionnaire');
  await expect(d.getByRole('heading', { name: 'Thank you for joining!' })).toBeVisible();
  await expect.poll(async () => (await purchases(page)).map((e) => e.type)).toEqual(['MemberSpace.conversion', 'MemberSpace.purchase']);
  await expect.poll(() => conversionCodeRuns(page)).toEqual(['journey@example.test']);
  const [conversion] = await purchases(page);
  expect(conversion!.detail.member).toMatchObject({ email: 'journey@example.test', firstName: 'Rita' });
  expect(conversion!.detail.membership).toMatchObject({ publicPlanId: 'free01', welcomeUrl: '/free-area' });

  await d.getByLabel('How did you hear about us?').fill('The plan link');
  await d.getByLabel('I accept the studio rules').check();
  await d.getByRole('button', { name: 'All Done' }).click();

  // The welcome page is protected for free members: the new membership opens it.
  await page.waitForURL(`${world.siteUrl}/free-area`);
  await widget.ready();
  await expect(page.locator('[data-fixture-secret]')).toBeVisible();
  expect((await memberInfo(page)).memberInfo.email).toBe('journey@example.test');
  // The new page view announces nothing again.
  expect(await purchases(page)).toEqual([]);
  expect(await conversionCodeRuns(page)).toEqual([]);

  // At the fixture server: one member with one live membership of free01, both sets of answers kept.
  const members = (await hook(world, 'members?site=demo')) as any[];
  const member = members.filter((m) => m.email === 'journey@example.test');
  expect(member).toHaveLength(1);
  expect(member[0].memberships).toEqual([expect.objectContaining({ publicPlanId: 'free01', status: 'active' })]);
  expect(member[0].customSignupFieldValues).toMatchObject({ ...REGISTRATION_FIELD_VALUES, 21: 'The plan link', 24: true });
});
