import type { FrameLocator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The card provider's stand-in (fixtures/stand-ins/stripe.js + stripe-frame.html) in a real browser, on a plain
 * page of the site origin with the stand-in from the CDN origin (the provider's origin in the fixture world), so
 * its frames are cross-origin as js.stripe.com's are. What it copies of the real script: fixtures/stand-ins/README.md.
 */

const SHADOW_WORDS = 'Elements cannot be mounted in a ShadowRoot. Please mount in the Light DOM.';

type Recorded = { kind: string; event: Record<string, unknown> };
interface Probe {
  stripe: any;
  elements: any;
  parts: Record<string, any>;
  events: Recorded[];
  messages: string[];
  result?: unknown;
}
declare global {
  interface Window {
    __probe: Probe;
  }
}

async function openWithStandIn(page: Page, siteUrl: string, cdnUrl: string): Promise<void> {
  await page.goto(`${siteUrl}/no-widget/`);
  await page.addScriptTag({ url: `${cdnUrl}/stand-ins/stripe.js` });
  await page.evaluate(() => {
    const messages: string[] = [];
    // Everything a page script can overhear of the provider's traffic.
    window.addEventListener('message', (event) => messages.push(JSON.stringify(event.data)));
    const stripe = (window as unknown as { Stripe: (key: string) => any }).Stripe('pk_test_fixture');
    window.__probe = { stripe, elements: stripe.elements(), parts: {}, events: [], messages };
  });
}

/** Mounts the split Elements on light-DOM containers (#card-number, #card-expiry, #card-cvc) and records their events. */
async function mountSplit(page: Page): Promise<void> {
  await page.evaluate(() => {
    const probe = window.__probe;
    const style = {
      base: { color: '#222222', fontSize: '16px', lineHeight: '24px', '::placeholder': { color: '#888888' } },
      invalid: { color: '#b00020' },
    };
    for (const [type, id] of [
      ['cardNumber', 'card-number'],
      ['cardExpiry', 'card-expiry'],
      ['cardCvc', 'card-cvc'],
    ] as const) {
      const box = document.createElement('div');
      box.id = id;
      document.querySelector('main')!.append(box);
      const part = probe.elements.create(type, { style });
      for (const kind of ['ready', 'change', 'focus', 'blur', 'escape'])
        part.on(kind, (event: Record<string, unknown>) => probe.events.push({ kind, event }));
      part.mount(box);
      probe.parts[type] = part;
    }
  });
  await expect.poll(() => page.evaluate(() => window.__probe.events.filter((e) => e.kind === 'ready').length)).toBe(3);
}

/**
 * Keyboard layouts: `light` puts <input #before>, the three containers and <input #after> in <main>; `widget` is the
 * widget's layout: a shadow host appended to <html> after <body>, its shadow root `<input #a> <slot n> <slot e>
 * <slot c> <input #b>`, the three containers its light-DOM children (slot n, e, c), and the page's own last focusable
 * element <input #page-last> at the end of <body> (the page behind the widget's dialog).
 */
async function mountForKeyboard(page: Page, layout: 'light' | 'widget'): Promise<void> {
  await page.evaluate((layout) => {
    const probe = window.__probe;
    const input = (id: string) => {
      const el = document.createElement('input');
      el.id = id;
      el.setAttribute('aria-label', id);
      return el;
    };
    const parts = (
      [
        ['cardNumber', 'card-number', 'n'],
        ['cardExpiry', 'card-expiry', 'e'],
        ['cardCvc', 'card-cvc', 'c'],
      ] as const
    ).map(([type, id, slot]) => {
      const box = document.createElement('div');
      box.id = id;
      if (layout === 'widget') box.slot = slot;
      return { type, box };
    });
    const boxes = parts.map((part) => part.box);
    if (layout === 'light') {
      document.querySelector('main')!.append(input('before'), ...boxes, input('after'));
    } else {
      document.body.append(input('page-last'));
      const host = document.createElement('fx-widget-host');
      const shadow = host.attachShadow({ mode: 'open' });
      shadow.append(input('a'));
      for (const name of ['n', 'e', 'c']) shadow.append(Object.assign(document.createElement('slot'), { name }));
      shadow.append(input('b'));
      host.append(...boxes);
      document.documentElement.append(host);
    }
    for (const { type, box } of parts) {
      const part = probe.elements.create(type);
      part.on('ready', () => probe.events.push({ kind: 'ready', event: { elementType: type } }));
      part.mount(box);
      probe.parts[type] = part;
    }
  }, layout);
  await expect.poll(() => page.evaluate(() => window.__probe.events.filter((e) => e.kind === 'ready').length)).toBe(3);
}

/** How many times a frame asked the page to move the focus (Tab/Shift+Tab at its edge); the stand-in handled each already. */
const redirects = (page: Page) => page.evaluate(() => window.__probe.messages.filter((m) => m.includes('"type":"redirectfocus"')).length);

/** The container whose frame has the page's focus, or the id of the focused page element (also inside an open shadow root). */
const focusedOnPage = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (active?.tagName === 'IFRAME') return `frame in #${active.closest('[id]')!.id}`;
    return active?.id || active?.tagName || null;
  });

