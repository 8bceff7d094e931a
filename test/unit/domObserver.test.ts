import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostDomChanges, nextChange, onHostDomChange, ourContainers } from '../../src/host/domObserver';

describe('host DOM observer (part 1 §9: 300 ms throttle, counter wrapping at 100000)', () => {
  afterEach(() => vi.useRealTimers());

  it('the counter counts up and wraps at 100000', () => {
    expect(nextChange(0)).toBe(1);
    expect(nextChange(99_998)).toBe(99_999);
    expect(nextChange(99_999)).toBe(0);
  });

  it('a burst of changes runs each listener once, after 300 ms, with the next count', async () => {
    vi.useFakeTimers();
    const heard: number[] = [];
    const stop = onHostDomChange((n) => heard.push(n));
    const before = hostDomChanges();
    for (let i = 0; i < 5; i++) document.body.append(document.createElement('p'));
    await Promise.resolve(); // mutation records are delivered as a microtask
    vi.advanceTimersByTime(299);
    expect(heard).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(heard).toEqual([nextChange(before)]);
    document.body.append(document.createElement('p'));
    await Promise.resolve();
    vi.advanceTimersByTime(300);
    expect(heard).toEqual([nextChange(before), nextChange(nextChange(before))]);
    expect(hostDomChanges()).toBe(heard[1]);
    stop();
  });

  it("our third parties' containers in the page (coming, going, their frames) are no change of the host page", async () => {
    vi.useFakeTimers();
    const heard: number[] = [];
    const stop = onHostDomChange((n) => heard.push(n));
    const host = document.createElement('memberspace-widget');
    document.documentElement.append(host);
    await Promise.resolve();
    vi.advanceTimersByTime(300);
    heard.length = 0; // our host element arriving is the page's business: only what follows is ours
    const container = document.createElement('div');
    container.setAttribute('data-ms-slot', 'card-number');
    ourContainers.add(container);
    host.append(container);
    await Promise.resolve();
    container.append(document.createElement('iframe'));
    await Promise.resolve();
    container.remove();
    await Promise.resolve();
    vi.advanceTimersByTime(300);
    expect(heard).toEqual([]);
    // A change of the page in the same burst still counts.
    host.append(container);
    document.body.append(document.createElement('p'));
    await Promise.resolve();
    vi.advanceTimersByTime(300);
    expect(heard).toHaveLength(1);
    // A page's node carrying our attribute is still the page's: its content is scanned.
    const forged = document.createElement('div');
    forged.setAttribute('data-ms-slot', 'card-number');
    document.body.append(forged);
    await Promise.resolve();
    vi.advanceTimersByTime(300);
    forged.append(document.createElement('a'));
    await Promise.resolve();
    vi.advanceTimersByTime(300);
    expect(heard).toHaveLength(3);
    forged.remove();
    host.remove();
    stop();
  });
});
