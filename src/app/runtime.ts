import { createClient } from '../api/client';
import { getConfiguration, getCurrentMember } from '../contract/bootCalls';
import { CONFIG_STALE_S, USER_STALE_S } from '../core/bootConstants';
import type { Logger } from '../core/util/logger';
import type { Settings } from '../core/shell/settings';
import type { PrefetchedAnswer } from '../core/shell/bootContext';
import { createMenuLoader } from '../state/menuLoader';
import { createPersistence } from '../state/persist';
import type { Stamped } from '../state/persistedKeys';
import { createQuery } from '../state/queryRunner';
import type { Runtime } from '../state/runtimeTypes';
import { sealOf } from '../state/seal';
import { createSessionMark } from '../state/sessionMark';
import { createLazySession } from '../state/lazySession';
import { createStartup } from '../state/startup';
import { configQuery, memberQuery } from '../state/store';
import { createTabSync, receiveFromTab, type TabMessage, type TabSync } from '../state/tabs';
import { peekTokenCookie } from '../state/tokenCookie';

/** Wires the runtime once per page: each piece's rules live in its own module under state/. */
/**
 * `build`: the loader's build id (BootContext.build), which stored answers are sealed with (state/seal.ts);
 * `prefetched`: a first visit's config request the loader already sent (host/firstVisit.ts), for the client.
 */
export function createRuntime(
  settings: Settings,
  logger: Logger,
  pageCookieDomain: string | null,
  build = '',
  prefetched?: PrefetchedAnswer | null,
): Runtime {
  const persist = createPersistence(`ms:${settings.subdomain}:`);
  let tabs: TabSync | null = null;
  const mark = createSessionMark(settings.subdomain);
  const session = createLazySession({
    subdomain: settings.subdomain,
    pageCookieDomain,
    client: () => client,
    logger,
    persist,
    mark,
    tabs: () => tabs,
    fetchMember: () => void member.run(),
  });
  // The tabs' policy reads the cookie only to choose between tokens (state/tabs.ts): a malformed one is none there,
  // and the session's chunk reports and removes it when it reads it.
  const cookie = () => peekTokenCookie(settings.subdomain);
  const cookies = {
    read: () => {
      const found = cookie();
      return found === 'malformed' ? null : found;
    },
  };
  const client = createClient({
    apiBase: settings.apiBase,
    subdomain: settings.subdomain,
    getToken: session.getToken,
    prefetched,
    onMalformed: (call, detail) => logger.log('ERROR', 'CORE', `Malformed answer to ${call.method} ${call.path}`, detail),
  });

  // Every fresh answer is persisted and shared with the other tabs.
  const share = (kind: 'config' | 'member' | 'menu') => (data: unknown, fetchedAt: number) => {
    persist.write(kind, { data, fetchedAt, seal: sealOf(data, build) } satisfies Stamped);
    tabs?.post({ kind, data, fetchedAt });
  };
  const config = createQuery(configQuery, {
    fetch: () => client(getConfiguration),
    staleMs: CONFIG_STALE_S * 1000,
    clearOn4xx: true,
    applyInNextTask: true,
    onData: share('config'),
  });
  // Only a refused refresh token ends the session (state/session.ts): a 401 here came after the client's own refresh.
  const member = createQuery(memberQuery, {
    fetch: () => client(getCurrentMember),
    staleMs: USER_STALE_S * 1000,
    epoch: session.generation,
    applyInNextTask: true,
    onData: share('member'),
  });
  const menu = createMenuLoader(client, session, share('menu'));
  const joinTabs = () => {
    const receive = (message: TabMessage) => receiveFromTab(message, { session, cookies, fetchMember: () => void member.run() });
    // In the order posted: a login's tokens may wait for the session's chunk, and the member after them with them.
    tabs = createTabSync(settings.subdomain, (message) => session.afterWaiting(() => receive(message)));
    // Other subdomains' tabs share only the cookie: a page shown again follows it (a logout there ends ours).
    document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && session.followShared());
  };
  const hasCookie = () => cookie() !== null;
  const { start, whenRestored } = createStartup({ mark, logger, session, hasCookie, persist, config, member, joinTabs, build });
  const flushed = (): Promise<void> => persist.flushed();

  return { settings, logger, client, session, config, member, menu, persist, start, whenRestored, flushed, build };
}
