/**
 * Types of the MemberSpace widget's JavaScript API, for a site's own code: `window.MemberSpace` (the page settings
 * you may set, and what the widget installs on the same object) and the events the widget dispatches on `document`.
 *
 * Use it from TypeScript (or from JavaScript checked with `// @ts-check`) with
 * `/// <reference path="./memberspace.d.ts" />` or by listing the file in your tsconfig's `include`; the types are
 * also exported, e.g. `import type { MemberInfo } from './memberspace'`.
 *
 *     document.addEventListener('MemberSpace.conversion', (event) => {
 *       analytics.track('Purchase', { value: event.detail.order.grandTotal, currency: event.detail.order.currency });
 *     });
 *     if (window.MemberSpace?.ready) showGreeting(window.MemberSpace.getMemberInfo());
 */
// Written by the widget's build (`npm run build`) from types/memberspace.d.ts in the widget's repository, where a type
// test keeps it equal to the widget's own types; the build adds the global declarations (window.MemberSpace,
// DocumentEventMap) at the end. Self-contained: copy the one file.

// ---------------------------------------------------------------------------------------------------------------
// Members

/** A plan's kind of payment. */
export type MembershipType = 'free' | 'one_time_payment' | 'subscription' | 'multi_payment';

/** One of the member's plans, as `getMemberInfo()` and the events give it. Dates are ISO-8601 strings. */
export interface Membership {
  /** The membership's own id; null when the server identifies memberships by their plan only. */
  id: number | null;
  /** The plan's numeric id. */
  planId: number;
  /** The plan's public id, as in plan links (`?msopen=/member/plans/<publicPlanId>`). */
  publicPlanId: string;
  /** The plan's name. */
  name: string;
  /** How the plan is paid for. */
  type: MembershipType;
  /** When the member joined the plan. */
  createdAt: string;
  /**
   * The membership's status: 'active', 'trialing', 'past_due', 'expired', 'canceled', 'unpaid', 'incomplete' or
   * 'incomplete_expired' (other values may come). Only 'active', 'trialing' and 'past_due' grant access.
   */
  status: string;
  /** When a recurring subscription will end at the end of its period (it was cancelled); null otherwise. */
  cancelsOn: string | null;
  /** The next charge of a subscription or of an unfinished multi-payment plan; null otherwise. */
  billingPeriodEnd: string | null;
  /** When a membership that is not a subscription expires; null otherwise. */
  expiresOn: string | null;
  /** The last payment failed. */
  paymentFailure: boolean;
  /** The plan's welcome page (a path of the site), or null when it has none. */
  welcomeUrl: string | null;
  /** The plan's content page (a path of the site), or null when it has none. */
  contentUrl: string | null;
}

/** A choice of a select, multiple-select or radio custom field. */
export interface CustomFieldOption {
  /** The text shown (the value when the site gave no label). */
  label: string;
  /** The value stored when it is chosen. */
  value: string;
}

/** One of the site's custom signup fields, with the member's answer. */
export interface CustomSignupField {
  /** The field's id. */
  id: number;
  /** The field's kind: 'text', 'textarea', 'select', 'multiple-select', 'checkbox', … */
  type: string;
  /** Whether members must fill it in. */
  required: boolean;
  /**
   * The member's answer, null when not given: a string for text, textarea and select fields (one of `options`'
   * values), an array of strings for multiple-select; other kinds as the site stores them.
   */
  value: unknown;
  /** The choices, on choice fields only. */
  options?: CustomFieldOption[];
}

/** The logged-in member. */
export interface MemberInfo {
  /** The member's id. */
  id: number;
  /** The full name. */
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  /** The member's picture, or a generated avatar when they have none. */
  profileImageUrl: string;
  /** Every plan the member has joined, whatever its status. */
  memberships: Membership[];
  /** The site's custom signup fields with the member's answers. */
  customSignupFields: CustomSignupField[];
}

/**
 * What `MemberSpace.getMemberInfo()` returns, and the `MemberSpace.ready` event's detail. `isLoggedIn` is true
 * whenever a member's session is open; `memberInfo` is then null while their data is not known (it could not be
 * loaded): `MemberSpace.member.info` follows when it is.
 */
export type MemberInfoResult = { isLoggedIn: true; memberInfo: MemberInfo | null } | { isLoggedIn: false; memberInfo?: undefined };

/** The member's free-form metadata: any JSON object your site stores for them. */
export type MemberMetadata = Record<string, unknown>;

// ---------------------------------------------------------------------------------------------------------------
// Event details

