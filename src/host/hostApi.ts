import { effect, signal } from '@preact/signals-react';
import type { BootContext } from '../core/shell/bootContext';
import { clearMemberMetadata, getMemberMetadata, updateMemberMetadata } from '../contract/bootCalls';
import type { MemberMetadata as MemberMetadataStruct } from '../contract/member';
import type { ApiError } from '../core/texts/errors';
import { isRecord } from '../core/util/guards';
import { HOST_TEXT } from '../core/texts/hostTexts';
import { BOOT_LOG_TEXT as LOG_TEXT } from '../core/texts/bootLogMessages';
import type { MemberInfo } from '../core/account/memberInfo';
import { createThrottle } from '../core/util/throttle';
import { MARK_READY, MEMBER_INFO_WAIT_MS, REFRESH_THROTTLE_MS } from '../core/bootConstants';
import type { Runtime } from '../state/runtimeTypes';
import { isLoggedIn, member, siteConfig, tokens } from '../state/store';
import { EVENTS, emit } from './events';

/**
 * getMemberInfo()'s answer and MemberSpace.ready's detail. Logged in means what the button, protection and markers
 * go by (a session), so a page is never told a member is a visitor: memberInfo is null while their data is not
 * known (its load failed, another tab's login has not reached it yet, or the module that makes it is not in yet: see
 * below); MemberSpace.member.info brings it.
 */
export type MemberInfoResult = { isLoggedIn: true; memberInfo: MemberInfo | null } | { isLoggedIn: false; memberInfo?: undefined };

/**
 * What makes a member's info (core/account/hostMemberInfo.ts: the host's shape, and the avatar's MD5) is a member's
 * only, so it loads once there is a session (the cookie's at boot, or a login), never on a visitor's page view; ready
 * and member.info wait for it. A signal, so what shows member info (member data bindings) follows its arrival. If it
 * cannot load, memberInfo stays null, as for a member whose data failed to load.
 */
const infoModule = signal<typeof import('../core/account/hostMemberInfo') | 'failed' | null>(null);
let infoLoad: Promise<void> | null = null;
const loadInfoModule = (): Promise<void> =>
  (infoLoad ??= import('../core/account/hostMemberInfo').then(
    (module) => void (infoModule.value = module),
    () => void (infoModule.value = 'failed'),
  ));

/**
 * Resolves once a member's info can be made, its module failed to load, or MEMBER_INFO_WAIT_MS passed (then the
 * event goes with memberInfo null, and member.info follows when the module comes): for events that name the member.
 */
export const memberInfoLoaded = (): Promise<void> =>
  Promise.race([loadInfoModule(), new Promise<void>((resolve) => setTimeout(resolve, MEMBER_INFO_WAIT_MS))]);

export function currentMemberInfo(): MemberInfoResult {
  if (!isLoggedIn.peek()) return { isLoggedIn: false };
  const m = member.peek();
  const module = infoModule.value;
  if (!module) void loadInfoModule(); // already on its way with the session; this only makes sure
  if (!m || !module || module === 'failed') return { isLoggedIn: true, memberInfo: null };
  return { isLoggedIn: true, memberInfo: module.hostMemberInfo(m, siteConfig.peek()?.customSignupFields ?? []) };
}

/**
 * The promise-returning calls installed on window.MemberSpace beside getMemberInfo(): types/memberspace.d.ts declares
 * the same for a site's code (test/unit/hostTypes.types.ts). A type, not an interface, so it fits the lookup by name.
 */
export type HostCalls = {
  getMemberMetadata(): Promise<MemberMetadata>;
  /** Anything a page passes is checked here: only an object is metadata. */
  updateMemberMetadata(value: unknown): Promise<MemberMetadata>;
  clearMemberMetadata(): Promise<void>;
  refreshSiteConfig(): Promise<void>;
  refreshMember(): Promise<void>;
};
type MemberMetadata = typeof MemberMetadataStruct.TYPE;

/** Host API rejections (part 1 §8): the server's text, or the spec's fallbacks; always an Error. */
export function rejection(error: ApiError): Error {
  const body = error.body as { error?: unknown } | null | undefined;
  if (typeof body?.error === 'string' && body.error) return new Error(body.error);
  return new Error(error.status > 0 ? HOST_TEXT.serverError : HOST_TEXT.errorReturned);
}

/**
 * The public JavaScript API (HOST-API §5), installed over the loader's stubs on the page's own
 * window.MemberSpace object. Calls queued before boot run now, in order.
 */
export function installHostApi(
  ctx: BootContext,
  runtime: Pick<Runtime, 'whenRestored' | 'config' | 'member' | 'client' | 'session' | 'logger'>,
): () => Promise<void> {
  const { ms } = ctx;
  const { client, session, logger } = runtime;

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

  const calls: HostCalls = {
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
  const api: Record<string, (...args: unknown[]) => Promise<unknown>> = calls;

  ms.getMemberInfo = currentMemberInfo;
  for (const [name, fn] of Object.entries(api)) ms[name] = fn;
  if (Array.isArray(ms.onReady)) logger.log('WARN', 'DEPRECATION', LOG_TEXT.legacyReadyCallback);
  for (const call of ctx.queue.splice(0)) {
    const fn = api[call.name];
    if (fn) fn(...call.args).then(call.resolve, call.reject);
    else call.reject(new Error(HOST_TEXT.serverError));
  }
  // Host pages may also ask by event (names not in the spec: see docs/architecture.md).
  document.addEventListener(EVENTS.refreshSiteConfig, () => void refreshConfig().catch(() => undefined));
  document.addEventListener(EVENTS.refreshMember, () => void refreshMember().catch(() => undefined));

  // A session's member info needs its module: it loads as soon as there is one (the cookie's, at boot).
  effect(() => {
    if (isLoggedIn.value) void loadInfoModule();
  });
  const failed = (error: unknown) => logger.log('ERROR', 'CORE', 'Announcing to the host page failed', error);
  return async function announceReady() {
    if (isLoggedIn.peek()) await memberInfoLoaded();
    ms.ready = true;
    try {
      performance.mark(MARK_READY);
    } catch {
      // a page without User Timing
    }
    emit(EVENTS.ready, currentMemberInfo, failed);
    let wasLoggedIn = isLoggedIn.peek();
    effect(() => {
      const m = member.value;
      const loggedIn = isLoggedIn.value;
      // Logged in with a member: currentMemberInfo() has their info, once its module is in (this runs again then).
      if (loggedIn && m && typeof infoModule.value === 'object' && infoModule.value)
        emit(EVENTS.memberInfo, () => ({ memberInfo: currentMemberInfo().memberInfo as MemberInfo }), failed);
      if (wasLoggedIn && !loggedIn) emit(EVENTS.logout, () => ({}), failed);
      wasLoggedIn = loggedIn;
    });
  };
}
