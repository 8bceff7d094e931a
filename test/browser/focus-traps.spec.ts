import type { Page } from '@playwright/test';
import { focused } from './a11y-helpers';
import { expect, test, type Widget } from './fixtures';
import { cardInput, hook, loggedIn, threeDSecure, zipInput } from './helpers';
import { fillRegistration } from './joining';
import { LoginScreen } from './screens';

/**
 * Signing in from inside a host page's own focus trap (issue: Bootstrap's off-canvas phone menu made signing in
 * impossible). Each page is built from the framework's npm package (fixtures/site/pages/frameworks/): the trap is
 * the library's own code, not our idea of it. The widget's dialog must take the focus, keep it, take typing, Tab,
 * clicks and Escape, and give the focus back to the link it came from, with the host's trap in charge again.
 */
interface Trap {
  name: string;
  path: string;
  /** Opens the host's panel and waits until its trap holds the focus. */
  open: (page: Page) => Promise<void>;
  /** The sign-in link inside the panel. */
  link: string;
  /** The panel whose trap must hold the focus again after our dialog closes. */
  panel: string;
  /** The panel keeps Tab inside itself (a focus trap); a modal that only makes the rest inert leaves Tab to the browser. */
  holdsTab: boolean;
  sizes: ('phone' | 'desktop')[];
}

const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

/** Waits until the host's panel holds the focus (its trap moved it in). */
const focusIn = (page: Page, panel: string) => expect.poll(() => page.evaluate((sel) => !!document.activeElement?.closest(sel), panel)).toBe(true);

const click = (selector: string, panel: string) => async (page: Page) => {
  await page.locator(selector).click();
  await focusIn(page, panel);
};

const TRAPS: Trap[] = [
  {
    name: "Bootstrap's off-canvas phone menu",
    path: '/frameworks/bootstrap',
    open: click('#menu-toggle', '#phone-menu'),
    link: '#offcanvas-signin',
    panel: '#phone-menu',
    holdsTab: true,
    sizes: ['phone'],
  },
  {
    name: "a bottom navbar's off-canvas menu",
    path: '/frameworks/bootstrap-fixed-bottom',
    open: click('#bottom-toggle', '#bottom-menu'),
    link: '#bottom-signin',
    panel: '#bottom-menu',
    holdsTab: true,
    sizes: ['phone'],
  },
  {
    name: "Bootstrap's modal",
    path: '/frameworks/bootstrap',
    open: click('#open-modal', '#bs-modal'),
    link: '#modal-signin',
    panel: '#bs-modal',
    holdsTab: true,
    sizes: ['phone', 'desktop'],
  },
  {
    name: "the focus-trap library's drawer",
    path: '/frameworks/focus-trap',
    open: click('#open-trap', '#trap-panel'),
    link: '#trap-signin',
    panel: '#trap-panel',
    holdsTab: true,
    sizes: ['phone', 'desktop'],
  },
  {
    name: 'a native <dialog> opened with showModal()',
    path: '/frameworks/dialog',
    open: click('#open-dialog', '#native-dialog'),
    link: '#dialog-signin',
    panel: '#native-dialog',
    holdsTab: true,
    sizes: ['phone', 'desktop'],
  },
  {
    name: "a modal that makes its siblings inert (Headless UI's way)",
    path: '/frameworks/dialog',
    open: click('#open-inert', '#inert-modal'),
    link: '#inert-signin',
    panel: '#inert-modal',
    holdsTab: false,
    sizes: ['phone', 'desktop'],
  },
];

for (const trap of TRAPS) {
  for (const size of trap.sizes) {
    test.describe(`${trap.name} (${size})`, () => {
      test.use({ viewport: SIZES[size] });

      test('our dialog takes the focus, keeps it through typing and Tab, and Escape gives it back to the trap', async ({ page, world, widget }) => {
        await page.goto(`${world.siteUrl}${trap.path}`);
        await widget.ready();
        await trap.open(page);
        await page.locator(trap.link).click();
        await expect(widget.dialog).toHaveAttribute('data-screen', 'login');
        expect(await focused(page)).toMatchObject({ tag: 'input', label: 'Email', inDialog: true });
        await page.keyboard.type('free@demo.test');
        await page.keyboard.press('Tab');
        expect(await focused(page)).toMatchObject({ label: 'Password', inDialog: true });
        await page.keyboard.type('secret');
        for (let i = 0; i < 8; i++) {
          await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
          expect((await focused(page))?.inDialog, `Tab ${i + 1} left the dialog`).toBe(true);
        }
        // What was typed arrived, where it was typed.
        const login = new LoginScreen(widget);
        await expect(login.email).toHaveValue('free@demo.test');
        await expect(login.password).toHaveValue('secret');
        await page.keyboard.press('Escape');
        await expect(widget.dialog).toHaveCount(0);
        // Back on the link it came from, the host's panel still open and its trap in charge again.
        await expect(page.locator(trap.link)).toBeFocused();
        await expect(page.locator(trap.panel)).toBeVisible();
        if (trap.holdsTab) {
          for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
          await focusIn(page, trap.panel);
        }
      });

      test('a visitor signs in with the mouse: clicks on the fields and on Sign in reach the dialog', async ({ page, world, widget }) => {
        await page.goto(`${world.siteUrl}${trap.path}`);
        await widget.ready();
        await trap.open(page);
        await page.locator(trap.link).click();
        const login = new LoginScreen(widget);
        await expect(widget.dialog).toHaveAttribute('data-screen', 'login');
        await login.password.click();
        await page.keyboard.type('password123');
        await login.email.click();
        await expect(login.email).toBeFocused();
        await page.keyboard.type('free@demo.test');
        await login.submit.click();
        await expect.poll(() => loggedIn(page), { timeout: 10_000 }).toBe(true);
      });
    });
  }
}

