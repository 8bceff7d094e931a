import { effect, signal } from '@preact/signals-react';
import type { BootContext } from '../core/shell/bootContext';
import type { MemberMetadata as MemberMetadataStruct } from '../contract/member';
import { HOST_TEXT } from '../core/texts/hostTexts';
import { BOOT_LOG_TEXT as LOG_TEXT } from '../core/texts/bootLogMessages';
import type { MemberInfo } from '../core/account/memberInfo';
import { MARK_READY, MEMBER_INFO_WAIT_MS } from '../core/bootConstants';
import type { Runtime } from '../state/runtimeTypes';
import { isLoggedIn, member, siteConfig } from '../state/store';
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

/** The calls' names, in the order the loader stubs them (src/loader.ts). */
const CALLS = [
  'getMemberMetadata',
  'updateMemberMetadata',
  'clearMemberMetadata',
  'refreshSiteConfig',
  'refreshMember',
] as const satisfies readonly (keyof HostCalls)[];

/**
 * The public JavaScript API (HOST-API §5), installed over the loader's stubs on the page's own
 * window.MemberSpace object. Calls queued before boot run now, in order. The calls themselves load on a page's first
 * one (host/hostCalls.ts); a chunk that cannot load rejects that call as a failed request would, and the next call
 * tries again.
 */
export function installHostApi(
  ctx: BootContext,
  runtime: Pick<Runtime, 'whenRestored' | 'config' | 'member' | 'client' | 'session' | 'logger'>,
): () => Promise<void> {
  const { ms } = ctx;
  const { logger } = runtime;

  let loaded: Promise<HostCalls> | null = null;
  const load = (): Promise<HostCalls> =>
    (loaded ??= import('./hostCalls').then(
      (m) => m.createHostCalls(runtime),
      () => {
        loaded = null;
        throw new Error(HOST_TEXT.serverError);
      },
    ));
  const api: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const name of CALLS) api[name] = (...args) => load().then((calls) => (calls[name] as (...a: unknown[]) => Promise<unknown>)(...args));

  ms.getMemberInfo = currentMemberInfo;
  for (const [name, fn] of Object.entries(api)) ms[name] = fn;
  if (Array.isArray(ms.onReady)) logger.log('WARN', 'DEPRECATION', LOG_TEXT.legacyReadyCallback);
  for (const call of ctx.queue.splice(0)) {
    const fn = api[call.name];
    if (fn) fn(...call.args).then(call.resolve, call.reject);
    else call.reject(new Error(HOST_TEXT.serverError));
  }
  // Host pages may also ask by event (names not in the spec: see docs/architecture.md).
  document.addEventListener(EVENTS.refreshSiteConfig, () => void api.refreshSiteConfig!().catch(() => undefined));
  document.addEventListener(EVENTS.refreshMember, () => void api.refreshMember!().catch(() => undefined));

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
