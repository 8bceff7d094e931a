import { hook, isCall, patchConfig } from './helpers';
import { conversionCodeConfig, conversionCodeRuns, purchases, recordPurchases } from './joining';
import { expect, memberInfo, openTask, REGISTRATION_FIELD_VALUES, test } from './screens';

/**
 * Issue 7's whole journey as a new visitor lives it, on one page load after another: the plan link of the free
 * plan, registration with every custom field type, plan signup, the questionnaire, the plan's welcome page —
 * with the conversion event, our purchase event and the site's conversion code exactly once along the way.
 */
test('a new visitor registers, joins the free plan, answers the questionnaire and lands on the welcome page; each purchase signal fires once', async ({
  page,
  world,
  screens,
}) => {
  const { shell, register, signup, questionnaire } = screens;
  await patchConfig(world, conversionCodeConfig);
  await page.addInitScript(recordPurchases); // on every page of the visit, as a host page listening early would
  await openTask(page, world, '/member/sign_up/free01');
  await register.expectShown();

  await register.fillIn('journey@example.test');
  const registered = page.waitForRequest(isCall('POST', '/sites/demo/members'));
  await register.submit();
  expect((await registered).postDataJSON()).toMatchObject({ planId: 'free01', customSignupFieldValues: REGISTRATION_FIELD_VALUES });

  // Registered and signed in, the visitor goes straight on to the plan of the link.
  await signup.expectShown();
  await expect(signup.planTitle('Free Community')).toBeVisible();
  expect((await purchases(page)).length).toBe(0);
  const joined = page.waitForRequest(isCall('POST', '/memberships'));
  await signup.button('Join Now').click();
  expect((await joined).postDataJSON()).toMatchObject({ planId: 'free01', couponCode: null, paymentMethod: null });

  await questionnaire.expectShown();
  await expect(questionnaire.title).toBeVisible();
  await expect.poll(async () => (await purchases(page)).map((e) => e.type)).toEqual(['MemberSpace.conversion', 'MemberSpace.purchase']);
  await expect.poll(() => conversionCodeRuns(page)).toEqual(['journey@example.test']);
  const [conversion] = await purchases(page);
  expect(conversion!.detail.member).toMatchObject({ email: 'journey@example.test', firstName: 'Rita' });
  expect(conversion!.detail.membership).toMatchObject({ publicPlanId: 'free01', welcomeUrl: '/free-area' });

  await questionnaire.answer('The plan link');
  await questionnaire.done();

  // The welcome page is protected for free members: the new membership opens it.
  await page.waitForURL(`${world.siteUrl}/free-area`);
  await shell.ready();
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
