import { computed, signal } from '@preact/signals-react';
import type { SiteConfig } from '../contract/site';
import type { CurrentMember } from '../contract/member';
import type { Tokens } from '../core/token';
import type { Route } from '../core/screens';

/** The widget's state: data flows in from the host page and the API, UI reads these signals. */
export const siteConfig = signal<typeof SiteConfig.TYPE | null>(null);
/** Last HTTP status of the configuration call; 0 before it answered or on a network failure. */
export const configStatus = signal(0);
export const tokens = signal<Tokens | null>(null);
export const member = signal<typeof CurrentMember.TYPE | null>(null);
export const isLoggedIn = computed(() => tokens.value !== null);
export const route = signal<Route>({ name: 'idle' });
