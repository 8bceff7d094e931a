import type { EmbedState } from './contentRules';

/**
 * The owner's switch for the paywall markup (core/access/paywallMarkup.ts) and what an inline content embed tells
 * it. Small and read at ready (app/afterReady.ts), so the markup's own module loads only for a page that may need it.
 */

/** The loader tag's attribute (`data-paywall-markup="off"`); the page object's key is `paywallMarkup`. */
export const PAYWALL_TAG_ATTR = 'data-paywall-markup';

const show = (v: unknown) => (typeof v === 'string' ? `"${v}"` : v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v);

export interface PaywallSetting {
  on: boolean;
  /** A value that was not usable, for the log (the next source, or the default, applies). */
  problems: string[];
}

/**
 * On unless the owner turned it off: `window.MemberSpace.paywallMarkup` (true or false) wins, then the loader tag's
 * `data-paywall-markup` ("on" or "off"), then the default (on). A value of the wrong kind is ignored, and said so:
 * it is usually a typo of "off", which the owner wants to hear about.
 */
export function paywallSetting(page: unknown, tag: string | null | undefined): PaywallSetting {
  const problems: string[] = [];
  if (typeof page === 'boolean') return { on: page, problems };
  if (page !== undefined) problems.push(`Page setting MemberSpace.paywallMarkup must be true or false, not ${show(page)}: ignored`);
  if (tag === 'on' || tag === 'off') return { on: tag === 'on', problems };
  if (tag !== undefined && tag !== null)
    problems.push(`${PAYWALL_TAG_ATTR} on the widget's script tag must be "on" or "off", not ${show(tag)}: ignored`);
  return { on: true, problems };
}

/** Whether an inline embed's answer refuses its content to this viewer (an upsell, or outside its viewing window). */
export const refusedEmbed = (state: EmbedState): boolean =>
  state.state === 'ready' && (state.value.type === 'upsell' || state.value.type === 'outside-viewing-window');
