import { signal } from '@preact/signals-react';
import { describe, expect, it } from 'vitest';
import { createPagedQuery, initialPaged, type PagedState } from '../../src/state/pagedQuery';

type Row = { id: number; at: number };
const rows: Row[] = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, at: (i * 7) % 23 }));

function pages(withTotal: boolean) {
  const asked: number[] = [];
  const fetchPage = async (page: number, size: number) => {
    asked.push(page);
    const data = rows.slice((page - 1) * size, page * size);
    const headers = new Headers(withTotal ? { 'X-Total-Count': String(rows.length) } : {});
    return { ok: true as const, data, status: 200, headers };
  };
  return { asked, fetchPage };
}

describe('paged queries (part 1 §4 pagination and collection modes; part 2 §9 page size 10)', () => {
  it('pagination mode: tracks the next page and appends, until the total is reached', async () => {
    const source = pages(true);
    const state = signal<PagedState<Row>>(initialPaged());
    const q = createPagedQuery(state, { fetchPage: source.fetchPage, pageSize: 10, key: (r) => r.id });
    expect(state.value.total).toBeNull();
    await Promise.all([q.loadMore(), q.loadMore()]); // one request in flight at a time
    expect(source.asked).toEqual([1]);
    expect(state.value.nextPage).toBe(2);
    expect(state.value.total).toBe(23); // the server's count, for 'Showing 10 of 23'
    await q.loadMore();
    await q.loadMore();
    await q.loadMore();
    expect(source.asked).toEqual([1, 2, 3]);
    expect(state.value.items.map((r) => r.id)).toEqual(rows.map((r) => r.id));
    expect(state.value.nextPage).toBeNull();
    expect(state.value.query).toMatchObject({ succeeded: true, settled: true, lastStatus: 200 });
  });

  it('collection mode: merges and sorts; without a total a short page ends the list', async () => {
    const source = pages(false);
    const state = signal<PagedState<Row>>(initialPaged());
    const q = createPagedQuery(state, { fetchPage: source.fetchPage, pageSize: 10, key: (r) => r.id, compare: (a, b) => a.at - b.at });
    for (let i = 0; i < 4; i++) await q.loadMore();
    expect(source.asked).toEqual([1, 2, 3]);
    const ats = state.value.items.map((r) => r.at);
    expect(ats).toEqual([...ats].sort((a, b) => a - b));
    expect(state.value.items).toHaveLength(23);
    expect(state.value.total).toBeNull(); // no count when the server sends none
  });
});
