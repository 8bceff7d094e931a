import { describe, expect, it } from 'vitest';
import { REJECTION_RETRY_SKIP_MS } from '../../src/core/constants';
import { shouldReloadForRejection } from '../../src/core/access/rejectionRetry';

const now = 1_700_000_000_000;
const base = { tagTokenId: 'tok-server', tokenId: 'tok-client', loggedIn: false, lastReloadAt: null, now };

describe('rejection tag retry (part 1 §2)', () => {
  it('"reloads once if the token id differs from the rejection tag token id and the user is not logged in"', () => {
    expect(shouldReloadForRejection(base)).toBe(true);
    expect(shouldReloadForRejection({ ...base, tokenId: null })).toBe(true);
  });

  it('not when the token ids are the same', () => {
    expect(shouldReloadForRejection({ ...base, tokenId: 'tok-server' })).toBe(false);
    // No token on either side: the server saw what the widget has.
    expect(shouldReloadForRejection({ ...base, tagTokenId: '', tokenId: null })).toBe(false);
  });

  it('not when the user is logged in', () => {
    expect(shouldReloadForRejection({ ...base, loggedIn: true })).toBe(false);
  });

  it('"unless the last fetch was under 15 seconds ago"', () => {
    expect(REJECTION_RETRY_SKIP_MS).toBe(15_000);
    expect(shouldReloadForRejection({ ...base, lastReloadAt: now - 1 })).toBe(false);
    expect(shouldReloadForRejection({ ...base, lastReloadAt: now - 14_999 })).toBe(false);
    expect(shouldReloadForRejection({ ...base, lastReloadAt: now - 15_000 })).toBe(true);
    expect(shouldReloadForRejection({ ...base, lastReloadAt: now - 60_000 })).toBe(true);
  });

  it('a stored reload time in the future (clock set back) does not block the reload', () => {
    expect(shouldReloadForRejection({ ...base, lastReloadAt: now + 3_600_000 })).toBe(true);
  });

  it('a member who logged in on the refused page (issue 19): the same one reload, so the server renders it for them', () => {
    const login = { ...base, tagTokenId: '', tokenId: 'tok-new', loggedIn: true, viewerChanged: true };
    expect(shouldReloadForRejection(login)).toBe(true);
    expect(shouldReloadForRejection({ ...login, lastReloadAt: now - 14_999 })).toBe(false);
    expect(shouldReloadForRejection({ ...login, tagTokenId: 'tok-new' })).toBe(false);
    expect(shouldReloadForRejection({ ...login, viewerChanged: false })).toBe(false);
  });
});
