import { userPasses, type AccessRule } from '../access/access';
import { normalisePath, sameOriginPath } from '../shell/path';
import type { Claim } from '../signin/token';

export interface MenuItemData {
  type: string;
  resourceId: string;
  label: string;
  url: string;
  emojiCodePoint?: string | null | undefined;
}

interface PageRule extends AccessRule {
  id: number;
  resourceId?: string | null | undefined;
}

/**
 * Menu items the viewer may see (part 1 §2): a page item shows only if the viewer passes the access rule of
 * the protected page it names; items for unprotected pages, content and plain links always show.
 * Drip gates are left to the page itself, which tells the member how long to wait.
 */
export function visibleMenuItems<T extends MenuItemData>(items: readonly T[], pages: readonly PageRule[], claim: Claim | null): T[] {
  return items.filter((item) => {
    if (item.type !== 'page') return true;
    const page = pages.find((p) => (p.resourceId ?? String(p.id)) === item.resourceId);
    return !page || userPasses(page, claim);
  });
}

/** The menu shows only if enabled, with items, and at least one the viewer may see. */
export const menuShows = (enabled: boolean, visibleCount: number): boolean => enabled && visibleCount > 0;

/** Whether an item links to the page being viewed, so the menu can mark it. */
export function isActiveItem(item: MenuItemData, location: { href: string; pathname: string }): boolean {
  const path = sameOriginPath(item.url, location.href);
  return path !== null && normalisePath(path) === normalisePath(location.pathname);
}

/** The emoji of a code point such as '1F4DA'; nothing for a missing or invalid one. */
export function emojiOf(codePoint: string | null | undefined): string {
  if (!codePoint) return '';
  const value = Number.parseInt(codePoint, 16);
  if (!Number.isInteger(value) || value < 0 || value > 0x10ffff) return '';
  return String.fromCodePoint(value);
}
