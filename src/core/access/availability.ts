import { CONFIG_RETRY_FIRST_MS, CONFIG_RETRY_MAX_MS, LOADING_STATE_DELAY_MS, UNKNOWN_PAGE_BOUND_MS } from '../bootConstants';

/**
 * Never blank a site (docs/architecture.md "Availability: never blank a site"): what a page shows while the widget
 * cannot decide its protection, as a function of what the loader knew, the time since it started, and where the
 * widget is. Pure: the loader's page guard (host/pageGuard.ts) applies it.
 */

/**
 * What the loader knew of the page from the protected-path list the last visit left: `known` (the list covers it),
 * `unknown` (no list: a first visit, or storage blocked), `none` (the list does not cover it: never hidden).
 */
export type PageKnowledge = 'known' | 'unknown' | 'none';

/**
 * Where the widget is: `waiting` (no decision yet), `failed` (no config to decide from: its call failed, or the
 * widget's chunks did not load), `screen` (a refusing decision whose screen is not on screen yet), `decided`.
 */
export type GuardPhase = 'waiting' | 'failed' | 'screen' | 'decided';

/** What the widget shows of its own: nothing, its loading state, the unavailable notice, or the error with a Retry. */
export type PageStatusKind = 'none' | 'loading' | 'unavailable' | 'error';

/** Whether the body must be hidden (null once decided: page protection owns the cloak then), and our status. */
export type PageView = readonly [hide: boolean | null, status: PageStatusKind];

export function pageView(knowledge: PageKnowledge, elapsedMs: number, phase: GuardPhase): PageView {
  const loading: PageStatusKind = elapsedMs >= LOADING_STATE_DELAY_MS ? 'loading' : 'none';
  if (phase === 'decided') return [null, 'none'];
  if (phase === 'screen') return [null, loading];
  // A page known to be protected stays hidden whatever happens: the error says why, and offers a retry.
  if (knowledge === 'known') return [true, phase === 'failed' ? 'error' : loading];
  // Anything else shows once the widget failed, saying that membership features are off for now.
  if (phase === 'failed') return [false, 'unavailable'];
  // A page the list does not cover was never hidden: a slow start (IndexedDB, the network) is no failure there.
  if (knowledge === 'none') return [false, 'none'];
  // A page that may be protected (a first visit) waits for the config only so long.
  return elapsedMs >= UNKNOWN_PAGE_BOUND_MS ? [false, 'unavailable'] : [true, loading];
}

/** The wait before asking again for a config that failed with nothing cached, after `attempt` failures (1, 2, …). */
export const configRetryDelay = (attempt: number): number => Math.min(CONFIG_RETRY_FIRST_MS * 2 ** Math.max(0, attempt - 1), CONFIG_RETRY_MAX_MS);

/**
 * The page guard the loader makes and hands the main chunk (core/shell/bootContext.ts): page protection tells it
 * where the widget is, and it shows the page's state (host/pageGuard.ts).
 */
export interface PageGuard {
  /**
   * Where the widget is; `failed` comes with the message to show and what Retry does, and with what the list says of
   * the page of the moment when it is another than the loader's (a single-page app's route). Returns what the guard
   * knows of the page then: a page the config's own answer protects (know) stays known whatever a stored list says.
   */
  set(phase: GuardPhase, failure?: GuardFailure, knowledge?: PageKnowledge): PageKnowledge;
  /** The interface is on screen: a refusing decision's screen has replaced the loading state. */
  shown(): void;
  /**
   * What the loader learnt of the page from a first visit's config, before the widget ran (host/firstVisit.ts):
   * the page is shown at once when the answer leaves it out. Where the widget is stays as it was.
   */
  know(knowledge: PageKnowledge): void;
}

export interface GuardFailure {
  message: string;
  retry: () => void;
}
