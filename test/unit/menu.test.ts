import { describe, expect, it } from 'vitest';
import { userPasses, type AccessRule } from '../../src/core/access/access';
import { menuIconOf } from '../../src/core/account/menuIcons';
import { emojiOf, isActiveItem, menuShows, visibleMenuItems } from '../../src/core/account/menuItems';
import type { Claim } from '../../src/core/signin/token';

const rule = (over: Partial<AccessRule>): AccessRule => ({
  authenticatedUsers: false,
  freeMemberships: false,
  paidMemberships: false,
  planIds: [],
  publicPlanIds: [],
  ...over,
});
const claim = (over: Partial<Claim> = {}): Claim => ({
  activeMemberships: [],
  hasActiveFreeMembership: false,
  hasActivePaidMembership: false,
  ...over,
});
const studio = { planId: 1003, publicPlanId: 'sub01', type: 'subscription', createdAt: '2026-01-01T00:00:00Z' };

describe('access decision, membership part (part 1 §4)', () => {
  it('an unprotected rule lets everyone in', () => expect(userPasses(rule({}), null)).toBe(true));
  it('any protected rule keeps a visitor out', () => expect(userPasses(rule({ authenticatedUsers: true }), null)).toBe(false));
  it('authenticated users: any member', () => expect(userPasses(rule({ authenticatedUsers: true }), claim())).toBe(true));
  it('free and paid holders by the token claims', () => {
    expect(userPasses(rule({ freeMemberships: true }), claim({ hasActiveFreeMembership: true }))).toBe(true);
    expect(userPasses(rule({ freeMemberships: true }), claim({ hasActivePaidMembership: true }))).toBe(false);
    expect(userPasses(rule({ paidMemberships: true }), claim({ hasActivePaidMembership: true }))).toBe(true);
  });
  it('a matching active membership by plan id or public plan id', () => {
    expect(userPasses(rule({ planIds: [1003] }), claim({ activeMemberships: [studio] }))).toBe(true);
    expect(userPasses(rule({ publicPlanIds: ['sub01'] }), claim({ activeMemberships: [studio] }))).toBe(true);
    expect(userPasses(rule({ publicPlanIds: ['gold01'], planIds: [9] }), claim({ activeMemberships: [studio] }))).toBe(false);
  });
});

describe('member menu (part 1 §2)', () => {
  const pages = [
    { id: 501, resourceId: '501', ...rule({ authenticatedUsers: true }) },
    { id: 508, resourceId: '508', ...rule({ publicPlanIds: ['sub01'] }) },
  ];
  const items = [
    { type: 'page', resourceId: '501', label: 'Members', url: '/members-only' },
    { type: 'page', resourceId: '508', label: 'Studio', url: '/studio-only' },
    { type: 'page', resourceId: '999', label: 'Open page', url: '/open' },
    { type: 'link', resourceId: 'forum', label: 'Forum', url: '/forum' },
  ];

  it('shows only items whose page rule the member satisfies', () => {
    expect(visibleMenuItems(items, pages, claim()).map((i) => i.label)).toEqual(['Members', 'Open page', 'Forum']);
    expect(visibleMenuItems(items, pages, claim({ activeMemberships: [studio] })).map((i) => i.label)).toEqual([
      'Members',
      'Studio',
      'Open page',
      'Forum',
    ]);
  });
  it('shows only if enabled and at least one item is allowed', () => {
    expect(menuShows(true, 1)).toBe(true);
    expect(menuShows(false, 3)).toBe(false);
    expect(menuShows(true, 0)).toBe(false);
  });
  it('marks the item of the page being viewed, whatever the case or trailing slash', () => {
    const here = { href: 'https://site.test/Members-Only/', pathname: '/Members-Only/' };
    expect(isActiveItem(items[0]!, here)).toBe(true);
    expect(isActiveItem(items[1]!, here)).toBe(false);
    expect(isActiveItem({ ...items[0]!, url: 'https://other.test/members-only' }, here)).toBe(false);
  });
  it('draws emoji from code points and ignores bad ones', () => {
    expect(emojiOf('1F4DA')).toBe('📚');
    expect(emojiOf('zz')).toBe('');
    expect(emojiOf('FFFFFFF')).toBe('');
    expect(emojiOf(null)).toBe('');
  });
  it("draws an icon in the emoji's place: the emoji's own, else the item type's", () => {
    // The demo menu's emoji: lock, books, droplet, person in lotus position, clapper board, speech balloon.
    const icons = ['1F512', '1F4DA', '1F4A7', '1F9D8', '1F3AC', '1F4AC'].map((c) => menuIconOf({ type: 'page', emojiCodePoint: c }));
    expect(icons).toEqual(['lock', 'book', 'drop', 'user', 'video', 'chat']);
    // No emoji, an unknown one or a bad code point: the type decides (a page, content, a link), a page's when unknown.
    expect(menuIconOf({ type: 'page', emojiCodePoint: null })).toBe('file');
    expect(menuIconOf({ type: 'content', emojiCodePoint: '1F9A9' })).toBe('play');
    expect(menuIconOf({ type: 'link', emojiCodePoint: 'zz' })).toBe('link');
    expect(menuIconOf({ type: 'forum', emojiCodePoint: undefined })).toBe('file');
  });
});
