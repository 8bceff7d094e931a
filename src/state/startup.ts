import { batch } from '@preact/signals-react';
import { BOOT_LOG_TEXT as LOG_TEXT } from '../core/texts/bootLogMessages';
import type { Logger } from '../core/util/logger';
import { PERSIST_TIMEOUT_MS, PREVIEW_STORAGE_KEY } from '../core/bootConstants';
import type { Tokens } from '../core/signin/token';
import { retryWhileEmpty } from './configRetry';
import { adopt } from './hydrate';
import { afterMembershipChange } from './membershipChange';
import { takePayingMark } from './payingMark';
import type { Persistence } from './persist';
import { fitsKey, RESTORED_AT_BOOT, type Stamped } from './persistedKeys';
import type { Runtime } from './runtimeTypes';
import type { Session } from './lazySession';
import type { SessionMark } from './sessionMark';
import { configQuery, memberQuery, rehydration, sessionUnavailable, tokens } from './store';
import { takeSessionItem } from './sessionItem';

export interface StartupDeps {
  /** What this site's stored session is (state/sessionMark.ts): whether IndexedDB may hold one. */
  mark: SessionMark;
  logger: Logger;
  session: Session;
  /** Whether this site's token cookie is there, malformed or not (state/tokenCookie.ts): the session's chunk is needed. */
  hasCookie: () => boolean;
  persist: Persistence;
  config: Runtime['config'];
  member: Runtime['member'];
  /** Joins the other tabs of the site (not in an audience preview, whose session is the preview's own). */
  joinTabs: () => void;
  /** This build's id, which stored answers are sealed with (state/seal.ts); '' checks every one. */
  build: string;
}

/**
 * The boot sequence: restore the session and what the last visit cached (the cookie and the config at once, then
 * IndexedDB when it may hold a session), then
 * revalidate only what is stale. `start` resolves when ready can fire; `whenRestored` once the session is restored.
 */
