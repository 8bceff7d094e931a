import { computed, signal } from '@preact/signals-react';
import type { SiteConfig } from '../contract/site';
import type { CurrentMember } from '../contract/member';
import { initialQuery, type QueryState } from '../core/query';
import { decodeAccessToken, type Tokens } from '../core/token';
import type { Route } from '../core/screens';

export type SiteConfigData = typeof SiteConfig.TYPE;
export type MemberData = typeof CurrentMember.TYPE;
export type Rehydration = 'NOT_REHYDRATED' | 'REHYDRATED' | 'FAILED';

/** The widget's state: data flows in from the host page and the API, UI reads these signals. */
export const configQuery = signal<QueryState<SiteConfigData>>(initialQuery());
export const memberQuery = signal<QueryState<MemberData>>(initialQuery());
export const tokens = signal<Tokens | null>(null);
export const rehydration = signal<Rehydration>('NOT_REHYDRATED');
export const route = signal<Route>({ name: 'idle' });

export const siteConfig = computed(() => configQuery.value.data);
/** Last HTTP status of the configuration call; 0 before it answered or on a network failure. */
export const configStatus = computed(() => configQuery.value.lastStatus);
export const isLoggedIn = computed(() => tokens.value !== null);
export const member = computed(() => (tokens.value ? memberQuery.value.data : null));
/** The member id inside the current access token, decoded once per token. */
export const tokenMemberId = computed(() => {
  const t = tokens.value;
  if (!t) return null;
  try {
    return Number(decodeAccessToken(t.accessToken).memberId);
  } catch {
    return null;
  }
});
