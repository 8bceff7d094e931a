import type { Page } from '@playwright/test';
import { expect, test, Widget } from './fixtures';
import { cardInput, fillCardField, hook, isCall, logInAndLand, openChangeCard, openTask, threeDSecure, updateCardControl, zipInput } from './helpers';
import { registerFor } from './joining';

/**
 * Third parties' UI inside ours (issue 34): the card provider's frames and the captcha live on containers of the
 * page itself, slotted into our shadow tree (src/ui/lightSlot.tsx), because the real scripts refuse or break in a
 * shadow root; the stand-ins refuse it as they do (fixtures/stand-ins/README.md). Their overlays (3D Secure, the
 * captcha's challenge) are appended to the page's body and must show above our modal.
 */

/** Where each of the provider's card frames sits: its container, and whether that is a node of the page slotted into the dialog. */
const cardFrames = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLIFrameElement>('iframe[name^="__privateStripeFrame"]')].map((frame) => {
      const container = frame.closest('[data-ms-slot]');
      return {
        slot: container?.getAttribute('data-ms-slot') ?? null,
        rootIsDocument: frame.getRootNode() === document,
        inBody: document.body.contains(frame),
        inDialog: !!container?.assignedSlot?.closest('.dialog, section.embed'),
      };
    }),
  );

/**
 * What the page holds that is ours or a screen's, outside our shadow roots: our light-DOM containers, marks on our
 * hosts, where the modal's host is, and every frame but the provider's own hidden ones (its controller and metrics
 * frames stay for the page's life, as the real script's do).
 */
const leftovers = (page: Page) =>
  page.evaluate(() => {
    const host = document.querySelector('memberspace-widget')!;
    return {
      containers: document.querySelectorAll('[data-ms-slot], [slot^="ms-"]').length,
      hostChildren: host.children.length,
      hostAfterBody: host.parentElement === document.documentElement && host.previousElementSibling === document.body,
      yielding: document.querySelectorAll('[data-ms-yield]').length,
      documentSheets: document.adoptedStyleSheets.length,
      // The captcha's challenge container is the provider's too: the real one appends it to <body> at render, for good.
      frames: [...document.querySelectorAll('iframe')]
        .filter((f) => !/^__privateStripe(Metrics)?Controller/.test(f.name) && !f.closest('[data-fx-captcha-challenge]'))
        .map((f) => f.name || f.title || f.src),
    };
  });

const NOTHING_LEFT = { containers: 0, hostChildren: 0, hostAfterBody: true, yielding: 0, documentSheets: 0, frames: [] };

test('checkout in the modal: each card part is a provider frame on a node of the page inside <body>, slotted into the dialog; closing leaves nothing', async ({
  page,
  world,
}) => {
  const widget = await registerFor(page, world, 'onetime01', 'slots@example.test');
  await expect(cardInput(page, 'number')).toBeVisible({ timeout: 15_000 });
  expect(await cardFrames(page)).toEqual(
    // The wallets' frame too (it stays empty and inert where the browser has no wallet: wallets.spec.ts).
    ['wallet', 'card-number', 'card-expiry', 'card-cvc'].map((slot) => ({ slot, rootIsDocument: true, inBody: true, inDialog: true })),
  );
  // The frames are drawn where the boxes of the dialog are (not somewhere else on the page).
  await framesInTheirBoxes(page, widget);
  await widget.dialog.getByRole('button', { name: 'Close' }).click();
  await expect(widget.dialog).toHaveCount(0);
  await expect.poll(() => leftovers(page)).toEqual(NOTHING_LEFT);
});

/** Each card frame drawn inside its box of the dialog: not pulled elsewhere by the page's CSS. */
async function framesInTheirBoxes(page: Page, widget: Widget): Promise<void> {
  for (const part of ['number', 'expiry', 'cvc'] as const) {
    const [frame, box] = [
      await page.locator(`[data-ms-slot="card-${part}"] iframe`).boundingBox(),
      await widget.dialog.locator(`[data-card-part=${part}]`).boundingBox(),
    ];
    expect(frame!.x, part).toBeGreaterThan(box!.x);
    expect(frame!.x + frame!.width, part).toBeLessThan(box!.x + box!.width);
    expect(frame!.y, part).toBeGreaterThan(box!.y);
    expect(frame!.y + frame!.height, part).toBeLessThan(box!.y + box!.height);
    expect(frame!.height, part).toBeGreaterThanOrEqual(20); // the provider's 24 px line, not the page's 12 px
  }
}

