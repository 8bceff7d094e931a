import { batch, effect, untracked } from '@preact/signals-react';
import { is, type Struct } from 'superstruct';
import { createClient, type Client } from './api/client';
import { getConfiguration, getMemberMenu, MenuData, SiteConfig } from './contract/site';
import { LOG_TEXT } from './core/logMessages';
import { CurrentMember, getCurrentMember } from './contract/member';
import { CONFIG_STALE_S, PREVIEW_STORAGE_KEY, USER_STALE_S } from './core/constants';
import { cookieDomainFor } from './core/cookies';
import type { Logger } from './core/logger';
import { adoptCached, initialQuery, succeeded } from './core/query';
import type { Settings } from './core/settings';
import { takePayingMark } from './state/payingMark';
import { takeSessionItem } from './state/sessionItem';
import { isExpired, isTokens, type Tokens } from './core/token';
import { createPersistence } from './state/persist';
import { createQuery } from './state/query';
import { configStampFresh, writeConfigStamp } from './state/configStamp';
import { createSession } from './state/session';
import { createEndMark } from './state/endMark';
import { afterMembershipChange } from './state/membershipChange';
import { configQuery, memberQuery, menuQuery, rehydration, siteConfig, tokenMemberId, tokens } from './state/store';
import { createTabSync, type TabMessage, type TabSync } from './state/tabs';
import { createTokenCookies } from './state/tokenCookies';

const PERSISTED = ['tokens', 'config', 'member', 'menu'] as const;
/** The contract of each persisted value besides the tokens, which are checked by isTokens. */
const PERSISTED_DATA: Record<'config' | 'member' | 'menu', Struct<any, any>> = { config: SiteConfig, member: CurrentMember, menu: MenuData };
/** Whether a persisted value still fits the contract (whoever it belongs to is checked when it is used). */
const fitsContract = (key: (typeof PERSISTED)[number], value: unknown): boolean =>
  key === 'tokens' ? isTokens(value) : isStamped(value) && is(value.data, PERSISTED_DATA[key]);
const ADOPT_GRACE_MS = 1000;

interface Stamped {
  data: unknown;
  fetchedAt: number;
}
const isStamped = (v: unknown): v is Stamped =>
  typeof v === 'object' && v !== null && 'data' in v && typeof (v as Stamped).fetchedAt === 'number';

/**
 * Everything the widget runs on, wired once per page: API client, session, the site-config and member queries,
 * persistence (cookies, IndexedDB) and the other tabs of the same site.
 */
