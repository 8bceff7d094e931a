import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferredRows, startDeferred } from '../../src/app/deferred';
import { initialQuery } from '../../src/core/util/query';
import { configQuery, memberQuery, tokens } from '../../src/state/store';
import { accessTokenFor } from './jwt';

const logIn = (id: number) => {
  tokens.value = { accessToken: accessTokenFor(id), refreshToken: `r${id}`, expiresAt: Date.now() + 3_600_000 };
};
const config = (allowAbandonedSignupPopup: boolean) => {
  configQuery.value = initialQuery({ allowAbandonedSignupPopup } as never, Date.now());
};
const logger = { log: vi.fn(), entries: () => [] };

/** The widget's own rows (app/deferred.ts), each run replaced by a count: `when` and the delay are the product's. */
function startRows() {
  const runs = { abandonedSignupReminder: vi.fn(async () => undefined), failedPaymentPopup: vi.fn(async () => undefined) };
  const rows = deferredRows({ runtime: {}, services: {}, logger } as never)
    .filter((row): row is typeof row & { name: keyof typeof runs } => row.name in runs)
    .map((row) => ({ ...row, run: runs[row.name] }));
  expect(rows.map((r) => r.delayMs)).toEqual([3000, 3000]);
  startDeferred(rows, logger);
  return runs;
}
const memberRecord = (id: number, paymentFailure: boolean) => {
  memberQuery.value = initialQuery({ id, memberships: [{ paymentFailure }] } as never, Date.now());
};

beforeEach(() => {
  vi.useFakeTimers();
  logIn(5);
  config(true);
});

afterEach(() => {
  tokens.value = null;
  configQuery.value = initialQuery();
  memberQuery.value = initialQuery();
  vi.useRealTimers();
});

describe('a check due 3 s after mount and after each login', () => {
  it('runs once when a refreshed configuration (same setting, new object) and a renewed session arrive after it', () => {
    const run = startRows().abandonedSignupReminder;
    vi.advanceTimersByTime(3000);
    expect(run).toHaveBeenCalledTimes(1);
    config(true); // the configuration's network answer after the stored one
    logIn(5); // a token renewal: the same member
    vi.advanceTimersByTime(10_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a refreshed configuration before the 3 s does not start the wait over', () => {
    const run = startRows().abandonedSignupReminder;
    vi.advanceTimersByTime(2000);
    config(true);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs again for a login after a logout, and for another member; never when the site turned it off', () => {
    const run = startRows().abandonedSignupReminder;
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

describe('the failed-payment check, due 3 s after its member is known with a payment failure', () => {
  it('runs once for a refreshed member record that still has the failure; again when the failure comes back', () => {
    const run = startRows().failedPaymentPopup;
    memberRecord(5, true);
    vi.advanceTimersByTime(3000);
    expect(run).toHaveBeenCalledTimes(1);
    memberRecord(5, true); // the member reloaded (a profile saved): the same failure
    vi.advanceTimersByTime(10_000);
    expect(run).toHaveBeenCalledTimes(1);
    memberRecord(5, false); // the card fixed
    vi.advanceTimersByTime(3000);
    memberRecord(5, true); // a later charge failed
    vi.advanceTimersByTime(3000);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
