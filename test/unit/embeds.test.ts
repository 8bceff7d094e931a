import { describe, expect, it } from 'vitest';
import { embedPathOf } from '../../src/core/shell/embedPath';
import { embedRoute } from '../../src/core/shell/embeds';
import type { Viewer } from '../../src/core/shell/tasks';

const PAGE = 'https://yoga.example/studio/page?x=1';

describe('which iframes are embeds (part 1 §2: "Iframes pointing to /member/ become embedded UI")', () => {
  it.each([
    ['/member/account', '/member/account'],
    ['member/account', null], // relative to /studio/: /studio/member/account, not a member path
    ['../member/sign_in', '/member/sign_in'],
    ['https://yoga.example/member/account/edit?utm=1#top', '/member/account/edit'],
    ['//yoga.example/member/invoices', '/member/invoices'],
    ['/member/', '/member/'],
    ['/member', null],
    ['/members/account', null],
    ['/content/video01', null],
    ['https://other.example/member/account', null], // another origin: its own page, not ours to replace
    ['http://yoga.example/member/account', null], // another scheme is another origin
    ['https://yoga.example:8443/member/account', null],
    ['about:blank', null],
    ['javascript:alert(1)', null],
    ['', null],
    [null, null],
  ] as const)('%s → %s', (src, path) => {
    expect(embedPathOf(src, PAGE)).toBe(path);
  });
});

const visitor: Viewer = { loggedIn: false, hasMenu: false };
const member: Viewer = { loggedIn: true, hasMenu: false };
const menuMember: Viewer = { loggedIn: true, hasMenu: true };

type Row = readonly [path: string, forVisitor: unknown, forMember: unknown, forMenuMember: unknown];
const LOGIN = { name: 'login' };

// What an embed of each path shows. Login-required paths log in first, then continue inside the embed
// (part 1 §6); "Any other path while logged in redirects to login when embedded" and "Any other path while
// logged out redirects to login when embedded" (part 1 §2); logout is "a redirector, not available when embedded".
const ROWS: readonly Row[] = [
  ['/member/account', { name: 'login', redirect: { name: 'account' } }, { name: 'account' }, { name: 'account' }],
  ['/member/account/edit', { name: 'login', redirect: { name: 'editProfile' } }, { name: 'editProfile' }, { name: 'editProfile' }],
  ['/member/sign_in', LOGIN, { name: 'account' }, { name: 'memberMenu' }],
  ['/member/sign_up', { name: 'registerUser' }, { name: 'account' }, { name: 'memberMenu' }],
  ['/member/invoices', { name: 'login', redirect: { name: 'invoiceList' } }, { name: 'invoiceList' }, { name: 'invoiceList' }],
  ['/member/diag', { name: 'diag' }, { name: 'diag' }, { name: 'diag' }],
  [
    '/member/password-reset/7/tk',
    { name: 'resetPassword', userId: '7', magicToken: 'tk' },
    { name: 'resetPassword', userId: '7', magicToken: 'tk' },
    { name: 'resetPassword', userId: '7', magicToken: 'tk' },
  ],
  // The logout redirector would take the host page away: not available when embedded, so login.
  ['/member/sign_out', LOGIN, LOGIN, LOGIN],
  // Paths the widget does not know are "any other path".
  ['/member/', LOGIN, LOGIN, LOGIN],
  ['/member/nowhere', LOGIN, LOGIN, LOGIN],
  ['/member/account/edit/more', LOGIN, LOGIN, LOGIN],
];

describe('the screen an embed rests on, with the embedded-mode redirects', () => {
  it.each(ROWS)('%s', (path, forVisitor, forMember, forMenuMember) => {
    expect(embedRoute(path, visitor)).toEqual(forVisitor);
    expect(embedRoute(path, member)).toEqual(forMember);
    expect(embedRoute(path, menuMember)).toEqual(forMenuMember);
  });

  it('never rests on idle or the logout redirector, whoever looks', () => {
    for (const [path] of ROWS) {
      for (const viewer of [visitor, member, menuMember]) expect(['idle', 'logout']).not.toContain(embedRoute(path, viewer).name);
    }
  });
});
