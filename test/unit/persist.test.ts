import { describe, expect, it } from 'vitest';
import { PERSIST_TIMEOUT_MS } from '../../src/core/constants';
import { createPersistence } from '../../src/state/persist';

describe('persisted state (part 1 §4, §9)', () => {
  it('rehydrates what was written, behind its key prefix', async () => {
    const a = createPersistence('site-a:');
    const b = createPersistence('site-b:');
    a.write('config', { data: 1, fetchedAt: 2 });
    await new Promise((r) => setTimeout(r, 20));
    expect(await a.rehydrate(['config', 'member'])).toEqual({
      state: 'REHYDRATED',
      values: { config: { data: 1, fetchedAt: 2 }, member: undefined },
    });
    expect((await b.rehydrate(['config'])).values.config).toBeUndefined();
  });

  it('gives up after the timeout (5000 ms by default) and reports FAILED', async () => {
    expect(PERSIST_TIMEOUT_MS).toBe(5000);
    const realOpen = indexedDB.open.bind(indexedDB);
    // A storage that never answers, as some privacy modes behave.
    (indexedDB as { open: unknown }).open = () => ({}) as IDBOpenDBRequest;
    try {
      const started = Date.now();
      const result = await createPersistence('hang:', 50).rehydrate(['config']);
      expect(result).toEqual({ state: 'FAILED', values: {} });
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      (indexedDB as { open: unknown }).open = realOpen;
    }
  });

  it('flushed() settles pending writes, and gives up on a storage that never answers', async () => {
    const p = createPersistence('flush:');
    p.write('tokens', { accessToken: 'a' });
    p.remove('member');
    await p.flushed();
    expect((await createPersistence('flush:').rehydrate(['tokens'])).values.tokens).toEqual({ accessToken: 'a' });

    const realOpen = indexedDB.open.bind(indexedDB);
    (indexedDB as { open: unknown }).open = () => ({}) as IDBOpenDBRequest;
    try {
      const hanging = createPersistence('hang-flush:', 50);
      hanging.remove('tokens');
      const outcome = await Promise.race([hanging.flushed().then(() => 'flushed'), new Promise((r) => setTimeout(() => r('stuck'), 1000))]);
      expect(outcome).toBe('flushed'); // a logout redirect is never held hostage by storage
    } finally {
      (indexedDB as { open: unknown }).open = realOpen;
    }
  });
});