const frameOf = (page: Page, title: string): FrameLocator => page.frameLocator(`iframe[title="${title}"]`);
const numberInput = (page: Page) => frameOf(page, 'Secure card number input frame').locator('input[name="cardnumber"]');
const expiryInput = (page: Page) => frameOf(page, 'Secure expiration date input frame').locator('input[name="exp-date"]');
const cvcInput = (page: Page) => frameOf(page, 'Secure CVC input frame').locator('input[name="cvc"]');
const changes = (page: Page, elementType: string) =>
  page.evaluate((type) => window.__probe.events.filter((e) => e.kind === 'change' && e.event.elementType === type).map((e) => e.event), elementType);

test.describe('card provider stand-in in the browser', () => {
  test('refuses a mount in a shadow root with the real words; a light-DOM child slotted into a shadow tree mounts', async ({ page, world }) => {
    await openWithStandIn(page, world.siteUrl, world.cdnUrl);
    const refused = await page.evaluate(() => {
      const host = document.createElement('div');
      document.body.append(host);
      const inner = document.createElement('div');
      host.attachShadow({ mode: 'open' }).append(inner);
      try {
        window.__probe.elements.create('cardNumber').mount(inner);
        return null;
      } catch (error) {
        return { name: (error as Error).name, message: (error as Error).message };
      }
    });
    expect(refused).toEqual({ name: 'IntegrationError', message: SHADOW_WORDS });

    await page.evaluate(() => {
      const host = document.createElement('div');
      document.querySelector('main')!.append(host);
      host.attachShadow({ mode: 'open' }).innerHTML = '<p>In the shadow tree:</p><slot name="card"></slot>';
      const light = document.createElement('div');
      light.slot = 'card';
      light.id = 'slotted';
      host.append(light);
      const part = window.__probe.elements.create('cardExpiry', { style: { base: { lineHeight: '24px' } } });
      part.on('ready', () => window.__probe.events.push({ kind: 'ready', event: {} }));
      part.mount(light);
    });
    await expect.poll(() => page.evaluate(() => window.__probe.events.length)).toBe(1);
    const frame = page.locator('#slotted > div.__PrivateStripeElement > iframe[name^="__privateStripeFrame"]');
    await expect(frame).toBeVisible();
    expect((await frame.boundingBox())?.height).toBe(24);
    await expect(frame.contentFrame().locator('input[name="exp-date"]')).toHaveAttribute('placeholder', 'MM / YY');
    await expect(page.locator('#slotted')).toHaveClass('StripeElement StripeElement--empty');
  });

  test('typing in the frames gives change events; createPaymentMethod gives pm_fx_4242_…, and the page never sees the card', async ({
    page,
    world,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    await openWithStandIn(page, world.siteUrl, world.cdnUrl);
    await mountSplit(page);
    expect(await changes(page, 'cardNumber')).toEqual([]); // mounting is no change
    // The style option applies inside the frame (the frame's own CSP allows no inline style: CSSOM only).
    expect(
      await numberInput(page).evaluate((input) => [
        getComputedStyle(input).color,
        getComputedStyle(input, '::placeholder').color,
        getComputedStyle(input).fontSize,
      ]),
    ).toEqual(['rgb(34, 34, 34)', 'rgb(136, 136, 136)', '16px']);

    await numberInput(page).fill('4242424242424241');
    await expect(numberInput(page)).toHaveValue('4242 4242 4242 4241');
    await expect
      .poll(() => changes(page, 'cardNumber').then((list) => list.at(-1)))
      .toEqual({
        elementType: 'cardNumber',
        empty: false,
        complete: false,
        brand: 'visa',
        error: { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' },
      });
    await expect(page.locator('#card-number')).toHaveClass(/StripeElement--invalid/);
    await numberInput(page).fill('4242424242424242');
    await expect
      .poll(() => changes(page, 'cardNumber').then((list) => list.at(-1)))
      .toEqual({
        elementType: 'cardNumber',
        empty: false,
        complete: true,
        brand: 'visa',
      });
    // fill() typed with the focus in the frame: the container shows both.
    await expect(page.locator('#card-number')).toHaveClass('StripeElement StripeElement--focus StripeElement--complete');
    await expiryInput(page).fill('1240');
    await expect(expiryInput(page)).toHaveValue('12 / 40');
    await cvcInput(page).fill('123');
    await expect.poll(() => changes(page, 'cardCvc').then((list) => list.at(-1))).toEqual({ elementType: 'cardCvc', empty: false, complete: true });

    const made = await page.evaluate(() =>
      window.__probe.stripe.createPaymentMethod({
        type: 'card',
        card: window.__probe.parts.cardNumber,
        billing_details: { address: { postal_code: '94107' } },
      }),
    );
    expect(made.paymentMethod).toMatchObject({
      id: expect.stringMatching(/^pm_fx_4242_[A-Za-z0-9]{10}$/),
      billing_details: { address: { postal_code: '94107' } },
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2040 },
    });
    const overheard = await page.evaluate(() => window.__probe.messages.join('\n'));
    expect(overheard).not.toMatch(/4242 ?4242 ?4242/);
    expect(overheard).not.toContain('"cvc"');
    expect(problems).toEqual([]);
  });

  test('focus() focuses the frame input; focus, blur and escape come from the frame; classes follow', async ({ page, world }) => {
    await openWithStandIn(page, world.siteUrl, world.cdnUrl);
    await mountSplit(page);
    await page.evaluate(() => window.__probe.parts.cardExpiry.focus());
    await expect(expiryInput(page)).toBeFocused();
    await expect(page.locator('#card-expiry')).toHaveClass(/StripeElement--focus/);
    await expiryInput(page).press('Escape');
    await expect
      .poll(() => page.evaluate(() => window.__probe.events.map((e) => `${e.kind}:${e.event.elementType}`).slice(3)))
      .toEqual(['focus:cardExpiry', 'escape:cardExpiry']);
    await expiryInput(page).fill('12');
    await cvcInput(page).click();
    await expect(cvcInput(page)).toBeFocused();
    // Leaving an incomplete expiry shows its error (a change) and blurs it; then the CVC has the focus.
    await expect
      .poll(() => page.evaluate(() => window.__probe.events.map((e) => `${e.kind}:${e.event.elementType}`).slice(5)))
      .toEqual(['change:cardExpiry', 'change:cardExpiry', 'blur:cardExpiry', 'focus:cardCvc']);
    expect((await changes(page, 'cardExpiry')).at(-1)).toEqual({
      elementType: 'cardExpiry',
      empty: false,
      complete: false,
      error: { type: 'validation_error', code: 'incomplete_expiry', message: "Your card's expiration date is incomplete." },
    });
    await expect(page.locator('#card-expiry')).toHaveClass('StripeElement StripeElement--invalid');
    await expect(page.locator('#card-cvc')).toHaveClass('StripeElement StripeElement--empty StripeElement--focus');
  });

  test('Tab goes from a page input through the number, expiry and CVC frames to the next input, and Shift+Tab back', async ({ page, world }) => {
    await openWithStandIn(page, world.siteUrl, world.cdnUrl);
    await mountForKeyboard(page, 'light');
    await page.locator('#before').focus();
    // Into the number frame by the browser's own Tab (the iframe comes before the helper input in the wrapper).
    await page.keyboard.press('Tab');
    await expect(numberInput(page)).toBeFocused();
    // Out of it: the frame cancels Tab and the page script focuses the expiry's helper input, which forwards.
    await page.keyboard.press('Tab');
    await expect(expiryInput(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(cvcInput(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator('#after')).toBeFocused();
    // Back: the browser's Shift+Tab lands on the CVC's helper input, which forwards into the CVC frame.
    await page.keyboard.press('Shift+Tab');
    await expect(cvcInput(page)).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(expiryInput(page)).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(numberInput(page)).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(page.locator('#before')).toBeFocused();
    expect(await redirects(page)).toBe(6); // 3 out forwards, 3 out backwards: the frames asked, the page chose
  });

  test('widget layout (containers slotted between inputs a and b of a shadow root): Tab stops in the CVC and never reaches b; Shift+Tab leaves the number for the page behind and never reaches a', async ({
    page,
    world,
  }) => {
    await openWithStandIn(page, world.siteUrl, world.cdnUrl);
    await mountForKeyboard(page, 'widget');
    // Forwards: the browser takes a's Tab into the number frame (flat-tree order); then the frames chain through
    // their helpers in the containers' light-DOM order.
    await page.locator('#a').focus();
    await page.keyboard.press('Tab');
    await expect(numberInput(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(expiryInput(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(cvcInput(page)).toBeFocused();
    // Tab in the CVC: the page script searches the document (light DOM only) after the CVC and finds nothing (the
    // host is the last thing in <html>; b is in the shadow root): nothing happens, the focus stays in the CVC.
    const before = await redirects(page);
    await page.keyboard.press('Tab');
    await expect.poll(() => redirects(page)).toBe(before + 1);
    await expect(cvcInput(page)).toBeFocused();
    expect(await focusedOnPage(page)).toBe('frame in #card-cvc');
    await page.keyboard.press('Tab'); // and again: still there, b is unreachable by Tab
    await expect.poll(() => redirects(page)).toBe(before + 2);
    expect(await focusedOnPage(page)).toBe('frame in #card-cvc');

    // Backwards: the browser takes b's Shift+Tab to the CVC's helper input (forwarded into the CVC frame).
    await page.locator('#b').focus();
    await page.keyboard.press('Shift+Tab');
    await expect(cvcInput(page)).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(expiryInput(page)).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(numberInput(page)).toBeFocused();
    // Shift+Tab in the number: the element before it in the document is the page's last focusable one (behind the
    // dialog); a, in the shadow root, is never a candidate.
    await page.keyboard.press('Shift+Tab');
    await expect(page.locator('#page-last')).toBeFocused();
    expect(await focusedOnPage(page)).toBe('page-last');
  });

  test('an American Express number makes the CVC frame ask for 4 digits (frame to frame, not through the page)', async ({ page, world }) => {
    await openWithStandIn(page, world.siteUrl, world.cdnUrl);
    await mountSplit(page);
    await cvcInput(page).fill('123');
    await expect.poll(() => changes(page, 'cardCvc').then((list) => list.at(-1))).toEqual({ elementType: 'cardCvc', empty: false, complete: true });
    await numberInput(page).fill('378282246310005');
    await expect(numberInput(page)).toHaveValue('3782 822463 10005');
    // The CVC was left when the number was typed, so its now incomplete state shows as an error.
    await expect
      .poll(() => changes(page, 'cardCvc').then((list) => list.at(-1)))
      .toEqual({
        elementType: 'cardCvc',
        empty: false,
        complete: false,
        error: { type: 'validation_error', code: 'incomplete_cvc', message: "Your card's security code is incomplete." },
      });
    await cvcInput(page).fill('1234');
    await expect.poll(() => changes(page, 'cardCvc').then((list) => list.at(-1))).toEqual({ elementType: 'cardCvc', empty: false, complete: true });
  });

  test('the single card Element: one frame with number, expiry, CVC and ZIP; its payment method carries the ZIP', async ({ page, world }) => {
    await openWithStandIn(page, world.siteUrl, world.cdnUrl);
    await page.evaluate(() => {
      const box = document.createElement('div');
      box.id = 'card';
      document.querySelector('main')!.append(box);
      const card = window.__probe.elements.create('card', { style: { base: { fontSize: '16px' } } });
      for (const kind of ['ready', 'change']) card.on(kind, (event: Record<string, unknown>) => window.__probe.events.push({ kind, event }));
      card.mount('#card');
      window.__probe.parts.card = card;
    });
    const frame = frameOf(page, 'Secure card payment input frame');
    await expect(frame.locator('[data-fx-card-field]')).toHaveCount(4);
    expect((await page.locator('#card iframe').boundingBox())?.height).toBeCloseTo(19.2, 1);
    await frame.getByLabel('Credit or debit card number').fill('4000002500003155');
    await frame.getByLabel('Credit or debit card expiration date').fill('12 / 40');
    await frame.getByLabel('Credit or debit card CVC/CVV').fill('123');
    await frame.getByLabel('ZIP').fill('94107');
    await expect
      .poll(() => changes(page, 'card').then((list) => list.at(-1)))
      .toEqual({ elementType: 'card', empty: false, complete: true, brand: 'visa', value: { postalCode: '94107' } });
    const made = await page.evaluate(() => window.__probe.stripe.createPaymentMethod({ type: 'card', card: window.__probe.parts.card }));
    expect(made.paymentMethod).toMatchObject({ id: expect.stringMatching(/^pm_fx_3155_/), billing_details: { address: { postal_code: '94107' } } });
  });

  test('unmount and mount again: the frame reloads empty and is ready again; destroy leaves only the provider’s hidden frames', async ({
    page,
    world,
  }) => {
    await openWithStandIn(page, world.siteUrl, world.cdnUrl);
    await mountSplit(page);
    await numberInput(page).fill('4242424242424242');
    await expect(page.locator('#card-number')).toHaveClass(/StripeElement--complete/);
    await page.evaluate(() => {
      const number = window.__probe.parts.cardNumber;
      number.unmount();
      number.mount('#card-number');
    });
    await expect.poll(() => page.evaluate(() => window.__probe.events.filter((e) => e.kind === 'ready').length)).toBe(4);
    await expect(numberInput(page)).toHaveValue('');
    await expect(page.locator('#card-number')).toHaveClass('StripeElement StripeElement--empty');
    await numberInput(page).fill('4000 0000 0000 0002');
    await expect(page.locator('#card-number')).toHaveClass(/StripeElement--complete/);

    await page.evaluate(() => {
      for (const part of Object.values(window.__probe.parts)) part.destroy();
    });
    await expect(page.locator('main iframe')).toHaveCount(0);
    expect(await page.evaluate(() => [...document.querySelectorAll('iframe')].map((f) => f.name.replace(/\d+$/, '')).sort())).toEqual([
      '__privateStripeController',
      '__privateStripeMetricsController',
    ]);
  });

  test('a message forged by the page changes nothing and cannot read the card', async ({ page, world }) => {
    await openWithStandIn(page, world.siteUrl, world.cdnUrl);
    await mountSplit(page);
    await numberInput(page).fill('4242424242424242');
    await expiryInput(page).fill('12 / 40');
    await cvcInput(page).fill('123');
    await page.locator('h1').click(); // the focus leaves the frames
    await expect(page.locator('#card-cvc')).toHaveClass('StripeElement StripeElement--complete');
    const before = await page.evaluate(() => window.__probe.events.length);
    await page.evaluate(() => {
      const frame = document.querySelector<HTMLIFrameElement>('#card-number iframe')!;
      const controller = document.querySelector<HTMLIFrameElement>('iframe[name^="__privateStripeController"]')!;
      const base = { __fxStripe: 1, frameId: frame.name, controllerId: controller.name };
      // As if the number frame said the card was cleared, or took the focus.
      window.postMessage({ ...base, type: 'change', empty: true, complete: false }, '*');
      window.postMessage({ ...base, type: 'focus' }, '*');
      // Asking the frames for the card directly, as the controller does over its channel.
      frame.contentWindow!.postMessage({ __fxStripe: 1, type: 'collect', nonce: 'n1', frameIds: [frame.name] }, '*');
      controller.contentWindow!.postMessage({ __fxStripe: 1, type: 'collect', nonce: 'n2', frameIds: [frame.name] }, '*');
    });
    // Real traffic after the forged messages, through the controller and the number frame: by the time it is
    // back, anything the forged messages caused would have arrived before it.
    const made = await page.evaluate(() => window.__probe.stripe.createPaymentMethod({ type: 'card', card: window.__probe.parts.cardNumber }));
    expect(made.paymentMethod.id).toMatch(/^pm_fx_4242_/);
    await numberInput(page).fill('4242424242424241');
    await expect.poll(() => changes(page, 'cardNumber').then((list) => list.at(-1)?.error)).toMatchObject({ code: 'invalid_number' });
    expect(await page.evaluate((from) => window.__probe.events.slice(from).map((e) => `${e.kind}:${e.event.elementType}`), before)).toEqual([
      'focus:cardNumber',
      'change:cardNumber',
    ]);
    const overheard = await page.evaluate(() => window.__probe.messages.join('\n'));
    expect(overheard).not.toMatch(/4242 ?4242 ?4242/);
    expect(overheard).not.toMatch(/"(number|expiry|cvc)":/);
  });

  test("fonts: an Element of a group created with fonts [{ cssSrc: the CDN's lato.css }] draws its input in Lato inside its frame", async ({
    page,
    world,
  }) => {
    const consoleLines: string[] = [];
    page.on('console', (message) => consoleLines.push(`${message.type()}: ${message.text()}`));
    await openWithStandIn(page, world.siteUrl, world.cdnUrl);
    const latoCss = `${world.cdnUrl}/cdn/fonts/lato.css`;
    await page.evaluate((cssSrc) => {
      const probe = window.__probe;
      const style = { base: { fontFamily: 'Lato, sans-serif', fontSize: '16px', lineHeight: '24px' } };
      for (const [id, group] of [
        ['with-fonts', probe.stripe.elements({ fonts: [{ cssSrc }] })],
        ['without-fonts', probe.stripe.elements()],
      ] as const) {
        const box = document.createElement('div');
        box.id = id;
        document.querySelector('main')!.append(box);
        const part = group.create('cardNumber', { style });
        part.on('ready', () => probe.events.push({ kind: 'ready', event: { id } }));
        part.mount(box);
      }
    }, latoCss);
    await expect.poll(() => page.evaluate(() => window.__probe.events.filter((e) => e.kind === 'ready').length)).toBe(2);

    /** In the frame: the input's font-family, the stylesheet link, the Lato faces and whether 16px Lato is ready to draw. */
    const fontsIn = (id: string) =>
      page
        .locator(`#${id} iframe`)
        .contentFrame()
        .locator('input[name="cardnumber"]')
        .evaluate((input) => ({
          fontFamily: getComputedStyle(input).fontFamily,
          links: [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => (link as HTMLLinkElement).href),
          lato: [...document.fonts]
            .filter((face) => face.family.replace(/["']/g, '') === 'Lato')
            .map((face) => `${face.weight} ${face.style} ${face.status}`),
          ready: document.fonts.check('16px Lato'),
        }));
    // The placeholder is drawn in Lato, so the browser loads the regular face from the stylesheet the frame linked.
    await expect
      .poll(() => fontsIn('with-fonts'))
      .toEqual({
        fontFamily: 'Lato, sans-serif',
        links: [latoCss],
        lato: ['400 normal loaded', '700 normal unloaded', '400 italic unloaded', '700 italic unloaded'],
        ready: true,
      });
    // The same style without the fonts option names a family the frame does not have: it falls back.
    expect(await fontsIn('without-fonts')).toMatchObject({ fontFamily: 'Lato, sans-serif', links: [], lato: [] });
    expect(consoleLines.filter((line) => /Content Security Policy|stripe\.js\]|font configuration/i.test(line))).toEqual([]);
  });

  test('fonts: a CustomFontSource becomes a FontFace in the frame, an http font file is refused there with the real words, update({ fonts }) swaps them', async ({
    page,
    world,
  }) => {
    const consoleLines: string[] = [];
    page.on('console', (message) => consoleLines.push(`${message.type()}: ${message.text()}`));
    await openWithStandIn(page, world.siteUrl, world.cdnUrl);
    await page.evaluate(() => {
      const probe = window.__probe;
      probe.elements = probe.stripe.elements({
        fonts: [
          // local() faces need no download, so nothing leaves the machine (DejaVu Sans comes with Debian's Chromium).
          { family: 'Fixture Sans', src: "local('DejaVu Sans'), local('Liberation Sans')", weight: '400' },
          { family: 'Remote', src: 'url(http://fonts.elsewhere.test/remote.woff2)' },
        ],
      });
      const box = document.createElement('div');
      box.id = 'card';
      document.querySelector('main')!.append(box);
      const card = probe.elements.create('card', { style: { base: { fontFamily: '"Fixture Sans", sans-serif', fontSize: '16px' } } });
      card.on('ready', () => probe.events.push({ kind: 'ready', event: { elementType: 'card' } }));
      card.mount(box);
      probe.parts.card = card;
    });
    await expect.poll(() => page.evaluate(() => window.__probe.events.filter((e) => e.kind === 'ready').length)).toBe(1);
    const frame = page.locator('#card iframe').contentFrame();
    const facesIn = () =>
      frame.locator('input[name="cardnumber"]').evaluate(() => ({
        faces: [...document.fonts].map((face) => `${face.family.replace(/["']/g, '')} ${face.status}`).sort(),
        links: document.querySelectorAll('link[rel="stylesheet"]').length,
      }));
    await expect.poll(facesIn).toEqual({ faces: ['Fixture Sans loaded'], links: 0 });
    await expect
      .poll(() => consoleLines)
      .toContain(
        "error: Invalid src value in font configuration: http://fonts.elsewhere.test/remote.woff2. URLs have to start with 'https://' or 'data:'.",
      );
    await frame.locator('input[name="cardnumber"]').fill('4242'); // the Element works all the same

    const latoCss = `${world.cdnUrl}/cdn/fonts/lato.css`;
    await page.evaluate((cssSrc) => window.__probe.elements.update({ fonts: [{ cssSrc }] }), latoCss);
    await expect.poll(facesIn).toEqual({ faces: ['Lato unloaded', 'Lato unloaded', 'Lato unloaded', 'Lato unloaded'], links: 1 });
    await expect(frame.locator('input[name="cardnumber"]')).toHaveValue('4242'); // the frame was not reloaded
    expect(consoleLines.filter((line) => /Content Security Policy/i.test(line))).toEqual([]);
  });

  test('the 3D Secure overlay is above a fixed element at z-index 2147483646 and its buttons settle handleCardAction', async ({ page, world }) => {
    await page.route('**/__provider/payment_intents/*/authenticate', async (route) => {
      const body = route.request().postDataJSON() as { outcome: string };
      await route.fulfill({
        status: 200,
        headers: { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'application/json' },
        body: JSON.stringify({ paymentIntent: { id: 'pi_fx_3ds', status: body.outcome === 'succeeded' ? 'succeeded' : 'requires_payment_method' } }),
      });
    });
    await openWithStandIn(page, world.siteUrl, world.cdnUrl);
    await page.evaluate(() => {
      const cover = document.createElement('div');
      cover.id = 'page-cover';
      cover.style.cssText = 'position:fixed;inset:0;z-index:2147483646;background:rgba(200,0,0,0.3)';
      document.body.append(cover);
    });

    for (const [button, expected] of [
      ['Complete authentication', { paymentIntent: { id: 'pi_fx_3ds', status: 'succeeded' } }],
      ['Fail authentication', { error: { type: 'card_error', code: 'payment_intent_authentication_failure' } }],
      ['Cancel', { error: { type: 'card_error', code: 'payment_intent_authentication_failure' } }],
    ] as const) {
      await page.evaluate(() => {
        window.__probe.result = undefined;
        window.__probe.stripe.handleCardAction('pi_fx_3ds_secret_abc').then((result: unknown) => (window.__probe.result = result));
      });
      const overlay = page.locator('[data-fx-3ds="payment"]');
      await expect(overlay).toBeVisible();
      expect(await overlay.evaluate((el) => el.tagName === 'DIV' && el === document.body.firstElementChild && getComputedStyle(el).zIndex)).toBe(
        '2147483647',
      );
      const onTop = await overlay.evaluate((el) => {
        const rect = el.getBoundingClientRect();
        return document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2) === el.querySelector('iframe');
      });
      expect(onTop).toBe(true);
      expect(await page.evaluate(() => document.querySelector('#page-cover')!.getAttribute('tabindex'))).toBe('-1'); // focus locked
      await overlay.locator('iframe').contentFrame().getByRole('button', { name: button, exact: true }).click();
      await expect.poll(() => page.evaluate(() => window.__probe.result)).toMatchObject(expected);
      await expect(overlay).toHaveCount(0);
      expect(await page.evaluate(() => document.querySelector('#page-cover')!.hasAttribute('tabindex'))).toBe(false);
    }
    expect(await page.evaluate(() => (window.__probe.result as { error: { message: string } }).error.message)).toBe(
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    );
  });

  /** A deferred-mode group ($29.00 subscription) with an Express Checkout Element in #wallets, its events recorded. */
  async function mountExpressCheckout(page: Page, wallets: string[] | null, options: Record<string, unknown> = {}): Promise<void> {
    await page.evaluate(
      ({ wallets, options }) => {
        const probe = window.__probe;
        if (wallets) (window as unknown as { __fxWallets: string[] }).__fxWallets = wallets;
        probe.elements = probe.stripe.elements({ mode: 'subscription', amount: 2900, currency: 'usd', paymentMethodCreation: 'manual' });
        const box = document.createElement('div');
        box.id = 'wallets';
        document.querySelector('main')!.append(box);
        const ece = probe.elements.create('expressCheckout', options);
        for (const kind of ['ready', 'cancel', 'focus', 'blur'])
          ece.on(kind, (event: Record<string, unknown>) => probe.events.push({ kind, event: JSON.parse(JSON.stringify(event)) }));
        // What JSON cannot keep: whether ready carried availablePaymentMethods, and whether it was undefined.
        ece.on('ready', (event: Record<string, unknown>) =>
          probe.events.push({
            kind: 'ready-raw',
            event: { hasKey: 'availablePaymentMethods' in event, isUndefined: event.availablePaymentMethods === undefined },
          }),
        );
        ece.mount(box);
        probe.parts.expressCheckout = ece;
      },
      { wallets, options },
    );
    await expect.poll(() => page.evaluate(() => window.__probe.events.filter((e) => e.kind === 'ready').length)).toBe(1);
  }

  const readyEvent = (page: Page) => page.evaluate(() => window.__probe.events.find((e) => e.kind === 'ready')!.event);
  const walletFrame = (page: Page) => page.locator('#wallets iframe').contentFrame();
  const sheet = (page: Page) => page.locator('[data-fx-wallet-sheet]');
  const sheetFrame = (page: Page) => sheet(page).locator('iframe').contentFrame();

  test('Express Checkout: one button per offered wallet (window.__fxWallets) and ready’s availablePaymentMethods; none: undefined and no height', async ({
    page,
    world,
  }) => {
    const cases: Array<[string[] | null, Record<string, unknown>, string[]]> = [
      [['googlePay'], {}, ['Google Pay']],
      [['applePay', 'googlePay'], {}, ['Apple Pay', 'Google Pay']],
      [['applePay', 'googlePay'], { paymentMethods: { googlePay: 'never' } }, ['Apple Pay']],
    ];
    for (const [wallets, options, names] of cases) {
      await openWithStandIn(page, world.siteUrl, world.cdnUrl);
      await mountExpressCheckout(page, wallets, options);
      expect(await readyEvent(page)).toEqual({
        elementType: 'expressCheckout',
        availablePaymentMethods: {
          applePay: names.includes('Apple Pay'),
          googlePay: names.includes('Google Pay'),
          link: false,
          paypal: false,
          amazonPay: false,
          klarna: false,
        },
      });
      const buttons = walletFrame(page).getByRole('button');
      await expect(buttons).toHaveCount(names.length);
      for (const name of names) await expect(walletFrame(page).getByRole('button', { name, exact: true })).toBeVisible();
      expect(await page.locator('#wallets').evaluate((el) => el.getBoundingClientRect().height)).toBe(44);
    }

    await openWithStandIn(page, world.siteUrl, world.cdnUrl);
    await mountExpressCheckout(page, null);
    expect(await readyEvent(page)).toEqual({ elementType: 'expressCheckout' }); // availablePaymentMethods: undefined
    expect(await page.evaluate(() => window.__probe.events.find((e) => e.kind === 'ready-raw')?.event)).toEqual({ hasKey: true, isUndefined: true });
    expect(await page.locator('#wallets').evaluate((el) => el.getBoundingClientRect().height)).toBe(0);
    await expect(walletFrame(page).getByRole('button')).toHaveCount(0);
    expect(await page.locator('#wallets iframe').getAttribute('title')).toBe('Secure express checkout frame');
  });

  test('Express Checkout: click → resolve → the sheet with the total → Pay → confirm → submit → createPaymentMethod gives a card with wallet.type', async ({
    page,
    world,
  }) => {
    await openWithStandIn(page, world.siteUrl, world.cdnUrl);
    await page.evaluate(() => ((window as unknown as { __fxWalletCard: string }).__fxWalletCard = '4000002500003155'));
    await mountExpressCheckout(page, ['applePay', 'googlePay']);
    await page.evaluate(() => {
      const probe = window.__probe;
      const ece = probe.parts.expressCheckout;
      ece.on('click', (event: any) => {
        probe.events.push({ kind: 'click', event: { expressPaymentType: event.expressPaymentType } });
        event.resolve({ lineItems: [{ name: 'Gold plan', amount: 2900 }], emailRequired: true });
      });
      ece.on('confirm', async (event: any) => {
        probe.events.push({ kind: 'confirm', event: { expressPaymentType: event.expressPaymentType, billingDetails: event.billingDetails } });
        const submitted = await probe.elements.submit();
        if (submitted.error) return event.paymentFailed({ message: submitted.error.message });
        probe.result = await probe.stripe.createPaymentMethod({ elements: probe.elements });
      });
    });
    await walletFrame(page).getByRole('button', { name: 'Google Pay', exact: true }).click();
    await expect(sheet(page)).toBeVisible();
    expect(await sheet(page).evaluate((el) => el === document.body.firstElementChild && el.getAttribute('data-fx-wallet-sheet'))).toBe('googlePay');
    await expect(sheetFrame(page).locator('[data-fx-sheet-total]')).toHaveText('$29.00');
    await expect(sheetFrame(page).getByText('Gold plan')).toBeVisible();
    await sheetFrame(page).getByRole('button', { name: 'Pay', exact: true }).click();
    await expect.poll(() => page.evaluate(() => window.__probe.result)).toBeTruthy();
    const result = (await page.evaluate(() => window.__probe.result)) as { paymentMethod: any };
    expect(result.paymentMethod.id).toMatch(/^pm_fx_3155_[A-Za-z0-9]{10}$/);
    expect(result.paymentMethod).toMatchObject({ type: 'card', card: { brand: 'visa', last4: '3155', wallet: { type: 'google_pay' } } });
    expect(result.paymentMethod.billing_details).toMatchObject({ name: 'Jenny Rosen', email: 'jenny.rosen@example.com' });
    const kinds = await page.evaluate(() => window.__probe.events.filter((e) => e.kind === 'click' || e.kind === 'confirm'));
    expect(kinds).toMatchObject([
      { kind: 'click', event: { expressPaymentType: 'google_pay' } },
      { kind: 'confirm', event: { expressPaymentType: 'google_pay', billingDetails: { name: 'Jenny Rosen', address: { country: 'US' } } } },
    ]);
    await expect(sheet(page)).toHaveCount(0); // closed once the payment method was created
    // Nothing of the wallet's card beyond the last4 crossed from the frames.
    expect(await page.evaluate(() => window.__probe.messages.some((m) => m.includes('4000002500003155')))).toBe(false);
  });

  test('Express Checkout: the sheet is above a modal <dialog> of the page, takes the clicks, and leaves the dialog modal again', async ({
    page,
    world,
  }) => {
    await openWithStandIn(page, world.siteUrl, world.cdnUrl);
    // The buttons inside the page's own modal dialog, as a widget's are: everything else of the page is inert.
    await page.evaluate(() => {
      const dialog = document.createElement('dialog');
      dialog.id = 'page-modal';
      document.body.append(dialog);
      dialog.append(document.querySelector('main')!);
      dialog.showModal();
    });
    await mountExpressCheckout(page, ['googlePay']);
    await walletFrame(page).getByRole('button', { name: 'Google Pay', exact: true }).click();
    await expect(sheet(page)).toBeVisible();
    // The sheet is the topmost modal: its Cancel takes the click (a <div> in <body> would be inert under the dialog).
    expect(await sheet(page).evaluate((el) => el.matches(':modal'))).toBe(true);
    await sheetFrame(page).getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(sheet(page)).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => window.__probe.events.some((e) => e.kind === 'cancel'))).toBe(true);
    expect(await page.locator('#page-modal').evaluate((el) => el.matches(':modal'))).toBe(true);
  });

  test('Express Checkout: Cancel in the sheet emits cancel and removes it; paymentFailed shows the message, then the sheet closes', async ({
    page,
    world,
  }) => {
    await openWithStandIn(page, world.siteUrl, world.cdnUrl);
    await mountExpressCheckout(page, ['applePay']);
    await walletFrame(page).getByRole('button', { name: 'Apple Pay', exact: true }).click(); // no click listener: the sheet opens at once
    await expect(sheet(page)).toBeVisible();
    await sheetFrame(page).getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(sheet(page)).toHaveCount(0);
    expect(await page.evaluate(() => window.__probe.events.filter((e) => e.kind === 'cancel'))).toEqual([
      { kind: 'cancel', event: { elementType: 'expressCheckout' } },
    ]);

    await page.evaluate(() => {
      const ece = window.__probe.parts.expressCheckout;
      ece.on('click', (event: any) =>
        event.resolve({
          applePay: {
            recurringPaymentRequest: {
              paymentDescription: 'Gold membership',
              managementURL: 'https://site.fixture.test/account',
              trialBilling: { label: 'Free trial', amount: 0, recurringPaymentIntervalUnit: 'day', recurringPaymentIntervalCount: 14 },
              regularBilling: { label: 'Gold plan', amount: 2900, recurringPaymentIntervalUnit: 'month' },
            },
          },
        }),
      );
      ece.on('confirm', (event: any) => event.paymentFailed({ reason: 'fail', message: 'Your card was declined.' }));
    });
    await walletFrame(page).getByRole('button', { name: 'Apple Pay', exact: true }).click();
    // Apple Pay with a recurring request: its trial and regular billing lines above the total.
    await expect(sheetFrame(page).locator('[data-fx-sheet-trial]')).toHaveText('$0.00 every 14 days');
    await expect(sheetFrame(page).locator('[data-fx-sheet-regular]')).toHaveText('$29.00 every month');
    await expect(sheetFrame(page).locator('[data-fx-sheet-total]')).toHaveText('$29.00');
    await sheetFrame(page).getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(sheetFrame(page).getByRole('status')).toHaveText('Your card was declined.');
    await expect(sheet(page)).toHaveCount(0);
  });

  test('Express Checkout: a click listener that neither resolves nor rejects within 1 s: the real warning and no sheet (Playwright clock)', async ({
    page,
    world,
  }) => {
    await page.clock.install({ time: new Date('2026-11-29T08:00:00Z') });
    await openWithStandIn(page, world.siteUrl, world.cdnUrl);
    await mountExpressCheckout(page, ['googlePay']);
    await page.clock.pauseAt(new Date('2026-11-29T09:00:00Z')); // from here the page's time moves only with runFor
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.evaluate(() => {
      window.__probe.parts.expressCheckout.on('click', (event: any) => {
        window.__probe.events.push({ kind: 'click', event: { expressPaymentType: event.expressPaymentType } });
        (window as unknown as { __lateResolve: () => void }).__lateResolve = () => event.resolve();
      });
    });
    await walletFrame(page).getByRole('button', { name: 'Google Pay', exact: true }).click();
    await expect.poll(() => page.evaluate(() => window.__probe.events.filter((e) => e.kind === 'click').length)).toBe(1);
    await page.clock.runFor(999);
    expect(warnings).toEqual([]);
    await page.clock.runFor(1);
    await expect
      .poll(() => warnings)
      .toEqual([
        '[Stripe.js] Timed out waiting for a call to resolve(). If you listen to the "click" event, then you must call event.resolve in the "click" handler within 1 second.',
      ]);
    await page.evaluate(() => (window as unknown as { __lateResolve: () => void }).__lateResolve());
    await expect(sheet(page)).toHaveCount(0);
  });
});