test("on /hostile/ (every element fixed, 12 px, skull pseudo-elements): the card's frames stay in their boxes, our containers draw nothing of the page's", async ({
  page,
  world,
}) => {
  const widget = await openChangeCard(page, world, '/hostile/');
  await expect(cardInput(page, 'number')).toBeVisible({ timeout: 15_000 });
  await framesInTheirBoxes(page, widget);
  const pseudo = await page.evaluate(() =>
    [...document.querySelectorAll('[data-ms-slot]')].map((el) => [getComputedStyle(el, '::before').content, getComputedStyle(el, '::after').content]),
  );
  expect(pseudo.flat().every((content) => content === 'none' || content === 'normal')).toBe(true);
});

test("changing the card: Back, or Escape typed in the provider's frame, takes the card field away and leaves nothing", async ({ page, world }) => {
  const widget = await openChangeCard(page, world);
  const changeCard = updateCardControl(widget.dialog);
  await expect(cardInput(page, 'number')).toBeVisible({ timeout: 15_000 });
  await widget.dialog.getByRole('button', { name: 'Back' }).click();
  await expect(widget.dialog).toHaveAttribute('data-screen', 'account');
  await expect.poll(() => leftovers(page)).toEqual(NOTHING_LEFT);

  // Escape inside the provider's frame never reaches our dialog as a key: the provider tells it, and it closes.
  await changeCard.click();
  await cardInput(page, 'number').click();
  await page.keyboard.press('Escape');
  await expect(widget.dialog).toHaveCount(0);
  await expect.poll(() => leftovers(page)).toEqual(NOTHING_LEFT);
});

test('the join embed: the card frames sit in the embed’s own host in the page, and the member pays', async ({ page, world }) => {
  await logInAndLand(page, world, 'free@demo.test');
  await page.goto(`${world.siteUrl}/join-embed`);
  const embed = page.locator('memberspace-embed section.embed');
  await expect(embed).toHaveAttribute('data-screen', 'signupToPlan');
  await embed.locator('select[name=planId]').selectOption('onetime01');
  await expect(cardInput(page, 'number')).toBeVisible({ timeout: 15_000 });
  expect(await cardFrames(page)).toEqual(
    // The wallets' frame too (it stays empty and inert where the browser has no wallet: wallets.spec.ts).
    ['wallet', 'card-number', 'card-expiry', 'card-cvc'].map((slot) => ({ slot, rootIsDocument: true, inBody: true, inDialog: true })),
  );
  const inEmbedHost = await page
    .locator('memberspace-embed > [data-ms-slot]')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-ms-slot')));
  expect(inEmbedHost).toEqual(['wallet', 'card-before', 'card-number', 'card-expiry', 'card-cvc', 'card-after']);
  await fillCardField(page, '4242424242424242');
  await embed.locator('button[type=submit]').click();
  await expect(embed.getByRole('heading', { name: 'Thank you for joining!' })).toBeVisible({ timeout: 15_000 });
  expect((await hook(world, 'ledger')) as unknown[]).toEqual([
    expect.objectContaining({ amount: 9900, status: 'succeeded', publicPlanId: 'onetime01' }),
  ]);
  await expect(page.locator('[data-ms-slot]')).toHaveCount(0);
});