export function createStartup(deps: StartupDeps): Pick<Runtime, 'start' | 'whenRestored'> {
  const { logger, session, persist } = deps;

  /**
   * Whether a restored value fits its key; one that does not is dropped, and said so. At once for what this build
   * sealed (and the tokens); anything else waits for the contract chunk. One that cannot be checked (the chunk did
   * not load) is not used, but kept: it may well fit.
   */
  const fits = (key: (typeof RESTORED_AT_BOOT)[number], value: unknown): boolean | Promise<boolean> => {
    if (value === undefined) return false;
    const verdict = (fit: boolean): boolean => {
      if (fit) return true;
      // Tampered, from an older version, truncated.
      logger.log('ERROR', 'CORE', `${LOG_TEXT.malformedPersisted}: ${key}`);
      persist.remove(key);
      return false;
    };
    const fit = fitsKey(key, value, deps.build);
    if (typeof fit === 'boolean') return verdict(fit);
    return fit.then(verdict, (error: unknown) => {
      logger.log('ERROR', 'CORE', 'The contract chunk could not load', error);
      return false;
    });
  };
  /** The config's check when it must wait for the contract chunk: its revalidation waits too (no second request). */
  let configChecked: Promise<unknown> | null = null;

  /**
   * The session's chunk (state/lazySession.ts), or null (said in the log) when it cannot load: within the bound
   * IndexedDB has, so a chunk that never comes does not hold the restore.
   */
  const loadSession = () =>
    session.load(PERSIST_TIMEOUT_MS).catch((error: unknown) => {
      logger.log('ERROR', 'CORE', LOG_TEXT.sessionChunkFailed, error);
      return null;
    });
  /** A stored session's chunk: one that cannot load leaves this page view without it, which page protection is told. */
  const restoreWith = async () => {
    const parts = await loadSession();
    sessionUnavailable.value = !parts;
    return parts;
  };

  async function restore(): Promise<void> {
    // An audience preview (the extension's popup wrote it for this page view only): its chunk loads only then, beside
    // the session's, whose token cookies it keeps from being written.
    const entry = takeSessionItem(PREVIEW_STORAGE_KEY);
    const previewing =
      entry !== null &&
      (await Promise.all([import('./applyPreview'), session.load()]).then(
        ([p, parts]) => p.applyPreview(entry, logger, parts.cookies, persist),
        (error: unknown) => logger.log('ERROR', 'CORE', 'The preview module could not load', error),
      ));
    // The config reads at once (localStorage), before anything asks whether it is fresh: before the session's chunk.
    const { config } = persist.readNow(['config']);
    const configFits = fits('config', config);
    if (configFits === true) adopt('config', config as Stamped, null);
    else if (configFits !== false) configChecked = configFits.then((fit) => fit && adopt('config', config as Stamped, null));
    // A token cookie: the session's chunk reads it (and reports and removes one that is malformed). Tabs are joined
    // after the restore, as before: no other tab's message comes before this tab's own session.
    let fromCookie: Tokens | null = null;
    if (!previewing && deps.hasCookie()) {
      const parts = await restoreWith();
      // Not loaded (offline, blocked): this page view goes on without the session, and nothing stored is touched.
      if (!parts) {
        deps.joinTabs();
        rehydration.value = 'REHYDRATED';
        await configChecked;
        return;
      }
      fromCookie = parts.cookies.read();
      if (fromCookie) parts.session.restore(fromCookie);
    }
    if (!previewing) deps.joinTabs();
    // IndexedDB holds the rest, all of it the session's: read it when there may be one. Without a cookie, only when
    // the session mark does not rule out tokens there (state/sessionMark.ts): a returning visitor never waits for it.
    const mark = deps.mark.read();
    // The subdomains' shared cookie is gone: a logout on one of them (state/sessionMark.ts). IndexedDB's copy goes too.
    if (!previewing && !fromCookie && mark === 'shared' && (await loadSession())) await session.end(false);
    if (previewing || (!fromCookie && (mark === 'none' || mark === 'ended' || mark === 'shared'))) {
      rehydration.value = 'REHYDRATED';
      await configChecked;
      return;
    }
    const { state, values } = await persist.rehydrate(['tokens', 'member', 'menu'] as const);
    const checks = [fits('tokens', values.tokens), fits('member', values.member), fits('menu', values.menu)] as const;
    // Awaited only when one of them waits for the contract chunk: a sealed restore stays in this task.
    const [tokensFit, memberFits, menuFits] = checks.some((c) => typeof c !== 'boolean') ? await Promise.all(checks) : (checks as readonly boolean[]);
    const found = { tokens: tokensFit, member: memberFits, menu: menuFits };
    // IndexedDB's copy of the tokens, used without a cookie (Safari drops script-written ones after 7 days): restored by
    // the session's chunk. One that cannot load leaves the copy and the mark as they are.
    const persisted = !fromCookie && found.tokens;
    const parts = persisted ? await restoreWith() : null;
    rehydration.value = state;
    batch(() => {
      if (persisted) parts?.session.restorePersisted(values.tokens as Tokens);
      else if (!fromCookie && state === 'REHYDRATED' && mark !== 'ended') deps.mark.none();
      if (tokens.peek()) {
        if (found.member) adopt('member', values.member as Stamped, session.memberId());
        if (found.menu) adopt('menu', values.menu as Stamped, session.memberId());
      }
    });
    await configChecked;
  }

  let restored: Promise<void> | null = null;
  const whenRestored = (): Promise<void> => (restored ??= restore().catch((error: unknown) => logger.log('ERROR', 'CORE', 'Restore failed', error)));

  async function start(): Promise<void> {
    // Back online after a failed or missing answer (a page opened on a dropped connection): ask again, no reload needed.
    addEventListener('online', () => {
      void deps.config.revalidate();
      if (tokens.peek()) void deps.member.revalidate();
    });
    // A config that failed with nothing cached is asked again with a backoff: the page decides without a reload.
    retryWhileEmpty(configQuery, deps.config.run);
    // The restore adopts the stored config at once: a first visit, or a config past its window, asks for it now,
    // while IndexedDB opens (if it must: a session's data).
    const restoring = whenRestored();
    const background = (done: Promise<void>) => done.catch((error: unknown) => logger.log('ERROR', 'CORE', 'Revalidation failed', error));
    const configDone = background(configChecked ? configChecked.then(() => deps.config.revalidate()) : deps.config.revalidate());
    await restoring;
    // After a payment left unanswered (a reload mid-payment) the cached token and member may be out of date.
    const afterPayment = () => afterMembershipChange({ session, member: deps.member });
    const memberDone = tokens.peek() ? background(takePayingMark() ? afterPayment() : deps.member.revalidate()) : null;
    // Cached data past its window still serves: ready waits only for what the page has nothing of, and the
    // revalidation lands in the background (the host hears of a changed member by its member.info event).
    await Promise.all([configQuery.peek().data ? null : configDone, memberQuery.peek().data ? null : memberDone]);
  }

  return { start, whenRestored };
}
