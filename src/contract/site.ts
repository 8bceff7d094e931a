import { array, boolean, coerce, define, enums, nullable, number, optional, string, type, unknown } from 'superstruct';
import { CustomField, defaulted, maybe } from './common';
import { ownRecord } from '../core/util/ownRecord';
import { type ButtonOffsets, isButtonOffsets } from '../core/shell/buttonOffsets';

/** A protected page as configured (part 1 §3); validity and the preprocessed path are derived client-side. */
export const ProtectedPage = type({
  id: number(),
  path: string(),
  planIds: defaulted(array(number()), []),
  publicPlanIds: defaulted(array(string()), []),
  authenticatedUsers: defaulted(boolean(), false),
  freeMemberships: defaulted(boolean(), false),
  paidMemberships: defaulted(boolean(), false),
  daysUntilDrip: maybe(number()),
  dripStart: maybe(string()),
  dripEnd: maybe(string()),
  resourceId: maybe(string()),
});

/**
 * The member button's offsets (core/shell/buttonOffsets.ts, one check for this and the page setting). A
 * malformed value is dropped (the corner's 20 px apply) rather than failing the whole configuration over a cosmetic setting.
 */
const ButtonOffsetsStruct = coerce(define<ButtonOffsets>('ButtonOffsets', isButtonOffsets), unknown(), (v) => (isButtonOffsets(v) ? v : {}));

export const ButtonAction = type({
  action: defaulted(string(), 'off'),
  url: maybe(string()),
  publicPlanIds: defaulted(array(string()), []),
});
/** A configured button action (create account, after registration): redirect, show plans, off, … */
export type ButtonActionConfig = typeof ButtonAction.TYPE;

export const SiteConfig = type({
  siteId: number(),
  subdomain: string(),
  name: defaulted(string(), ''),
  baseUrl: string(),
  domain: maybe(string()),
  cms: maybe(string()),
  locale: defaulted(string(), 'en'),
  contactEmail: defaulted(string(), ''),
  afterLogoutUrl: maybe(string()),
  redirectPath: maybe(string()),
  customWording: defaulted(ownRecord(string(), string()), {}),
  customStyling: defaulted(ownRecord(string(), unknown()), {}),
  stripe: defaulted(type({ accountId: maybe(string()), apiVersion: maybe(string()), requireZipCode: defaulted(boolean(), false) }), {
    accountId: null,
    apiVersion: null,
    requireZipCode: false,
  }),
  memberMenu: defaulted(type({ enabled: defaulted(boolean(), false) }), { enabled: false }),
  memberButton: defaulted(
    type({
      enabled: defaulted(boolean(), false),
      position: defaulted(enums(['bottomRight', 'bottomLeft', 'topRight', 'topLeft']), 'bottomRight'),
      /** Not in the spec: the owner's px from the corner per breakpoint (issue 37); fixed controls still push it further. */
      offsets: defaulted(ButtonOffsetsStruct, {}),
    }),
    { enabled: false, position: 'bottomRight' as const, offsets: {} },
  ),
  removeMemberspaceBranding: defaulted(boolean(), false),
  customSignupFields: defaulted(array(CustomField), []),
  customPostSignupFields: defaulted(array(CustomField), []),
  allowAbandonedSignupPopup: defaulted(boolean(), true),
  /** Not in the spec's field list: a site taking test payments. Abandoned-signup reminders then have no delay. */
  testMode: defaulted(boolean(), false),
  createAccountButtonAction: defaulted(ButtonAction, { action: 'off', url: null, publicPlanIds: [] }),
  afterRegistrationAction: defaulted(ButtonAction, { action: 'off', url: null, publicPlanIds: [] }),
  protectedPages: defaulted(array(ProtectedPage), []),
  customThirdPartyIntegration: defaulted(type({ trackingCode: maybe(string()), conversionCode: maybe(string()) }), {
    trackingCode: null,
    conversionCode: null,
  }),
  integrations: defaulted(type({ rewardful: optional(nullable(type({ apiKey: string() }))) }), {}),
  payment: defaulted(type({ showCouponInput: defaulted(boolean(), false) }), { showCouponInput: false }),
  requireCancellationReason: defaulted(boolean(), false),
});

export const MenuItem = type({
  type: string(),
  resourceId: string(),
  label: string(),
  url: string(),
  emojiCodePoint: maybe(string()),
});

/** The menu as the widget keeps it (query, IndexedDB, other tabs): with the member it was fetched for. */
export const MenuData = type({ items: array(MenuItem), owner: nullable(number()) });

/** The menu call's answer (contract/bootCalls.ts). Its wrapper is not shown in the spec: the list itself is taken as well as { items }. */
export const MenuAnswer = coerce(type({ items: array(MenuItem) }), array(unknown()), (items) => ({ items }));
