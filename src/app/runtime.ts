import { createClient } from '../api/client';
import { getConfiguration, getCurrentMember } from '../contract/bootCalls';
import { CONFIG_STALE_S, USER_STALE_S } from '../core/bootConstants';
import { cookieDomainFor } from '../core/signin/cookies';
import { BOOT_LOG_TEXT as LOG_TEXT } from '../core/texts/bootLogMessages';
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
import { createSession } from '../state/session';
import { createStartup } from '../state/startup';
import { configQuery, memberQuery } from '../state/store';
import { createTabSync, receiveFromTab, type TabSync } from '../state/tabs';
import { createTokenCookies } from '../state/tokenCookies';

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
  const cookies = createTokenCookies(
    settings.subdomain,
    // Cross-subdomain only when the host page asks (part 1 §9): every subdomain's server then reads the tokens.
    () => cookieDomainFor(location.hostname, pageCookieDomain),
    () => logger.log('ERROR', 'CORE', LOG_TEXT.malformedCookie),
  );
  let tabs: TabSync | null = null;
  const mark = createSessionMark(settings.subdomain);
  const session = createSession({ client: () => client, logger, cookies, persist, mark, tabs: () => tabs, fetchMember: () => void member.run() });
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
    tabs = createTabSync(settings.subdomain, (message) => receiveFromTab(message, { session, cookies, fetchMember: () => void member.run() }));
    // Other subdomains' tabs share only the cookie: a page shown again follows it (a logout there ends ours).
    document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && session.followShared());
  };
  const { start, whenRestored } = createStartup({ mark, logger, session, cookies, persist, config, member, joinTabs, build });
  const flushed = (): Promise<void> => persist.flushed();

  return { settings, logger, client, session, config, member, menu, persist, start, whenRestored, flushed, build };
}
