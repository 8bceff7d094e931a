import type { Bearer } from '../api/client';
import type { TokenPair } from '../contract/auth';
import { HTTP_TIMEOUT_MS } from '../core/bootConstants';
import type { Tokens } from '../core/signin/token';
import { BOOT_LOG_TEXT as LOG_TEXT } from '../core/texts/bootLogMessages';
import { networkError } from '../core/texts/errors';
import type { SessionCore } from './session';
import type { SessionChunkDeps, SessionParts } from './sessionChunk';
import { tokenMemberId, tokens } from './store';

/**
 * The session as the boot path holds it. Its code (state/session.ts: tokens in and out, renewal, logout, and the
 * token cookies' writing) is a chunk of its own, loaded when a session is restored or begins: a visitor without one
 * never downloads it. Without tokens nothing else needs it: no token to send or renew, no member. Only tokens the
 * chunk set exist (and an audience preview's, state/applyPreview.ts), so once there are any it is mostly loaded.
 * A call made before it has loaded, or while earlier calls wait for it, runs once it has, in the order made; one
 * made after runs at once, as the session's own would.
 */
export function createLazySession(deps: SessionChunkDeps) {
  let parts: SessionParts | null = null;
  let loading: Promise<SessionParts> | null = null;
  let waiting = 0;
  /**
   * The chunk, loaded once. A load that failed, or has not come within `waitMs` (a request's timeout; the restore's is
   * IndexedDB's: a stalled one would hold every call waiting for it), is tried again by the next call; one that comes
   * late is still taken.
   */
  const load = (waitMs = HTTP_TIMEOUT_MS): Promise<SessionParts> =>
    (loading ??= new Promise<SessionParts>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('timeout')), waitMs);
      import('./sessionChunk')
        // A chunk that came after its bound was given up on may be here already: one session per page, never two.
        .then((chunk) => (parts ??= chunk.startSession(deps)))
        .then(resolve, reject)
        .finally(() => clearTimeout(timer));
    }).catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  /** The calls waiting for the chunk, each made once the one before it has been. */
  let queue: Promise<unknown> = Promise.resolve();
  const done = () => {
    waiting--;
  };
  const enqueue = <T>(turn: () => Promise<T>): Promise<T> => {
    waiting++;
    const made = queue.then(turn);
    queue = made.then(done, done);
    return made;
  };
  /** Whether a waiting call is being made: what it calls in turn runs at once, not after the calls made later. */
  let inTurn = false;
  const turnOf = <T>(act: () => T): T => {
    inTurn = true;
    try {
      return act();
    } finally {
      inTurn = false;
    }
  };
  const withSession = <T>(act: (session: SessionCore) => T | Promise<T>): Promise<T> =>
    parts && (!waiting || inTurn) ? Promise.resolve(act(parts.session)) : withLoaded(load(), act);
  /**
   * `act` in its turn, once `arriving` (the chunk's load) has come. The load is the one of the moment the call is made: calls made while a
   * load stalls fail with it, together, not each after its own bound in turn. Boxed: the next call waits until this
   * one is made, not for its answer (a renewal may take a while).
   */
  function withLoaded<T>(arriving: Promise<SessionParts>, act: (session: SessionCore) => T | Promise<T>): Promise<T> {
    arriving.catch(() => undefined); // its failure is the turn's, below
    return enqueue(() => arriving.then((loaded) => turnOf(() => [act(loaded.session)] as const))).then(([result]) => result);
  }
  /** Whether nothing can need the session's code: no tokens, and no call waiting that may set some. */
  const none = () => !tokens.peek() && !waiting;
  const failed = (error: unknown) => deps.logger.log('ERROR', 'CORE', LOG_TEXT.sessionChunkFailed, error);

  return {
    /** The session's chunk and its parts: what the restore uses at boot (state/startup.ts). */
    load,
    /** New tokens from the server: false when the access token cannot be deserialized; rejects when the chunk cannot load. */
    accept: (pair: typeof TokenPair.TYPE): Promise<boolean> => withSession((session) => session.accept(pair)),
    /** Drops the session here and, unless another tab told us, everywhere (state/session.ts); resolves once done. */
    end: (broadcast = true): Promise<void> => withSession((session) => session.end(broadcast)).catch(failed),
    /** What another tab announced (state/session.ts). A renewal never starts a session. */
    adopt(t: Tokens | null, renewal = false): void {
      if (renewal && none()) return;
      // Made in a turn: a message taken late, judged by what the tabs share now (state/session.ts).
      withSession((session) => session.adopt(t, renewal, inTurn)).catch(failed);
    },
    /** Follows a cookie shared with other subdomains (state/session.ts): nothing to follow without tokens. */
    followShared(): void {
      if (!none()) withSession((session) => session.followShared()).catch(failed);
    },
    /** The bearer token (state/session.ts), null when logged out; a chunk that cannot load fails the call as the network. */
    getToken: (force = false): Promise<Bearer> =>
      none() ? Promise.resolve(null) : withSession((session) => session.getToken(force)).catch(() => ({ unavailable: networkError() })),
    /**
     * Runs `act` once the calls waiting for the chunk have run, or at once when none wait: another tab's member,
     * posted after its tokens, is taken once those tokens are this tab's too (state/hydrate.ts checks whose it is).
     */
    afterWaiting(act: () => void): void {
      if (waiting) void enqueue(async () => turnOf(act));
      else act();
    },
    /** The member id of the current access token, or null. */
    memberId: (): number | null => tokenMemberId.peek(),
    /** The session's generation (state/session.ts): 0 until the chunk has set any tokens. */
    generation: (): number => parts?.session.generation() ?? 0,
  };
}

export type Session = ReturnType<typeof createLazySession>;