/** `MemberSpace.member.info`'s detail. */
export interface MemberInfoDetail {
  /** The member as `getMemberInfo()` gives them now. */
  memberInfo: MemberInfo;
}

/** `MemberSpace.member.logout`'s detail: an empty object. */
export type LogoutDetail = Record<string, never>;

/** `MemberSpace.member.registration`'s detail. */
export interface RegistrationDetail {
  /** The account waits for a site admin's approval: nobody is logged in yet. */
  pendingApproval: boolean;
  /** The address the account was created with. */
  email: string;
  /**
   * The new member as `getMemberInfo()` gives them: absent while the account awaits approval (nobody is logged in),
   * null if their data could not be loaded.
   */
  memberInfo?: MemberInfo | null;
}

/** A purchase's order. Totals are what was charged now (0 for a free plan or a trial). */
export interface ConversionOrder {
  /** The order's id. */
  id: string;
  /** The price before discounts, in major units (12.35 for $12.35; 5000 for 5,000 JPY). */
  subTotal: number;
  /** The price before discounts, in minor units (1235 for $12.35). */
  subTotalCents: number;
  /** What was charged, in major units. */
  grandTotal: number;
  /** What was charged, in minor units. */
  grandTotalCents: number;
  /** The lower-case currency code, such as 'usd'; absent for a free plan. */
  currency?: string;
}

/** The member who made a purchase. */
export interface ConversionMember {
  id: number;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  /** The card provider's customer id ('cus_…'); null for a member who never paid. */
  stripeCustomerId: string | null;
}

/** `MemberSpace.conversion`'s detail: after every successful plan signup, free plans included. */
export interface ConversionDetail {
  /** The new membership. */
  membership: Membership;
  /** What was charged. */
  order: ConversionOrder;
  /** Who joined. */
  member: ConversionMember;
}

/** The plan bought, in `MemberSpace.purchase`'s detail. */
export interface PurchasePlan {
  /** The server's own id of the plan; null when the site identifies plans by `publicId` only. */
  id: number | string | null;
  /** The plan's public id (a membership's `publicPlanId`). */
  publicId: string;
  name: string;
  type: MembershipType;
  /** The plan's currency code, as the site configured it. */
  currency: string;
  /** One payment's price in minor units, before any coupon; null when the server does not send prices. */
  amount: number | null;
  /** The price as the widget words it, e.g. '$10.00 / month'. */
  pricingDescription: string;
  /** The plan starts with a free trial. */
  hasTrialPeriod: boolean;
}

/** `MemberSpace.purchase`'s detail: the conversion's, plus the plan. */
export interface PurchaseDetail extends ConversionDetail {
  plan: PurchasePlan;
}

/** Every event the widget dispatches on `document`, with its `detail`. */
export interface MemberSpaceEventMap {
  /** Once per page load, when the widget is ready (`MemberSpace.ready` is true from then on). */
  'MemberSpace.ready': CustomEvent<MemberInfoResult>;
  /** Whenever the logged-in member's data is (re)known: at ready, after a login, after any change. Never while logged out. */
  'MemberSpace.member.info': CustomEvent<MemberInfoDetail>;
  /** When the member logs out or is logged out (in this tab or another). */
  'MemberSpace.member.logout': CustomEvent<LogoutDetail>;
  /** Once per account created on the register screen (not for invitations or plan signups). */
  'MemberSpace.member.registration': CustomEvent<RegistrationDetail>;
  /** After every successful plan signup, free plans included; the site's conversion code runs on it. */
  'MemberSpace.conversion': CustomEvent<ConversionDetail>;
  /** Right after `MemberSpace.conversion`, with the plan too. */
  'MemberSpace.purchase': CustomEvent<PurchaseDetail>;
}

/**
 * Events your page may dispatch on `document` to ask the widget for fresh data, like `refreshSiteConfig()` and
 * `refreshMember()`: `document.dispatchEvent(new Event('MemberSpace.refresh.member'))`.
 */
export type MemberSpaceRefreshEvent = 'MemberSpace.refresh.siteConfig' | 'MemberSpace.refresh.member';

// ---------------------------------------------------------------------------------------------------------------
// window.MemberSpace

/** The widget's environments; sites use 'production' (the default). */
export type MemberSpaceEnvironment = 'production' | 'staging' | 'development' | 'fixture';

