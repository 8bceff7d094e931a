/** Business constants of spec part 1 §9 and part 2 §9, in one place. */
export const WIDGET_VERSION = '2.0.0';
export const PASSWORD_MIN = 8;
export const HTTP_TIMEOUT_MS = 30_000;
export const TOKEN_COOKIE_CHUNK = 3996;
export const COOKIE_DAYS = 30;
export const TOKEN_MIN_LIFETIME_S = 30;
export const TOKEN_MARGIN_S = 10;
export const CONFIG_STALE_S = 300;
export const USER_STALE_S = 3600;
export const PERSIST_TIMEOUT_MS = 5000;
export const FONT_TIMEOUT_MS = 3000;
export const SCRIPT_TIMEOUT_MS = 5000;
export const ONE_DAY_MS = 86_400_000;
export const DOM_READY_POLL_MS = 100;
export const HOST_OBSERVER_THROTTLE_MS = 300;
export const REFRESH_THROTTLE_MS = 5000;
export const PAGE_PROTECTION_CLOCK_TOLERANCE_MS = 5 * 60_000;
export const REJECTION_RETRY_SKIP_MS = 15_000;
export const LOGOUT_RESET_MS = 5000;
export const ANIMATION_MS = 1000;
export const LOG_BUFFER = 100;
export const MOBILE_MAX_WIDTH = 768;
export const DEFAULT_LOCALE = 'en';

/** Modal widths (part 1 §2). */
export const WIDTHS = { small: 300, sm: 422, medium: 672, large: 972 } as const;
export type WidthName = keyof typeof WIDTHS;
