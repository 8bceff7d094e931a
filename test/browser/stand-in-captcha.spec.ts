import type { Page } from '@playwright/test';
import type { FixtureServer } from '../../fixtures/server';
import { expect, test } from './fixtures';

/**
 * The reCAPTCHA stand-in (fixtures/stand-ins/captcha.js) in a real browser, on the site's page without the widget,
 * loaded from the fixture CDN as the widget loads it: what the real script is reported to do inside a shadow root,
 * in a light-DOM node slotted into a shadow tree, and where its challenge sits (README.md, captcha table).
 */

const CHALLENGE_FRAME = 'iframe[title="recaptcha challenge expires in two minutes"]';

async function openPage(page: Page, world: FixtureServer): Promise<void> {
  // A site page without the widget (a page served by the fixture site, so Chromium lets it load from the loopback CDN).
  await page.goto(`${world.siteUrl}/no-widget/`);
  await page.evaluate((src) => {
    const tag = document.createElement('script');
    tag.src = src;
    tag.async = true;
    document.head.appendChild(tag);
  }, `${world.cdnUrl}/stand-ins/captcha.js?onload=fxCaptchaLoaded&render=explicit`);
  await page.waitForFunction(() => typeof (window as any).grecaptcha?.render === 'function');
}

/** Renders an invisible widget (badge inline, as the widget does) into a container made in `where`; returns its id. */
function renderIn(page: Page, where: 'shadow' | 'slotted'): Promise<number> {
  return page.evaluate((where) => {
    const w = window as any;
    w.__tokens ??= [];
    const host = document.createElement('div');
    host.id = `host-${where}`;
    document.body.appendChild(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const el = document.createElement('div');
    if (where === 'shadow') shadow.appendChild(el);
    else {
      const slot = document.createElement('slot');
      slot.name = 'captcha';
      shadow.appendChild(slot);
      el.slot = 'captcha';
      host.appendChild(el);
    }
    return w.grecaptcha.render(el, {
      sitekey: 'fx-site-key',
      size: 'invisible',
      badge: 'inline',
      callback: (token: string) => w.__tokens.push({ where, token }),
      'error-callback': () => w.__tokens.push({ where, token: '' }),
    });
  }, where);
}

const execute = (page: Page, id: number) => page.evaluate((id) => void (window as any).grecaptcha.execute(id), id);
const tokens = (page: Page) => page.evaluate(() => (window as any).__tokens as { where: string; token: string }[]);

test('rendered inside a shadow root, the widget shows but never yields a token; the cross-origin DOMException is thrown', async ({ page, world }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openPage(page, world);
  const id = await renderIn(page, 'shadow');
  await expect(page.locator('#host-shadow iframe[title="reCAPTCHA"]')).toHaveCount(1);
  await execute(page, id);
  await expect.poll(() => errors).toEqual([`Blocked a frame with origin "${world.cdnUrl}" from accessing a cross-origin frame.`]);
  // The stand-in's run has ended on that error: no callback came, and none will.
  expect(await tokens(page)).toEqual([]);
  expect(await page.evaluate((id) => (window as any).grecaptcha.getResponse(id), id)).toBe('');
});

test('rendered into a light-DOM child slotted into a shadow tree, it yields a token; its anchor frame comes from the CDN', async ({
  page,
  world,
}) => {
  await openPage(page, world);
  const id = await renderIn(page, 'slotted');
  const anchor = page.frameLocator('#host-slotted iframe[title="reCAPTCHA"]');
  await expect(anchor.locator('[data-fx-captcha-anchor]')).toHaveText('protected by reCAPTCHA (fixture)');
  const badge = page.locator('#host-slotted .grecaptcha-badge');
  expect(await badge.boundingBox()).toMatchObject({ width: 256, height: 60 });
  await execute(page, id);
  await expect.poll(() => tokens(page)).toEqual([{ where: 'slotted', token: expect.stringMatching(/^fx-captcha-.{40}$/) }]);
  await expect(page.locator('#host-slotted textarea[name="g-recaptcha-response"]')).toHaveValue(/^fx-captcha-/);
});

test('the challenge sits in body at z-index 2000000000: under a fixed element of z-index 2147483646, above it once that is lowered; solving it yields the token', async ({
  page,
  world,
}) => {
  await openPage(page, world);
  const id = await renderIn(page, 'slotted');
  // A fixed element like the widget's modal at the top of the z-index range.
  await page.evaluate(() => {
    const cover = document.createElement('div');
    cover.id = 'cover';
    Object.assign(cover.style, { position: 'fixed', inset: '0', zIndex: '2147483646', background: 'rgba(0, 0, 0, 0.3)' });
    document.body.appendChild(cover);
    (window as any).__fxCaptchaChallenge = true;
  });
  const challenge = page.locator('[data-fx-captcha-challenge]');
  await expect(challenge).toHaveCSS('visibility', 'hidden');
  await execute(page, id);
  await expect(challenge).toHaveCSS('visibility', 'visible');

  // Where the real one puts it: a child of body, absolutely positioned, z-index 2000000000; and it takes the focus.
  const placed = await challenge.evaluate((el) => ({
    parent: el.parentElement?.tagName,
    position: getComputedStyle(el).position,
    zIndex: getComputedStyle(el).zIndex,
    focused: document.activeElement?.getAttribute('title'),
  }));
  expect(placed).toEqual({ parent: 'BODY', position: 'absolute', zIndex: '2000000000', focused: 'recaptcha challenge expires in two minutes' });

  /** The element on top at the centre of the challenge frame. */
  const topAtChallenge = () =>
    page.locator(CHALLENGE_FRAME).evaluate((frame) => {
      const box = frame.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top === frame ? 'challenge' : (top?.id ?? top?.tagName ?? null);
    });
  expect(await topAtChallenge()).toBe('cover'); // 2147483646 > 2000000000: the visitor cannot reach the challenge
  await page.locator('#cover').evaluate((el) => {
    el.style.zIndex = '1000';
  });
  expect(await topAtChallenge()).toBe('challenge');
  expect(await tokens(page)).toEqual([]); // no token until it is solved

  const frame = page.frameLocator(CHALLENGE_FRAME);
  await frame.getByRole('button', { name: 'Verify' }).click();
  await expect(frame.getByRole('alert')).toHaveText('Please select the checkbox.');
  await frame.getByRole('checkbox', { name: "I'm not a robot" }).check();
  await frame.getByRole('button', { name: 'Verify' }).click();
  await expect.poll(() => tokens(page)).toEqual([{ where: 'slotted', token: expect.stringMatching(/^fx-captcha-/) }]);
  await expect(challenge).toHaveCSS('visibility', 'hidden');
});
