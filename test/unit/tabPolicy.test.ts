import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Tokens } from '../../src/core/signin/token';
import { initialQuery } from '../../src/core/util/query';
import { memberQuery } from '../../src/state/store';
import { receiveFromTab, type TabPolicyDeps } from '../../src/state/tabs';

const b64url = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const claim = JSON.stringify({ activeMemberships: [], hasActiveFreeMembership: false, hasActivePaidMembership: false });
const tokensOf = (sub: string): Tokens => ({
  accessToken: `${b64url({ alg: 'HS256' })}.${b64url({ sub, iat: 0, exp: 3600, memberspace: claim })}.sig`,
  refreshToken: `r${sub}`,
  expiresAt: Date.now() + 3600_000,
});

/** A tab whose session is `mine`, with a cookie the test sets as the browser's store would. */
function tab(mine: Tokens | null) {
  let current = mine;
  let cookie: Tokens | null = mine;
  const fetches: number[] = [];
  const deps: TabPolicyDeps = {
    session: {
      adopt: (t) => {
        current = t;
      },
      memberId: () => (current ? Number(JSON.parse(Buffer.from(current.accessToken.split('.')[1]!, 'base64url').toString()).sub) : null),
    },
    cookies: { read: () => cookie },
    fetchMember: () => fetches.push(deps.session.memberId()!),
  };
  return { deps, fetches, member: () => deps.session.memberId(), setCookie: (t: Tokens | null) => (cookie = t) };
}

describe('two tabs (state/tabs.ts)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    memberQuery.value = initialQuery();
  });
  afterEach(() => vi.useRealTimers());

  it("keeps what the cookie holds when another member's login is announced", () => {
    const t = tab(tokensOf('5'));
    receiveFromTab({ kind: 'tokens', tokens: tokensOf('7') }, t.deps);
    expect(t.member()).toBe(5);
  });

  it("two logins at the same moment: a cookie read that missed the other tab's last write is caught up after the grace", () => {
    // This tab logged in as 5; the other as 7, last. Its message came before its cookie write was visible here.
    const t = tab(tokensOf('5'));
    receiveFromTab({ kind: 'tokens', tokens: tokensOf('7') }, t.deps);
    expect(t.member()).toBe(5);
    t.setCookie(tokensOf('7'));
    vi.advanceTimersByTime(999);
    expect(t.member()).toBe(5);
    vi.advanceTimersByTime(1);
    expect(t.member()).toBe(7);
    expect(t.fetches).toEqual([7]); // the member of the session it now has, not the one it had
  });

  it('a tab that logged out during the grace stays logged out, and fetches nothing', () => {
    const t = tab(tokensOf('5'));
    receiveFromTab({ kind: 'tokens', tokens: tokensOf('7') }, t.deps);
    t.deps.session.adopt(null);
    t.setCookie(tokensOf('7'));
    vi.advanceTimersByTime(1000);
    expect(t.member()).toBeNull();
    expect(t.fetches).toEqual([]);
  });

  it('the member shared by the tab that logged in is not fetched again', () => {
    const t = tab(null);
    t.setCookie(tokensOf('7'));
    receiveFromTab({ kind: 'tokens', tokens: tokensOf('7') }, t.deps);
    expect(t.member()).toBe(7);
    memberQuery.value = { ...initialQuery(), data: { id: 7 } as never };
    vi.advanceTimersByTime(1000);
    expect(t.fetches).toEqual([]);
  });
});
