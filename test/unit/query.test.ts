import { signal } from '@preact/signals-react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../src/api/client';
import { CONFIG_STALE_S, USER_STALE_S } from '../../src/core/constants';
import { adoptCached, failed, initialQuery, isStale, started, succeeded, type QueryState } from '../../src/core/util/query';
import { mergeCollection, mergePage, nextPage } from '../../src/core/util/paging';
import { createQuery } from '../../src/state/queryRunner';

const err = (status: number) => ({ status, message: 'm', fieldErrors: {} });

describe('data queries (part 1 §4)', () => {
  it('tracks fetching, succeeded, failed, settled, the last status and timestamps', () => {
    let s = started(initialQuery<string>());
    expect(s).toMatchObject({ fetching: true, settled: false, succeeded: false, failed: false });
    s = succeeded(s, 'data', 200, 1000);
    expect(s).toMatchObject({ data: 'data', fetching: false, succeeded: true, failed: false, settled: true, lastStatus: 200, fetchedAt: 1000 });
    s = failed(s, err(503), 2000);
    expect(s).toMatchObject({ data: 'data', succeeded: false, failed: true, settled: true, lastStatus: 503, failedAt: 2000, fetchedAt: 1000 });
  });
  it('clears the site config on a 4xx, not on a 5xx', () => {
    const ok = succeeded(initialQuery<string>(), 'cfg', 200, 1);
    expect(failed(ok, err(404), 2, true).data).toBeNull();
    expect(failed(ok, err(500), 2, true).data).toBe('cfg');
    expect(failed(ok, err(404), 2, false).data).toBe('cfg');
  });
  it('site config is stale after 300 s, user data after 3600 s', () => {
    expect(CONFIG_STALE_S).toBe(300);
    expect(USER_STALE_S).toBe(3600);
    const s = succeeded(initialQuery<string>(), 'x', 200, 0);
    expect(isStale(s, 300_000, 299_999)).toBe(false);
    expect(isStale(s, 300_000, 300_000)).toBe(true);
    expect(isStale(initialQuery(), 300_000, 0)).toBe(true);
    expect(isStale(s, 300_000, -5)).toBe(true); // a clock that went back: refetch rather than trust
  });
  it('pagination mode appends the next page; collection mode merges and sorts', () => {
    const key = (r: { id: number }) => r.id;
    expect(mergePage([{ id: 1 }, { id: 2 }], [{ id: 2, v: 'new' } as never, { id: 3 }], key)).toEqual([{ id: 1 }, { id: 2, v: 'new' }, { id: 3 }]);
    expect(mergeCollection([{ id: 3 }, { id: 1 }], [{ id: 2 }], key, (a, b) => a.id - b.id)).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(nextPage(1, 10, 25, 10)).toBe(2);
    expect(nextPage(3, 10, 25, 5)).toBeNull();
    expect(nextPage(1, 10, null, 10)).toBe(2);
    expect(nextPage(2, 10, null, 4)).toBeNull();
  });
});

describe('createQuery put: an answer that came another way (PATCH members/current answers with the member)', () => {
  const ok = (data: string): ApiResult<string> => ({ ok: true, data, status: 200, headers: new Headers() });
  function setup(fetch: () => Promise<ApiResult<string>>) {
    const state = signal<QueryState<string>>(failed(initialQuery<string>(), err(500), 5));
    const onData = vi.fn();
    let clock = 1000;
    const query = createQuery(state, { fetch: vi.fn(fetch), staleMs: 300_000, onData, now: () => clock });
    return { state, onData, query, tick: (ms: number) => (clock += ms) };
  }

  it('is a fresh success, told to onData (IndexedDB, other tabs) like a fetched answer, with no request', () => {
    const { state, onData, query } = setup(async () => ok('fetched'));
    query.put('patched', 200);
    expect(state.value).toMatchObject({
      data: 'patched',
      succeeded: true,
      failed: false,
      fetching: false,
      error: null,
      lastStatus: 200,
      fetchedAt: 1000,
    });
    expect(onData).toHaveBeenCalledWith('patched', 1000);
  });

  it('counts as fresh for revalidate', async () => {
    const fetch = vi.fn(async () => ok('fetched'));
    const { query, tick } = setup(fetch);
    query.put('patched', 200);
    tick(299_999);
    await query.revalidate();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('wins over the older answer of a request that was already in flight', async () => {
    let answer!: (r: ApiResult<string>) => void;
    const { state, onData, query } = setup(() => new Promise((resolve) => (answer = resolve)));
    const running = query.run();
    expect(state.value.fetching).toBe(true);
    query.put('patched', 200);
    answer(ok('older'));
    await running;
    expect(state.value.data).toBe('patched');
    expect(onData).toHaveBeenCalledTimes(1);
    // The next run applies its answer as usual.
    const next = query.run();
    answer(ok('newer'));
    await next;
    expect(state.value.data).toBe('newer');
  });
});

describe('a cached answer laid over the query (IndexedDB after the boot request, another tab)', () => {
  const cached = { name: 'cached' };
  it('is taken over nothing, keeping a request in flight', () => {
    const next = adoptCached(started(initialQuery<{ name: string }>()), cached, 100);
    expect(next).toMatchObject({ data: cached, succeeded: true, settled: true, fetching: true, fetchedAt: 100 });
  });
  it('is taken over an older answer', () => {
    expect(adoptCached(succeeded(initialQuery(), { name: 'old' }, 200, 50), cached, 100)).toMatchObject({ data: cached, fetchedAt: 100 });
  });
  it('is dropped under a newer answer of the query', () => {
    expect(adoptCached(succeeded(initialQuery(), { name: 'fresh' }, 200, 150), cached, 100)).toBeNull();
  });
  it('fills in the data after a newer network or server failure, which stays reported', () => {
    for (const status of [0, 503]) {
      const next = adoptCached(failed(started(initialQuery<{ name: string }>()), err(status), 150, true), cached, 100, true);
      expect(next).toMatchObject({ data: cached, failed: true, lastStatus: status, fetchedAt: 100 });
    }
  });
  it('never undoes a newer 4xx that cleared the data on purpose (the site is gone)', () => {
    expect(adoptCached(failed(initialQuery<{ name: string }>(), err(404), 150, true), cached, 100, true)).toBeNull();
  });
});

describe('createQuery applyInNextTask: the answer lands in a new task, not the one that checked it', () => {
  it('applies and tells of the answer only after the event loop turned', async () => {
    for (const applyInNextTask of [false, true]) {
      const state = signal(initialQuery<{ n: number }>());
      const onData = vi.fn();
      const answer: ApiResult<{ n: number }> = { ok: true, data: { n: 1 }, status: 200, headers: new Headers() };
      const query = createQuery(state, { fetch: () => Promise.resolve(answer), staleMs: 1, onData, applyInNextTask });
      const done = query.run();
      for (let i = 0; i < 20; i++) await Promise.resolve(); // microtasks only: the same task
      expect(state.value.data, String(applyInNextTask)).toEqual(applyInNextTask ? null : { n: 1 });
      await done;
      expect(state.value.data).toEqual({ n: 1 });
      expect(onData).toHaveBeenCalledTimes(1);
    }
  });
});
