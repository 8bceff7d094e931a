import { describe, expect, it } from 'vitest';
import { isLive } from '../../src/core/access/membershipStatus';

describe('membership status', () => {
  it('only active, trialing and past_due count as live (part 1 §4)', () => {
    const statuses = ['active', 'trialing', 'past_due', 'expired', 'canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused', ''];
    expect(statuses.filter(isLive)).toEqual(['active', 'trialing', 'past_due']);
  });
});
