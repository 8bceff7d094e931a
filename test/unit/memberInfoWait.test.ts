import { describe, expect, it, vi } from 'vitest';
import { MEMBER_INFO_WAIT_MS } from '../../src/core/bootConstants';
import { memberInfoLoaded } from '../../src/host/hostApi';

// The member-info chunk stalls (a request that never answers): its import never settles.
vi.mock('../../src/core/account/hostMemberInfo', () => new Promise(() => {}));

describe("a member's ready does not wait for good on the member-info chunk (host/hostApi.ts)", () => {
  it(`goes on after ${MEMBER_INFO_WAIT_MS} ms with the module still missing`, async () => {
    vi.useFakeTimers();
    try {
      let done = false;
      void memberInfoLoaded().then(() => (done = true));
      await vi.advanceTimersByTimeAsync(MEMBER_INFO_WAIT_MS - 1);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
