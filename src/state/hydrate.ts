import type { CurrentMember } from '../contract/member';
import type { MenuData, SiteConfig } from '../contract/site';
import { adoptCached, initialQuery, succeeded } from '../core/util/query';
import { fitsKey, type Stamped } from './persistedKeys';
import { configQuery, memberQuery, menuQuery } from './store';

/**
 * The trust rule for data that did not come from this tab's own request (another tab's message; the boot's restore
 * applies the same rule in state/startup.ts): it is used only when it still fits the contract and, for a member's
 * data, belongs to `memberId()` (the session's member, asked once the contract has answered). A fresher answer
 * already in hand is kept. A message carries no seal, so the contract chunk checks it (loaded for this if need be);
 * if that chunk cannot load, the message is ignored.
 */
export function hydrate(kind: 'config' | 'member' | 'menu', value: unknown, memberId: () => number | null): void {
  void Promise.resolve(fitsKey(kind, value, '')).then(
    (fits) => fits && adopt(kind, value as Stamped, memberId()),
    () => undefined,
  );
}

/** `hydrate` for a value already found to fit (the boot's restore checks each key once, to log what does not). */
export function adopt(kind: 'config' | 'member' | 'menu', { data, fetchedAt }: Stamped, memberId: number | null): void {
  if (kind === 'config') {
    // The boot's early request (state/startup.ts) may have answered before IndexedDB did.
    const next = adoptCached(configQuery.peek(), data as typeof SiteConfig.TYPE, fetchedAt, true);
    if (next) configQuery.value = next;
  } else if (kind === 'member' && (data as typeof CurrentMember.TYPE).id === memberId) {
    memberQuery.value = succeeded(initialQuery(), data as typeof CurrentMember.TYPE, 200, fetchedAt);
  } else if (kind === 'menu' && (data as typeof MenuData.TYPE).owner === memberId) {
    menuQuery.value = succeeded(initialQuery(), data as typeof MenuData.TYPE, 200, fetchedAt);
  }
}
