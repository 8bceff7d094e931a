import { computed, signal } from '@preact/signals-react';
import type { CurrentMember } from '../contract/member';
import type { MenuData, MenuItem, SiteConfig } from '../contract/site';
import { menuShows, visibleMenuItems } from '../core/account/menuItems';
import type { ProtectionMode } from '../core/access/protectionMode';
import { initialQuery, type QueryState } from '../core/util/query';
import { decodeAccessToken, type Tokens } from '../core/signin/token';
import type { PreviewShown } from '../core/shell/previewEntry';
import type { Route } from '../core/shell/screens';
import type { TextKey } from '../core/texts/texts';

export type SiteConfigData = typeof SiteConfig.TYPE;
export type MemberData = typeof CurrentMember.TYPE;
export type MenuItemData = typeof MenuItem.TYPE;
export type Rehydration = 'NOT_REHYDRATED' | 'REHYDRATED' | 'FAILED';

/** The widget's state: data flows in from the host page and the API, UI reads these signals. */
export const configQuery = signal<QueryState<SiteConfigData>>(initialQuery());
export const memberQuery = signal<QueryState<MemberData>>(initialQuery());
export const tokens = signal<Tokens | null>(null);
/** The server refused to renew the session; cleared by the next login (ui: login again, back to the screen). */
export const sessionExpired = signal(false);
export const rehydration = signal<Rehydration>('NOT_REHYDRATED');
/** A stored session this page view could not restore: its chunk did not load (state/startup.ts). */
export const sessionUnavailable = signal(false);
export const route = signal<Route>({ name: 'idle' });
export const menuQuery = signal<QueryState<typeof MenuData.TYPE>>(initialQuery());
/** Page protection (part 1 §4); the protection layer moves it on from INITIAL. */
export const protectionMode = signal<ProtectionMode>('INITIAL');
/** This page view's audience preview (state/applyPreview.ts): the interface shows its notice. */
export const preview = signal<PreviewShown | null>(null);
/** The site locale's translation (translations/{locale}.json); empty means the built-in English. */
export const translation = signal<Partial<Record<TextKey, string>>>({});

export const siteConfig = computed(() => configQuery.value.data);
/** Last HTTP status of the configuration call; 0 before it answered or on a network failure. */
export const configStatus = computed(() => configQuery.value.lastStatus);
export const isLoggedIn = computed(() => tokens.value !== null);
/** The logged-in member's data: only ever the data of the member the current token names (another tab may
 * have switched the session before this tab's member data caught up). */
export const member = computed(() => {
  const data = memberQuery.value.data;
  return data && data.id === tokenMemberId.value ? data : null;
});
/** The current access token's member id and claim, decoded once per token. */
const decoded = computed(() => {
  const t = tokens.value;
  if (!t) return null;
  try {
    return decodeAccessToken(t.accessToken);
  } catch {
    return null;
  }
});
export const tokenMemberId = computed(() => (decoded.value ? Number(decoded.value.memberId) : null));
export const claim = computed(() => decoded.value?.claim ?? null);
export const tokenId = computed(() => decoded.value?.tokenId ?? null);

/** Menu items this member may see (part 1 §2): none unless the menu is enabled and loaded for them. */
export const visibleMenu = computed<MenuItemData[]>(() => {
  const config = siteConfig.value;
  const data = menuQuery.value.data;
  if (!config?.memberMenu.enabled || !data || data.owner === null || data.owner !== tokenMemberId.value) return [];
  return visibleMenuItems(data.items, config.protectedPages, claim.value);
});
export const hasMenu = computed(() => menuShows(siteConfig.value?.memberMenu.enabled ?? false, visibleMenu.value.length));
