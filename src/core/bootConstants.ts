/**
 * The business constants of spec part 1 §9 and part 2 §9 that the boot path reads (settings, the API client, the
 * session, page protection, availability, the host API): constants.ts re-exports them beside the rest, which stay
 * out of the boot chunk. Boot-path modules import this file; everything else may import either.
 */
export const HTTP_TIMEOUT_MS = 30_000;
export const TOKEN_COOKIE_CHUNK = 3996;
export const COOKIE_DAYS = 30;
export const TOKEN_MIN_LIFETIME_S = 30;
export const TOKEN_MARGIN_S = 10;
export const CONFIG_STALE_S = 300;
export const USER_STALE_S = 3600;
export const PERSIST_TIMEOUT_MS = 5000;
export const ONE_DAY_MS = 86_400_000;
export const DOM_READY_POLL_MS = 100;
export const HOST_OBSERVER_THROTTLE_MS = 300;
/** The host DOM change counter wraps here (part 1 §9), so a long-lived page never grows it without bound. */
export const HOST_DOM_COUNTER_WRAP = 100_000;
export const REFRESH_THROTTLE_MS = 5000;
export const PAGE_PROTECTION_CLOCK_TOLERANCE_MS = 5 * 60_000;
export const LOG_BUFFER = 100;
/** Routes of the main interface kept for diagnostics' Main history tab (ours). */
export const ROUTE_HISTORY_LENGTH = 20;
/** The session-storage key through which the extension hands this page view an audience preview (ours). */
export const PREVIEW_STORAGE_KEY = 'memberspace.preview';

/**
 * User Timing marks (README "Performance"): when the loader starts and when the ready event fires, so a site
 * owner sees the widget's boot in the browser's performance panel and the benchmark measures between them.
 */
export const MARK_LOADER = 'memberspace:loader';
export const MARK_READY = 'memberspace:ready';

// --- availability: never blank a site (docs/architecture.md "Availability: never blank a site") ---
/** A page the loader hid and the widget has not decided yet shows the widget's loading state after this (ours). */
export const LOADING_STATE_DELAY_MS = 1000;
/**
 * Ours: how long ready (and the registration event) wait for the member-info chunk before going on with memberInfo
 * null (member.info follows when it comes). A stalled chunk must never hold ready back for good.
 */
export const MEMBER_INFO_WAIT_MS = 3000;
/**
 * A page not known to be protected (no protected-path list yet: a first visit, or storage blocked) is shown after
 * this from the loader's start when the site config has not answered, with the unavailable notice (ours). Not
 * shorter: on a slow mobile network a first visit's chunks and config often take 3 s, and the page must not be shown
 * while its protection is merely late (the loading state gives feedback from 1 s on).
 */
export const UNKNOWN_PAGE_BOUND_MS = 5000;
/**
 * Ours: on a first visit the widget's chunks wait for the config's answer to show or hide the page, at most this long
 * from the loader's start; a config slower than that no longer holds the widget back (its chunks, the contract's
 * included, then load while the answer is on its way, as before the hold).
 */
export const FIRST_VISIT_HOLD_MS = 500;
/** A config that failed with nothing cached is asked again after 5 s, then twice as long each time, at most 60 s (ours). */
export const CONFIG_RETRY_FIRST_MS = 5000;
export const CONFIG_RETRY_MAX_MS = 60_000;
