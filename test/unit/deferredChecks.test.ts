import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkedMember, startDeferred } from '../../src/app/deferred';
import { initialQuery } from '../../src/core/util/query';
import { configQuery, siteConfig, tokens } from '../../src/state/store';

const b64url = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const claim = JSON.stringify({ activeMemberships: [], hasActiveFreeMembership: false, hasActivePaidMembership: false });
const jwt = (sub: string) => `${b64url({ alg: 'HS256' })}.${b64url({ sub, iat: 0, exp: 3600, memberspace: claim })}.sig`;
const logIn = (id: number) => {
  tokens.value = { accessToken: jwt(String(id)), refreshToken: `r${id}`, expiresAt: Date.now() + 3_600_000 };
};
const config = (allowAbandonedSignupPopup: boolean) => {
  configQuery.value = initialQuery({ allowAbandonedSignupPopup } as never, Date.now());
};
const logger = { log: vi.fn(), entries: () => [] };

/** A row shaped as the reminder's (app/deferred.ts): due 3 s after its member is known. */
function reminderRow() {
  const run = vi.fn(async () => undefined);
  const due = checkedMember(() => Boolean(siteConfig.value?.allowAbandonedSignupPopup));
  startDeferred([{ name: 'reminder', when: () => due.value !== null, delayMs: 3000, run, topic: 'ABANDONED_SIGNUP', failure: 'failed' }], logger);
  return run;
}

beforeEach(() => {
  vi.useFakeTimers();
  logIn(5);
  config(true);
});

afterEach(() => {
  tokens.value = null;
  configQuery.value = initialQuery();
  vi.useRealTimers();
});

describe('a check due 3 s after mount and after each login', () => {
  it('runs once when a refreshed configuration (same setting, new object) and a renewed session arrive after it', () => {
    const run = reminderRow();
    vi.advanceTimersByTime(3000);
    expect(run).toHaveBeenCalledTimes(1);
    config(true); // the configuration's network answer after the stored one
    logIn(5); // a token renewal: the same member
    vi.advanceTimersByTime(10_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a refreshed configuration before the 3 s does not start the wait over', () => {
    const run = reminderRow();
    vi.advanceTimersByTime(2000);
    config(true);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs again for a login after a logout, and for another member; never when the site turned it off', () => {
    const run = reminderRow();
    vi.advanceTimersByTime(3000);
    tokens.value = null;
    logIn(5);
    vi.advanceTimersByTime(3000);
    expect(run).toHaveBeenCalledTimes(2);
    logIn(6); // another tab's login as someone else
    vi.advanceTimersByTime(3000);
    expect(run).toHaveBeenCalledTimes(3);
    config(false);
    logIn(7);
    vi.advanceTimersByTime(3000);
    expect(run).toHaveBeenCalledTimes(3);
  });
});
