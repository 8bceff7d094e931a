import type { Locator, Page } from '@playwright/test';
import { clearFaults, fault, type Fault, patchConfig, type World } from './world';

/** Where a scene's picture and layout check look: the widget's dialog, the first embed, or the page around it. */
export type Where = 'dialog' | 'embed' | 'page';

/** How long any one wait of a scene may take: a screen that does not come is a failed scene, not a hung run. */
export const SCENE_WAIT_MS = 15_000;

/**
 * What a scene drives: the page, its fixture world, and the few steps every scene is made of (follow a member
 * link, press a control by its text, wait for a screen). Locators go by role, text and the dialog's data-screen only,
 * so screens can change their markup without breaking the gallery.
 */
export class Stage {
  constructor(
    readonly page: Page,
    readonly world: World,
  ) {}

  get host(): Locator {
    return this.page.locator('memberspace-widget');
  }
  get dialog(): Locator {
    return this.host.locator('.dialog');
  }
  get embed(): Locator {
    return this.page.locator('memberspace-embed [data-screen]').first();
  }
  get memberButton(): Locator {
    return this.host.locator('.member-button');
  }

  /** Opens the site's `pagePath` (default home). */
  async goto(pagePath = '/'): Promise<void> {
    await this.page.goto(`${this.world.siteUrl}${pagePath}`);
  }
  /** Follows a member link (`?msopen=`) on `pagePath`, as a link from an e-mail or another site would. */
  async open(path: string, pagePath = '/'): Promise<void> {
    await this.goto(`${pagePath}${pagePath.includes('?') ? '&' : '?'}msopen=${encodeURIComponent(path)}`);
  }
  /** A button or link of the dialog (or `within`) by its exact text. */
  control(name: string | RegExp, within: Locator = this.dialog): Locator {
    const exact = typeof name === 'string';
    return within.getByRole('button', { name, exact }).or(within.getByRole('link', { name, exact })).first();
  }
  async press(name: string | RegExp, within?: Locator): Promise<void> {
    await this.control(name, within).click();
  }
  /** Waits until the dialog shows `screen` (a data-screen name of core/shell/screens.ts). */
  async screen(screen: string): Promise<void> {
    await this.page.locator(`memberspace-widget .dialog[data-screen="${screen}"]`).waitFor({ timeout: SCENE_WAIT_MS });
  }
  async visible(locator: Locator): Promise<void> {
    await locator.first().waitFor({ state: 'visible', timeout: SCENE_WAIT_MS });
  }
  /** Waits for a text in the dialog (or `within`). */
  async sees(text: string | RegExp, within: Locator = this.dialog): Promise<void> {
    await this.visible(within.getByText(text, { exact: typeof text === 'string' }));
  }
  /** A text box by its label (which may carry the required mark). */
  textbox(label: string | RegExp): Locator {
    return this.dialog.getByRole('textbox', { name: label });
  }
  fault(spec: Fault): Promise<unknown> {
    return fault(this.world, spec);
  }
  clearFaults(): Promise<unknown> {
    return clearFaults(this.world);
  }
  config(patch: Record<string, unknown>): Promise<unknown> {
    return patchConfig(this.world, patch);
  }
  /** Resolves once MemberSpace.ready fired. */
  async ready(): Promise<void> {
    await this.page.waitForFunction(() => (window as unknown as { MemberSpace?: { ready?: boolean } }).MemberSpace?.ready === true, null, {
      timeout: SCENE_WAIT_MS,
    });
  }

  /**
   * Signs `email` in through the widget's own login screen, by the fields' types (any locale), and waits until the
   * after-login destination settled: another page for members whose plan has a welcome page, a screen otherwise.
   */
  async signIn(email: string, password = 'password123'): Promise<void> {
    await this.open('/member/sign_in');
    await this.dialog.locator('input[type=email]').fill(email, { timeout: SCENE_WAIT_MS });
    await this.dialog.locator('input[type=password]').fill(password);
    await this.dialog.locator('button[type=submit]').click();
    const deadline = Date.now() + SCENE_WAIT_MS;
    const landed = () => {
      const ms = (window as unknown as { MemberSpace?: { ready?: boolean; getMemberInfo?: () => { isLoggedIn?: boolean } } }).MemberSpace;
      if (!ms?.ready || !ms.getMemberInfo?.()?.isLoggedIn) return false;
      if (!new URL(location.href).searchParams.has('msopen')) return true;
      const screen = document.querySelector('memberspace-widget')?.shadowRoot?.querySelector('.dialog')?.getAttribute('data-screen');
      return !!screen && screen !== 'login';
    };
    for (;;) {
      try {
        await this.page.waitForFunction(landed, null, { timeout: Math.max(1, deadline - Date.now()) });
        break;
      } catch (error) {
        // A navigation to the member's welcome page destroys the check's context: check again on the new page.
        if (Date.now() >= deadline) throw new Error(`${email} could not sign in within ${SCENE_WAIT_MS} ms: ${error}`);
        await this.page.waitForLoadState().catch(() => undefined);
      }
    }
    await this.page.waitForLoadState();
  }

  /**
   * Waits until what a scene shows is at rest: its screen shown (when named), the dialog's opening animation over,
   * nothing loading (unless the scene shows loading), fonts in, two frames painted. The host page may still be
   * loading its own images; they are not ours.
   */
  async settle(where: Where, screen?: string, loading = false): Promise<void> {
    if (where === 'dialog') {
      if (screen) await this.screen(screen);
      else await this.visible(this.dialog);
    } else if (where === 'embed') {
      await this.visible(screen ? this.page.locator(`memberspace-embed [data-screen="${screen}"]`) : this.embed);
    } else {
      await this.ready();
    }
    await this.page.waitForFunction(
      ([where, loading]) => {
        const roots = [...document.querySelectorAll('memberspace-widget, memberspace-embed')].map((h) => h.shadowRoot).filter((r) => !!r);
        const boxes = roots.flatMap((r) => [...r!.querySelectorAll(where === 'embed' ? '[data-screen]' : '.dialog')]);
        if (boxes.some((b) => b.hasAttribute('data-animating'))) return false;
        if (!loading && boxes.some((b) => b.querySelector('.loading'))) return false;
        return true;
      },
      [where, loading] as const,
      { timeout: SCENE_WAIT_MS },
    );
    if (where === 'embed') await this.embed.scrollIntoViewIfNeeded();
    await this.page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    });
  }
}
