import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENTS } from '../../src/host/events';
import { followConversions } from '../../src/host/conversions';

const convert = (member: Record<string, unknown>) => document.dispatchEvent(new CustomEvent(EVENTS.conversion, { detail: { member } }));
const context = { logger: { log: vi.fn() } as never, nonce: undefined };

describe('the conversion code follows MemberSpace.conversion (host/conversions.ts)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a module that fails to load is asked for again: every conversion runs, in order, with the member of its event', async () => {
    const ran: unknown[] = [];
    let calls = 0;
    const load = vi.fn(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { runConversionCode: (who: unknown) => void ran.push(who) };
    });
    // A fresh document listener per test: events below reach this one and earlier tests' (which load nothing new).
    followConversions(context, load);
    const ann = { id: 1, firstName: 'Ann', email: 'ann@x.test' };
    convert(ann);
    convert({ id: 2, firstName: 'Bob' });
    // A host listener changing the event's member afterwards does not change what the code gets.
    ann.firstName = 'changed';
    await vi.waitFor(() => expect(calls).toBe(1));
    expect(ran).toEqual([]);
    await vi.advanceTimersByTimeAsync(250); // the first retry (core/shell/retrySchedule.ts)
    await vi.waitFor(() =>
      expect(ran).toEqual([
        { id: 1, firstName: 'Ann', email: 'ann@x.test' },
        { id: 2, firstName: 'Bob' },
      ]),
    );
    expect(calls).toBe(2);
  });
});
