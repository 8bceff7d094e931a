import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { failed, LOADING, ready, type Loadable } from '../../src/core/util/loadable';
import { useLoad } from '../../src/ui/useLoad';
import { useRoot } from './root';

const root = useRoot();

/** A load the test settles by hand, one per call. */
function manual() {
  const calls: { resolve: (l: Loadable<string, string>) => void; live: () => boolean }[] = [];
  const load = vi.fn((live: () => boolean) => new Promise<Loadable<string, string>>((resolve) => calls.push({ resolve, live })));
  return { calls, load };
}

let seen: (Loadable<string, string> & { retry: () => void })[] = [];
function View({ load, dep }: { load: (live: () => boolean) => Promise<Loadable<string, string>>; dep: string }) {
  const state = useLoad(load, [dep]);
  seen.push(state);
  return <p>{state.state === 'ready' ? state.value : state.state === 'failed' ? `failed: ${state.error}` : 'loading'}</p>;
}
const show = (load: (live: () => boolean) => Promise<Loadable<string, string>>, dep = 'a') =>
  act(() => render(<View load={load} dep={dep} />, root()));
const text = () => root().textContent;
/** Runs `fn`, then lets its promise callbacks and the re-render run. */
const settle = (fn: () => void) =>
  act(async () => {
    fn();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe('useLoad', () => {
  it('is loading, then ready with the value; retry loads again and can fail', async () => {
    seen = [];
    const { calls, load } = manual();
    await show(load);
    expect(text()).toBe('loading');
    await settle(() => calls[0]!.resolve(ready('plans')));
    expect(text()).toBe('plans');
    await act(() => seen.at(-1)!.retry());
    expect(load).toHaveBeenCalledTimes(2);
    expect(text()).toBe('loading');
    await settle(() => calls[1]!.resolve(failed('down')));
    expect(text()).toBe('failed: down');
  });

  it('a load that resolves loading keeps waiting', async () => {
    const { calls, load } = manual();
    await show(load);
    await settle(() => calls[0]!.resolve(LOADING));
    expect(text()).toBe('loading');
  });

  it('drops a result that comes after a newer load or after the view left, and says so to the load', async () => {
    const { calls, load } = manual();
    await show(load, 'a');
    await show(load, 'b'); // the deps changed: a newer load
    expect(calls[0]!.live()).toBe(false);
    expect(calls[1]!.live()).toBe(true);
    await settle(() => calls[0]!.resolve(ready('old')));
    expect(text()).toBe('loading');
    await settle(() => calls[1]!.resolve(ready('new')));
    expect(text()).toBe('new');
    await act(() => render(null, root()));
    expect(calls[1]!.live()).toBe(false);
  });

  it('hands back the same object until the state changes, so effects may depend on it', async () => {
    seen = [];
    const { calls, load } = manual();
    await show(load);
    await show(load); // a re-render with the same deps
    expect(seen.at(-1)).toBe(seen.at(-2));
    await settle(() => calls[0]!.resolve(ready('x')));
    expect(seen.at(-1)).not.toBe(seen.at(-2));
  });
});