/** Registers a new visitor on the open registration screen and types a card key by key into the provider's frames. */
async function registerAndTypeCard(page: Page, widget: Widget, email: string, card: string): Promise<void> {
  await expect(widget.dialog).toHaveAttribute('data-screen', 'registerUser');
  await fillRegistration(widget.dialog, email);
  await widget.dialog.getByRole('button', { name: /^Continue$/ }).click();
  await expect(widget.dialog).toHaveAttribute('data-screen', 'signupToPlan', { timeout: 10_000 });
  await expect(widget.dialog.locator('[data-card-field][data-card-ready]')).toBeVisible({ timeout: 15_000 });
  // Typed key by key into the provider's frames: a focus pulled back by the page's trap would lose the keys.
  for (const [part, keys] of [
    ['number', card],
    ['expiry', '1240'],
    ['cvc', '123'],
  ] as const) {
    await cardInput(page, part).click();
    await page.keyboard.type(keys);
  }
  await zipInput(page).click();
  await page.keyboard.type('94107');
}

test.describe('paying from inside a focus trap (phone)', () => {
  test.use({ viewport: SIZES.phone });

  test("a 3D Secure challenge from inside the page's native modal <dialog>: the page's dialog steps down meanwhile, both are modal again after", async ({
    page,
    world,
    widget,
  }) => {
    await page.goto(`${world.siteUrl}/frameworks/dialog`);
    await widget.ready();
    await click('#open-dialog', '#native-dialog')(page);
    const closes = await page.evaluateHandle(() => {
      const seen = { closes: 0 };
      document.getElementById('native-dialog')!.addEventListener('close', () => seen.closes++);
      return seen;
    });
    await page.locator('#dialog-join').click();
    await registerAndTypeCard(page, widget, 'challenged@example.test', '4000002500003155');
    await widget.dialog.getByRole('button', { name: /^(Purchase|Pay|Buy|Join)/ }).click();
    const challenge = threeDSecure(page).frame;
    await expect(challenge.getByRole('heading', { name: 'Authentication required' })).toBeVisible();
    // Clickable: no modal <dialog> (the page's or ours) makes the provider's overlay inert or covers it.
    await challenge.getByRole('button', { name: 'Complete authentication' }).click();
    await expect(widget.dialog.getByRole('heading', { name: 'Thank you for joining!' })).toBeVisible({ timeout: 15_000 });
    expect(await page.evaluate(() => document.querySelector('memberspace-widget')!.shadowRoot!.querySelector('dialog')!.matches(':modal'))).toBe(
      true,
    );
    expect(await page.locator('#native-dialog').evaluate((d) => d.matches(':modal'))).toBe(true);
    // Its steps down and back were ours: the page's code never heard its dialog close.
    expect(await closes.evaluate((s) => s.closes)).toBe(0);
  });

  test("the card field takes typing under the focus-trap library's capture listeners, and the payment goes through", async ({
    page,
    world,
    widget,
  }) => {
    await page.goto(`${world.siteUrl}/frameworks/focus-trap`);
    await widget.ready();
    await click('#open-trap', '#trap-panel')(page);
    await page.locator('#trap-join').click();
    await registerAndTypeCard(page, widget, 'trapped@example.test', '4242424242424242');
    await widget.dialog.getByRole('button', { name: /^(Purchase|Pay|Buy|Join)/ }).click();
    await expect(widget.dialog.getByRole('heading', { name: 'Thank you for joining!' })).toBeVisible({ timeout: 15_000 });
    const ledger = (await hook(world, 'ledger')) as any[];
    expect(ledger).toEqual([expect.objectContaining({ amount: 9900, status: 'succeeded', publicPlanId: 'onetime01' })]);
  });
});

test.describe('a page whose scrolling is locked (phone, short screen)', () => {
  test.use({ viewport: { width: 390, height: 500 } });

  test("the wheel scrolls our dialog under react-remove-scroll's lock of the page's sheet", async ({ page, world, widget }) => {
    await page.goto(`${world.siteUrl}/frameworks/dialog`);
    await widget.ready();
    await page.locator('#open-sheet').click();
    await page.locator('#sheet-join').click();
    await expect(widget.dialog).toHaveAttribute('data-screen', 'registerUser');
    const backdrop = widget.host.locator('.backdrop');
    expect(await backdrop.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true); // a form taller than the screen
    const box = (await widget.dialog.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, 250);
    // The whole turn of the wheel scrolls it (a cancelled wheel event would leave it at most a few pixels down).
    const room = await backdrop.evaluate((el) => el.scrollHeight - el.clientHeight);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => backdrop.evaluate((el) => el.scrollTop)).toBeGreaterThanOrEqual(Math.min(300, room) - 1);
  });
});
