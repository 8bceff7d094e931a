import { describe, expect, it, vi } from 'vitest';
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
      const result = await createPersistence('hang:', 50).rehydrate(['member']);
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

  it('keeps the config in localStorage, read at once, and never waits for IndexedDB for it', async () => {
    const realOpen = indexedDB.open.bind(indexedDB);
    (indexedDB as { open: unknown }).open = () => ({}) as IDBOpenDBRequest; // IndexedDB never answers
    try {
      const p = createPersistence('local:', 50);
      p.write('config', { data: { a: 1 }, fetchedAt: 2 });
      expect(localStorage.getItem('local:config')).toBe('{"data":{"a":1},"fetchedAt":2}');
      expect(p.readNow(['config', 'member'])).toEqual({ config: { data: { a: 1 }, fetchedAt: 2 } });
      expect(await p.rehydrate(['config'])).toEqual({ state: 'REHYDRATED', values: { config: { data: { a: 1 }, fetchedAt: 2 } } });
      // Not JSON (edited by hand): its text comes back, for the key's guard to refuse.
      localStorage.setItem('local:config', '{broken');
      expect(p.readNow(['config'])).toEqual({ config: '{broken' });
      p.remove('config');
      expect(localStorage.getItem('local:config')).toBeNull();
      expect(p.readNow(['config'])).toEqual({ config: undefined });
    } finally {
      (indexedDB as { open: unknown }).open = realOpen;
    }
  });

  it('drops the stored config rather than keep an outdated one when the quota is full', () => {
    const p = createPersistence('full:');
    p.write('config', { data: 'old', fetchedAt: 1 });
    const full = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      p.write('config', { data: 'new', fetchedAt: 2 });
    } finally {
      full.mockRestore();
    }
    expect(localStorage.getItem('full:config')).toBeNull();
  });
});

describe('the config in localStorage beside an old library', () => {
  it('is written as standard JSON when the page gave arrays a toJSON (Prototype.js), and reads back as it was', () => {
    const proto = Array.prototype as unknown as { toJSON?: () => string };
    proto.toJSON = function (this: unknown[]) {
      return `[${this.join(', ')}]`;
    };
    try {
      const p = createPersistence('proto:');
      p.write('config', { data: { ids: [1, 2] }, fetchedAt: 3 });
      expect(localStorage.getItem('proto:config')).toBe('{"data":{"ids":[1,2]},"fetchedAt":3}');
      expect(p.readNow(['config'])).toEqual({ config: { data: { ids: [1, 2] }, fetchedAt: 3 } });
    } finally {
      delete proto.toJSON;
    }
  });
});