/** The topics of the widget's console log. */
export type MemberSpaceLogTopic =
  | 'ABANDONED_SIGNUP'
  | 'CAPTCHA'
  | 'CORE'
  | 'CUSTOM_STYLE'
  | 'DEPRECATION'
  | 'DIRECT_CONTENT_PROTECTOR'
  | 'DOM'
  | 'EMBED'
  | 'ERROR_BOUNDARY'
  | 'EXTERNAL_TASK'
  | 'FONT'
  | 'MUUT'
  | 'PAGE_PROTECTOR'
  | 'PAYMENT'
  | 'REFERRAL'
  | 'SIGNUP_FIELDS'
  | 'TRANSLATION'
  | 'WEBSITE_TOOLBOX';

/** Offsets of the member button per breakpoint, in px (0 to 2000). */
export interface MemberButtonOffsets {
  desktop?: { x?: number; y?: number };
  phone?: { x?: number; y?: number };
}

/**
 * The page settings: set them on `window.MemberSpace` before widget.js runs (the install snippet's first line).
 * Some may instead be given as data attributes of the widget.js tag: `data-subdomain` and `data-env` (which win over
 * these), `data-logging` and `data-after-login-url` (used when these are absent).
 */
export interface MemberSpaceSettings {
  /** The site's MemberSpace subdomain (required, here or as the tag's `data-subdomain`). */
  subdomain?: string;
  /** Which MemberSpace servers the widget talks to; 'production' when absent. */
  env?: MemberSpaceEnvironment;
  /** The same as `env`, read when `env` is absent. */
  environment?: MemberSpaceEnvironment;
  /**
   * Prints the widget's log to the console: true or 'all' for every topic, or some topics (an array, or a
   * comma-separated string). Errors and deprecations are always printed.
   */
  logging?: boolean | string | MemberSpaceLogTopic[];
  /** The domain of the widget's login cookies, for a site spanning subdomains (e.g. '.example.com'). */
  cookieDomain?: string;
  /** Where a member goes after logging in, unless the plan or the link says otherwise. */
  afterLoginUrl?: string;
  /**
   * The floating member button's distance in px from its corner's edges (x from the side, y from the top or bottom),
   * on desktops and on phones (under 768 px wide); overrides the site's own, key by key (20 px where neither says).
   * The button still moves further to keep clear of the page's fixed controls.
   */
  memberButtonOffsets?: MemberButtonOffsets;
  /**
   * The structured data that tells search engines which parts of a page are for members (so hidden content is not
   * taken for cloaking). On by default; `false` turns it off (the script tag's `data-paywall-markup="off"` too).
   */
  paywallMarkup?: boolean;
  /**
   * @deprecated The v1 ready callbacks are no longer supported: the widget only logs a warning and never calls
   * them. Listen for the `MemberSpace.ready` event instead.
   */
  onReady?: unknown[];
}

/**
 * `window.MemberSpace`: your settings, and what widget.js installs on the same object as soon as it runs. Code
 * that may run before widget.js should check `window.MemberSpace?.ready` or listen for `MemberSpace.ready`.
 * Calls made before the widget is ready wait for it.
 */
export interface MemberSpace extends MemberSpaceSettings {
  /** True once the widget is ready (from the `MemberSpace.ready` event on). */
  readonly ready: boolean;
  /** The id of the widget's build (10 hex digits), for support requests. */
  readonly build: string;
  /** Why the widget could not load (e.g. its files were blocked); absent when it loaded. */
  readonly loadError?: string;
  /** The visitor's state now, synchronously: `{ isLoggedIn: false }` until the widget is ready. */
  getMemberInfo(): MemberInfoResult;
  /**
   * The logged-in member's metadata. Rejects with an `Error`: 'Error: Unauthenticated.' when nobody is logged in,
   * 'cancelled.' when the member changed meanwhile, or the server's message.
   */
  getMemberMetadata(): Promise<MemberMetadata>;
  /**
   * Merges `changes` into the member's metadata (a key set to null is removed) and resolves with the whole
   * metadata. Rejects with 'Must be an object.' for anything but an object, and as `getMemberMetadata()` does.
   */
  updateMemberMetadata(changes: MemberMetadata): Promise<MemberMetadata>;
  /** Empties the member's metadata. Rejects as `getMemberMetadata()` does. */
  clearMemberMetadata(): Promise<void>;
  /** Reloads the site's configuration (at most once per 5 s); resolves when the request is over. */
  refreshSiteConfig(): Promise<void>;
  /** Reloads the logged-in member (at most once per 5 s); resolves when the request is over. */
  refreshMember(): Promise<void>;
}
