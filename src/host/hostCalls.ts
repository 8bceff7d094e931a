import { clearMemberMetadata, getMemberMetadata, updateMemberMetadata } from '../contract/bootCalls';
import { REFRESH_THROTTLE_MS } from '../core/bootConstants';
import { HOST_TEXT } from '../core/texts/hostTexts';
import type { ApiError } from '../core/texts/errors';
import { isRecord } from '../core/util/guards';
import { createThrottle } from '../core/util/refreshThrottle';
import type { Runtime } from '../state/runtimeTypes';
import { tokens } from '../state/store';
import type { HostCalls } from './hostApi';

/**
 * The host API's promise-returning calls (HOST-API §5): what a page's code asks of the widget. A chunk of their own,
 * loaded on a page's first call (host/hostApi.ts installs the calls that load it): most pages never make one, and
 * none of it decides anything before ready.
 */

/** Host API rejections (part 1 §8): the server's text, or the spec's fallbacks; always an Error. */
export function rejection(error: ApiError): Error {
  const body = error.body as { error?: unknown } | null | undefined;
  if (typeof body?.error === 'string' && body.error) return new Error(body.error);
  return new Error(error.status > 0 ? HOST_TEXT.serverError : HOST_TEXT.errorReturned);
}

export function createHostCalls(runtime: Pick<Runtime, 'whenRestored' | 'config' | 'member' | 'client' | 'session'>): HostCalls {
  const { client, session } = runtime;

  /** Runs a member call; a session that ends while it is in flight rejects it with 'cancelled.'. */
  const memberCall = async <T>(call: () => Promise<{ ok: true; data: T } | { ok: false; error: ApiError }>): Promise<T> => {
    await runtime.whenRestored();
    if (!tokens.peek()) throw new Error(HOST_TEXT.unauthenticated);
    const before = session.memberId();
    const result = await call();
    if (session.memberId() !== before) throw new Error(HOST_TEXT.cancelled);
    if (!result.ok) throw rejection(result.error);
    return result.data;
  };

  const refreshConfig = createThrottle(REFRESH_THROTTLE_MS, () => runtime.config.run());
  const refreshMember = createThrottle(REFRESH_THROTTLE_MS, () => (tokens.peek() ? runtime.member.run() : Promise.resolve()));

  return {
    getMemberMetadata: () => memberCall(() => client(getMemberMetadata)),
    updateMemberMetadata: async (value) => {
      if (!isRecord(value)) throw new Error(HOST_TEXT.mustBeObject);
      if (Object.keys(value).length === 0) return {};
      return memberCall(() => client(updateMemberMetadata, { body: value }));
    },
    clearMemberMetadata: () => memberCall(() => client(clearMemberMetadata)).then(() => undefined),
    refreshSiteConfig: () => refreshConfig(),
    refreshMember: () => refreshMember(),
  };
}
