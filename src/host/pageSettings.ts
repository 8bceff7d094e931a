import type { BootContext } from '../core/shell/bootContext';
import { type ButtonOffsets, isButtonOffsets } from '../core/shell/buttonOffsets';
import { resolveSettings, type SettingsResult } from '../core/shell/settings';

/** The session-storage environment override (support staff, the extension's popup): this tab only. */
const SESSION_ENV_KEY = 'memberspace.env';

export function readSessionEnv(): string | null {
  try {
    return sessionStorage.getItem(SESSION_ENV_KEY);
  } catch {
    return null; // storage blocked (sandboxed iframe, privacy mode)
  }
}

/** The widget's settings from every source the page has: the loader tag, the page's settings, this tab's override. */
export const readPageSettings = (ctx: BootContext): SettingsResult =>
  resolveSettings({ scriptUrl: ctx.src, dataset: { ...ctx.script?.dataset }, pageConfig: ctx.ms, sessionEnv: readSessionEnv() });

/** A string setting from the page object or the loader tag (data-after-login-url ↔ afterLoginUrl). */
export function hostSetting(ctx: BootContext, key: string): string | null {
  const value = ctx.ms[key] ?? ctx.script?.dataset[key];
  return typeof value === 'string' && value ? value : null;
}

/** The cookie domain a page may set (for sites spanning subdomains). */
export const pageCookieDomain = (ctx: BootContext): string | null => (typeof ctx.ms.cookieDomain === 'string' ? ctx.ms.cookieDomain : null);

/** The loader tag's nonce, for what the widget must inject under a strict CSP. */
export const loaderNonce = (ctx: BootContext): string | undefined => ctx.script?.nonce || undefined;

/**
 * The page's member button offsets (MemberSpace.memberButtonOffsets), read at each placement so a page may change
 * them; a malformed value is ignored (boot logged it: core/shell/pageConfig.ts).
 */
export function pageButtonOffsets(): ButtonOffsets | undefined {
  const value = (window as unknown as { MemberSpace?: Record<string, unknown> }).MemberSpace?.memberButtonOffsets;
  return isButtonOffsets(value) ? value : undefined;
}
