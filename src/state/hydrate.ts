import { is } from 'superstruct';
import { CurrentMember } from '../contract/member';
import { MenuData, SiteConfig } from '../contract/site';
import { adoptCached, initialQuery, succeeded } from '../core/query';
import { isStamped } from './persistedKeys';
import { configQuery, memberQuery, menuQuery } from './store';

/**
 * The trust rule for data that did not come from this tab's own request (IndexedDB at boot, another tab's
 * message): it is used only when it still fits the contract and, for a member's data, belongs to `memberId`
 * (the session's member). A fresher answer already in hand is kept.
 */
export function hydrate(kind: 'config' | 'member' | 'menu', value: unknown, memberId: number | null): void {
  if (!isStamped(value)) return;
  if (kind === 'config' && is(value.data, SiteConfig)) {
    // The boot's early request (state/startup.ts) may have answered before IndexedDB did.
    const next = adoptCached(configQuery.peek(), value.data, value.fetchedAt, true);
    if (next) configQuery.value = next;
  } else if (kind === 'member' && is(value.data, CurrentMember) && value.data.id === memberId) {
    memberQuery.value = succeeded(initialQuery(), value.data, 200, value.fetchedAt);
  } else if (kind === 'menu' && is(value.data, MenuData) && value.data.owner === memberId) {
    menuQuery.value = succeeded(initialQuery(), value.data, 200, value.fetchedAt);
  }
}