export function createRuntime(settings: Settings, logger: Logger, pageCookieDomain: string | null) {
  const persist = createPersistence(`ms:${settings.subdomain}:`);
  const cookies = createTokenCookies(
    settings.subdomain,
    () => cookieDomainFor(location.hostname, pageCookieDomain ?? siteConfig.peek()?.domain),
    () => logger.log('ERROR', 'CORE', LOG_TEXT.malformedCookie),
  );
  let tabs: TabSync | null = null;
  let client: Client;
  const endMark = createEndMark(settings.subdomain);
  const session = createSession({ client: () => client, logger, cookies, persist, endMark, tabs: () => tabs });
  client = createClient({
    apiBase: settings.apiBase,
    subdomain: settings.subdomain,
    getToken: session.getToken,
    onMalformed: (call, detail) => logger.log('ERROR', 'CORE', `Malformed answer to ${call.method} ${call.path}`, detail),
  });

  const share = (kind: 'config' | 'member' | 'menu') => (data: unknown, fetchedAt: number) => {
    persist.write(kind, { data, fetchedAt });
    if (kind === 'config') writeConfigStamp(settings.subdomain, fetchedAt);
    tabs?.post({ kind, data, fetchedAt });
  };
  const config = createQuery(configQuery, {
    fetch: () => client(getConfiguration),
    staleMs: CONFIG_STALE_S * 1000,
    clearOn4xx: true,
    onData: share('config'),
  });
  // Only a refused refresh token ends the session (state/session.ts): a 401 here came after the client's own refresh.
  const member = createQuery(memberQuery, {
    fetch: () => client(getCurrentMember),
    staleMs: USER_STALE_S * 1000,
    epoch: session.generation,
    onData: share('member'),
  });

  const menuQueryRunner = createQuery(menuQuery, {
    // The menu is the member's own: it carries whose it is, so it is never shown under another session.
    fetch: async () => {
      const owner = session.memberId();
      const result = await client(getMemberMenu);
      return result.ok ? { ...result, data: { items: result.data.items, owner } } : result;
    },
    staleMs: USER_STALE_S * 1000,
    epoch: session.generation,
    onData: share('menu'),
  });
  /** Loads the member menu when the site has one and it is missing, stale or another member's. */
  const menu = {
    ensure: (): Promise<void> => {
      if (!tokens.peek() || !siteConfig.peek()?.memberMenu.enabled) return Promise.resolve();
      return menuQuery.peek().data?.owner === session.memberId() ? menuQueryRunner.revalidate() : menuQueryRunner.run();
    },
    /** Keeps the menu loaded for whoever is logged in (login here, in another tab, by a magic link). */
    follow: () =>
      effect(() => {
        void tokenMemberId.value;
        void siteConfig.value?.memberMenu.enabled;
        void untracked(menu.ensure);
      }),
  };

  /** Cached or shared data is used only when it still fits the contract and, for a member, the session. */
  function hydrate(kind: 'config' | 'member' | 'menu', value: unknown): void {
    if (!isStamped(value)) return;
    if (kind === 'config' && is(value.data, SiteConfig)) {
      // The boot's early request (start()) may have answered before IndexedDB did.
      const next = adoptCached(configQuery.peek(), value.data, value.fetchedAt, true);
      if (next) configQuery.value = next;
    } else if (kind === 'member' && is(value.data, CurrentMember) && value.data.id === session.memberId()) {
      memberQuery.value = succeeded(initialQuery(), value.data, 200, value.fetchedAt);
    } else if (kind === 'menu' && is(value.data, MenuData) && value.data.owner === session.memberId()) {
      menuQuery.value = succeeded(initialQuery(), value.data, 200, value.fetchedAt);
    }
  }

  /**
   * Which tokens a tab told of new ones keeps: what the shared cookie holds, when it holds a live session. Each tab
   * writes the cookie before it posts, so the cookie has the last login; two tabs logging in as two members at the
   * same moment cross their messages, and adopting each other's would leave them swapped. Unreadable or expired
   * (cookies blocked): the message's.
   */
  function settledTokens(told: Tokens): Tokens {
    const shared = cookies.read();
    return shared && !isExpired(shared, Date.now()) ? shared : told;
  }

  function receive(message: TabMessage): void {
    if (message.kind === 'tokens') {
      if (message.tokens !== null && !isTokens(message.tokens)) return;
      session.adopt(message.tokens && settledTokens(message.tokens), message.renewal === true);
      // The tab that logged in fetches the member and shares it; fetch here only if that never arrives.
      if (message.tokens) setTimeout(() => memberQuery.peek().data?.id !== session.memberId() && void member.run(), ADOPT_GRACE_MS);
    } else {
      hydrate(message.kind, message);
    }
  }

  /** Restores the session and cached data that the last visit left (cookie first, then IndexedDB). */
  async function restore(): Promise<void> {
    // An audience preview (the extension's popup wrote it for this page view only): its chunk loads only then.
    const entry = takeSessionItem(PREVIEW_STORAGE_KEY);
    const previewing =
      entry !== null &&
      (await import('./state/preview').then(
        (p) => p.applyPreview(entry, logger, cookies, persist),
        (error: unknown) => logger.log('ERROR', 'CORE', 'The preview module could not load', error),
      ));
    const fromCookie = previewing ? null : cookies.read();
    if (fromCookie) session.restore(fromCookie);
    if (!previewing) tabs = createTabSync(settings.subdomain, receive);
    const { state, values } = await persist.rehydrate(PERSISTED);
    rehydration.value = state;
    // What does not fit the contract (tampered, from an older version, truncated) is dropped, and said so.
    for (const key of PERSISTED) {
      if (values[key] === undefined || fitsContract(key, values[key])) continue;
      logger.log('ERROR', 'CORE', `${LOG_TEXT.malformedPersisted}: ${key}`);
      persist.remove(key);
      delete values[key];
    }
    batch(() => {
      // Safari drops script-written cookies after 7 days; IndexedDB then still holds the session.
      if (!fromCookie && !previewing && isTokens(values.tokens)) session.restorePersisted(values.tokens);
      hydrate('config', values.config);
      if (tokens.peek() && !previewing) {
        hydrate('member', values.member);
        hydrate('menu', values.menu);
      }
    });
  }

  let restored: Promise<void> | null = null;
  /** Resolves once the session is restored: host calls wait for it, so none runs as a false "logged out". */
  const whenRestored = (): Promise<void> => (restored ??= restore().catch((error: unknown) => logger.log('ERROR', 'CORE', 'Restore failed', error)));

  /** Restores, then revalidates only what is stale; resolves when ready can fire. */
  async function start(): Promise<void> {
    // Back online after a failed or missing answer (a page opened on a dropped connection): ask again, no reload needed.
    addEventListener('online', () => {
      void config.revalidate();
      if (tokens.peek()) void member.revalidate();
    });
    // A first visit, or a config past its window, needs the network anyway: ask now, while IndexedDB opens.
    const early = configStampFresh(settings.subdomain) ? null : config.run();
    await whenRestored();
    const background = (done: Promise<void>) => done.catch((error: unknown) => logger.log('ERROR', 'CORE', 'Revalidation failed', error));
    const configDone = background(early ?? config.revalidate());
    // After a payment left unanswered (a reload mid-payment) the cached token and member may be out of date.
    const afterPayment = () => afterMembershipChange({ session, member });
    const memberDone = tokens.peek() ? background(takePayingMark() ? afterPayment() : member.revalidate()) : null;
    // Cached data past its window still serves: ready waits only for what the page has nothing of, and the
    // revalidation lands in the background (the host hears of a changed member by its member.info event).
    await Promise.all([configQuery.peek().data ? null : configDone, memberQuery.peek().data ? null : memberDone]);
  }

  /** Settles pending persistence before the page is left (logout redirect, after-login URL). */
  const flushed = (): Promise<void> => persist.flushed();

  return { settings, logger, client, session, config, member, menu, persist, start, whenRestored, flushed };
}

export type Runtime = ReturnType<typeof createRuntime>;
