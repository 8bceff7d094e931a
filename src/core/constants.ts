/**
 * The constants the boot path reads live in bootConstants.ts (the same pattern as BOOT_TEXT): this module ships in
 * the after-ready chunk, so the boot chunk does not carry the interface's, payments' and forums' numbers.
 */
export * from './bootConstants';

/** Business constants of spec part 1 §9 and part 2 §9, in one place. */
export const WIDGET_VERSION = '2.0.0';
/** The element the interface mounts in (ui/mount.ts), its shadow root the widget's; the dev overlay finds it by it. */
export const HOST_TAG = 'memberspace-widget';
/** The host element of an embed (ui/embeds/uiEmbeds.ts, mounted by ui/embeds/mountEmbed.ts). */
export const EMBED_TAG = 'memberspace-embed';
/**
 * On our hosts fixed over the page while a provider's overlay (3D Secure, a captcha challenge) may be up
 * (ui/providerOverlay.ts): their fixed layers step below it, and the modal leaves it the focus and the keys.
 */
export const YIELD_ATTR = 'data-ms-yield';
/** Marks a container of ours in the page's light DOM (ui/lightSlot.tsx), its value saying whose UI it holds (card-number, captcha…). */
export const LIGHT_SLOT_ATTR = 'data-ms-slot';
export const PASSWORD_MIN = 8;
/** Avatar upload (part 1 §5): JPEG or PNG, 1024 bytes to 10 MiB, one file. */
export const AVATAR_TYPES: readonly string[] = ['image/jpeg', 'image/png'];
export const AVATAR_MIN_BYTES = 1024;
export const AVATAR_MAX_BYTES = 10_485_760;
/** Form field name of a custom signup field (part 1 §3): this prefix plus the field's id. */
export const CUSTOM_FIELD_PREFIX = 'memberspace_custom_field__';
export const FONT_TIMEOUT_MS = 3000;
/** Ours: how long a first open on a non-English site waits for its texts before it shows English instead. */
export const TRANSLATION_WAIT_MS = 3000;
export const SCRIPT_TIMEOUT_MS = 5000;
/** Captcha script wait (part 1 §9): 3 s in all, polling 200 ms for the API object, then 300 ms for its render call. */
export const CAPTCHA_WAIT_MS = 3000;
export const CAPTCHA_POLL_MS = 200;
export const CAPTCHA_RENDER_POLL_MS = 300;
/**
 * Our bound on one invisible-captcha run (the spec is silent): a visitor may be shown a challenge, but one they
 * dismissed never answers, and the form must not stay locked; after this the run counts as "no token".
 */
export const CAPTCHA_RUN_TIMEOUT_MS = 120_000;
/**
 * Ours: a dismissed challenge never calls back (fixtures/stand-ins/README.md), so a visitor back in our form (a click
 * or a key there) after this long ends the run as "no token"; a double click on the submit button comes sooner.
 */
export const CAPTCHA_BACK_IN_FORM_MS = 1000;
/**
 * The admin subdomain site (part 1 §6: its forgotten-email form also asks for the site URL). The spec does not
 * name it; we take the subdomain 'admin' (the site where site owners are the members).
 */
export const ADMIN_SUBDOMAIN = 'admin';
/** Tracking snippets load this long after the host page's load event (part 1 §1, §9). */
export const TRACKING_DELAY_MS = 100;
/** Abandoned-signup reminders (part 2 §9): 30 minutes after the first open, 24 hours after the second; no more. */
export const ABANDONED_SIGNUP_DELAYS_MS: readonly number[] = [1_800_000, 86_400_000];
/** The reminder decision runs this long after the screens mount (part 2 §9). */
export const ABANDONED_SIGNUP_CHECK_MS = 3000;
/** After the failed-payment popup opened, it waits this long before opening again (part 2 §4, §9: 60 minutes). */
export const FAILED_PAYMENT_DELAY_MS = 3_600_000;
/**
 * How long the reminder check waits for the page's embedded interfaces to come up and settle (their chunks
 * load after boot; a plan link redirector decides after its plans load), polling every 250 ms, before it
 * decides with what it sees.
 */
