import { effect } from '@preact/signals-react';
import type { BootContext } from '../boot-context';
import { toMemberInfo, type MemberInfo } from '../core/memberInfo';
import { isLoggedIn, member, siteConfig } from '../state/store';
import { EVENTS, emit } from './events';

export interface MemberInfoResult {
  isLoggedIn: boolean;
  memberInfo?: MemberInfo;
}

export function currentMemberInfo(): MemberInfoResult {
  const m = member.peek();
  if (!isLoggedIn.peek() || !m) return { isLoggedIn: false };
  return { isLoggedIn: true, memberInfo: toMemberInfo(m, siteConfig.peek()?.customSignupFields ?? [], '') };
}

/**
 * Replaces the loader's stubs on the page's own window.MemberSpace object (HOST-API §5) and announces
 * the widget: `ready` once, then member info whenever it is (re)known, logout when the member leaves.
 */
export function installHostApi(ctx: BootContext, handlers: Record<string, (...args: unknown[]) => Promise<unknown>>): () => void {
  const { ms } = ctx;
  ms.getMemberInfo = currentMemberInfo;
  for (const [name, fn] of Object.entries(handlers)) ms[name] = fn;
  for (const call of ctx.queue.splice(0)) {
    const fn = handlers[call.name];
    if (fn) fn(...call.args).then(call.resolve, call.reject);
    else call.reject(new Error('Server returned an error.'));
  }
  return function announceReady() {
    ms.ready = true;
    emit(EVENTS.ready, currentMemberInfo());
    let wasLoggedIn = isLoggedIn.peek();
    effect(() => {
      const m = member.value;
      const loggedIn = isLoggedIn.value;
      if (loggedIn && m) emit(EVENTS.memberInfo, { memberInfo: currentMemberInfo().memberInfo });
      if (wasLoggedIn && !loggedIn) emit(EVENTS.logout, {});
      wasLoggedIn = loggedIn;
    });
  };
}