test('3D Secure over the modal: the provider’s dialog is on top and the page’s keys are its own; then our dialog has the focus again', async ({
  page,
  world,
}) => {
  const widget = await registerFor(page, world, 'onetime01', 'overlay3ds@example.test');
  await fillCardField(page, '4000002500003155');
  await widget.dialog.locator('button[type=submit]').click();
  const challenge = threeDSecure(page);
  await expect(challenge.button('Complete authentication')).toBeVisible();
  // On top where it is drawn: the provider's frame, not our dialog.
  const top = await challenge.overlay.locator('iframe').evaluate((frame) => {
    const box = frame.getBoundingClientRect();
    return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === frame;
  });
  expect(top).toBe(true);
  // Everything of ours that is fixed steps below it, the member button too (it sits above our own backdrop).
  const zIndex = (el: Element) => getComputedStyle(el).zIndex;
  expect(await widget.dialog.locator('xpath=..').evaluate(zIndex)).toBe('1999999999');
  expect(await widget.memberButton.evaluate(zIndex)).toBe('1999999998');
  // Escape does not close ours under it: neither with the focus on the page, nor still in our dialog (the ZIP, where
  // Enter sent the form), nor typed in the provider's card frame.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Escape');
  await zipInput(page).focus();
  await page.keyboard.press('Escape');
  await cardInput(page, 'number').focus();
  await page.keyboard.press('Escape');
  await expect(widget.dialog).toBeVisible();
  await expect(challenge.button('Complete authentication')).toBeVisible();
  await challenge.button('Complete authentication').click();
  await expect(widget.dialog.getByRole('heading', { name: 'Thank you for joining!' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.querySelectorAll('[data-ms-yield]').length)).toBe(0);
  // The focus is back in our dialog, where Tab and Escape work.
  await expect
    .poll(() => page.evaluate(() => !!document.querySelector('memberspace-widget')?.shadowRoot?.activeElement?.closest('.dialog')))
    .toBe(true);
});

test('a captcha challenge shows above the modal and takes the visitor’s answer; a dismissed one ends as soon as the visitor is back in the form', async ({
  page,
  world,
}) => {
  const widget = new Widget(page);
  await page.clock.install(); // time flows, and jumps where the visitor would take their time
  await page.addInitScript(() => {
    (window as unknown as { __fxCaptchaChallenge: boolean }).__fxCaptchaChallenge = true;
  });
  await openTask(page, world, '/member/sign_in');
  await widget.dialog
    .getByRole('button', { name: 'Forgot password?' })
    .or(widget.dialog.getByRole('link', { name: 'Forgot password?' }))
    .click();
  await widget.dialog.getByLabel('Email').fill('free@demo.test');
  await widget.dialog.locator('button[type=submit]').click();
  const challenge = page.locator('[data-fx-captcha-challenge]');
  await expect(challenge).toHaveCSS('visibility', 'visible');
  // The captcha needs the page's light DOM, not <body>: our host keeps its place after <body> (a page's transformed
  // body cannot move the dialog), only marked to step below the challenge.
  expect(await page.evaluate(() => document.querySelector('memberspace-widget')?.parentElement?.tagName)).toBe('HTML');
  const frame = page.locator('iframe[title="recaptcha challenge expires in two minutes"]');
  const topAtChallenge = () =>
    frame.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === el;
    });
  expect(await topAtChallenge()).toBe(true);

  // Dismissed (a click beside it): the run ends as soon as the visitor is back in our form, not after two minutes.
  await page.locator('[data-fx-captcha-backdrop]').click({ position: { x: 5, y: 5 } });
  await expect(challenge).toHaveCSS('visibility', 'hidden');
  await page.clock.fastForward(1500); // a visitor takes a moment (a double click on the submit button does not count)
  await widget.dialog.getByRole('heading').first().click();
  await expect(widget.dialog.getByRole('alert')).toHaveText('To verify that you are not a robot, please check the box!');
  await expect(widget.dialog.getByLabel('Email')).toHaveValue('free@demo.test');

  // Answered: the request goes with the token, and the form says it is done.
  const sent = page.waitForRequest(isCall('POST', '/password/forgotten'));
  await widget.dialog.locator('button[type=submit]').click();
  await expect(challenge).toHaveCSS('visibility', 'visible');
  expect(await topAtChallenge()).toBe(true);
  const inside = frame.contentFrame();
  await inside.getByRole('checkbox', { name: "I'm not a robot" }).check();
  await inside.getByRole('button', { name: 'Verify' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ email: 'free@demo.test', captcha: expect.stringMatching(/^fx-captcha-/) });
  await expect(widget.dialog.getByText(/Check your email for the password reset link/)).toBeVisible();
  await widget.dialog.getByRole('button', { name: 'Close' }).click();
  await expect.poll(() => leftovers(page)).toMatchObject({ containers: 0, hostChildren: 0, hostAfterBody: true, yielding: 0 });
});