export const EMBEDS_SETTLE_MAX_MS = 10_000;
export const EMBEDS_SETTLE_POLL_MS = 250;
/**
 * Content readiness (part 1 §9, check limit 5): a result not ready yet (type unknown, e.g. a video still
 * processing) is asked again at most 5 times, this far apart (ours), before its unknown-status message shows.
 */
export const CONTENT_READINESS_CHECKS = 5;
export const CONTENT_READINESS_INTERVAL_MS = 2000;
export const REJECTION_RETRY_SKIP_MS = 15_000;
/** Forum embeds (part 1 §9): the community forum's script API is looked for every 50 ms, at most 100 times. */
export const MUUT_WAIT_MS = 50;
export const MUUT_WAIT_TRIES = 100;
/** Forum embeds (part 1 §9): the discussion forum's login image is checked every 300 ms until it is done. */
export const FORUM_IMAGE_POLL_MS = 300;
/** Error boundary (part 1 §9): a crashed subtree re-mounts after each delay in turn, then is abandoned. */
export const ERROR_BOUNDARY_DELAYS_MS: readonly number[] = [250, 500, 1000, 1000, 1000, 2500, 2500, 2500];
/** A subtree that ran this long without crashing starts the delays from the first again. */
export const ERROR_BOUNDARY_STABLE_MS = 60_000;
export const LOGOUT_RESET_MS = 5000;
export const ANIMATION_MS = 1000;
export const MOBILE_MAX_WIDTH = 768;
export const DEFAULT_LOCALE = 'en';
/**
 * Default font (part 1 §9): Lato, weights 400 and 700 with italics, served from our own host (assets/fonts/) under a
 * family name of our own: its @font-face is the document's, and a page whose CSS names Lato must keep its font.
 */
export const FONT_FAMILY = 'MemberSpace';
export const FONT_WEIGHTS = [400, 700] as const;
/** Languages written right to left: the widget's text direction follows the locale. */
export const RTL_LANGUAGES = ['ar', 'he', 'fa', 'ur'] as const;

/** Modal widths (part 1 §2). */
export const WIDTHS = { small: 300, sm: 422, medium: 672, large: 972 } as const;
export type WidthName = keyof typeof WIDTHS;
/** Resize throttles (part 1 §9): content height 75 ms, portal width 200 ms. */
export const RESIZE_HEIGHT_THROTTLE_MS = 75;
export const RESIZE_WIDTH_THROTTLE_MS = 200;
/** Scroll shadow (part 1 §9): at most 48 px, on the widget's scrolling lists (ui/useScrollShadow.ts). */
export const SCROLL_SHADOW_MAX_PX = 48;
/** What support types in the widget to open diagnostics (part 1 §2; the spec does not show the sequence). */
export const DIAG_SEQUENCE = 'msdiag';

// --- referrals (part 2 §7, §9) ---
/** The ad-click cookie is read every second, at most 10 times (the pixel may set it after the widget boots). */
export const FBC_POLL_MS = 1000;
export const FBC_POLL_TRIES = 10;
/** The referral-tracking provider's script (rewardful); the fixture world serves a stand-in instead. */
export const REWARDFUL_SCRIPT_URL = 'https://r.wdfl.co/rw.js';
// --- end of referrals ---
/**
 * The async install snippet's own bound (ours; docs/architecture.md, "The asynchronous install snippet"): when the
 * loader has not run this long after the snippet, the snippet shows the page (undecided markers stay hidden), so a
 * blocked or failing widget never leaves a site hidden. The loader stops it when it runs and decides from then on.
 */
export const SNIPPET_CLOAK_MS = 4000;
