import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialQuery } from '../../src/core/util/query';
import { checkAbandonedSignup } from '../../src/state/abandonedSignupCheck';
import type { Persistence } from '../../src/state/persist';
import { configQuery, memberQuery, route, tokens } from '../../src/state/store';

const b64url = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const claim = JSON.stringify({ activeMemberships: [], hasActiveFreeMembership: false, hasActivePaidMembership: false });
const jwt = (sub: string) => `${b64url({ alg: 'HS256' })}.${b64url({ sub, iat: 0, exp: 3600, memberspace: claim })}.sig`;

const MIN = 60_000;
const NOW = 1_000_000_000;
/** Opened once 25 hours ago: the second reminder is due. */
const dueState = { memberId: 5, publicPlanId: 'sub01', openedCount: 1, lastOpenedAt: NOW - 25 * 60 * MIN };

function persistence(answer: Awaited<ReturnType<Persistence['rehydrate']>>) {
  return {
    rehydrate: vi.fn(async () => answer),
    write: vi.fn(),
  } as unknown as Persistence & { write: ReturnType<typeof vi.fn> };
}

const logger = { log: vi.fn() };

beforeEach(() => {
  tokens.value = { accessToken: jwt('5'), refreshToken: 'r', expiresAt: NOW + 60 * MIN };
  memberQuery.value = initialQuery({ id: 5, pendingPlanPublicId: 'sub01' } as never, NOW);
  configQuery.value = initialQuery({ allowAbandonedSignupPopup: true, testMode: false } as never, NOW);
  route.value = { name: 'idle' };
});

afterEach(() => {
  tokens.value = null;
  memberQuery.value = initialQuery();
  configQuery.value = initialQuery();
});

describe('the abandoned-signup check', () => {
  it('opens the reminder when the stored state says it is due, and records the opening', async () => {
    const persist = persistence({ state: 'REHYDRATED', values: { abandonedSignup: dueState } });
    const navigate = vi.fn();
    await checkAbandonedSignup({ logger, persist } as never, navigate, () => NOW);
    expect(navigate).toHaveBeenCalledWith(expect.objectContaining({ name: 'signupToPlan' }));
    expect(persist.write).toHaveBeenCalledWith('abandonedSignup', expect.objectContaining({ openedCount: 2, lastOpenedAt: NOW }));
  });

  it('decides nothing and writes nothing when the stored state could not be read in time', async () => {
    // A read that timed out (PERSIST_TIMEOUT_MS) may still hold a due reminder: starting the schedule over would
    // write a fresh state over it.
    const persist = persistence({ state: 'FAILED', values: {} });
    const navigate = vi.fn();
    await checkAbandonedSignup({ logger, persist } as never, navigate, () => NOW);
    expect(navigate).not.toHaveBeenCalled();
    expect(persist.write).not.toHaveBeenCalled();
  });
});
