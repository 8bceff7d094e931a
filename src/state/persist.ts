import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { PERSIST_TIMEOUT_MS } from '../core/bootConstants';
import type { PersistedKey } from './persistedKeys';
import type { Rehydration } from './store';

/**
 * Persisted state in IndexedDB through idb-keyval: a database of the widget's own (never idb-keyval's shared
 * default, which a host page may use too) and keys behind a per-site prefix. Every operation swallows storage
 * failures (private mode, blocked storage): persistence is an optimisation, never a reason to break.
 */
export interface Persistence {
  /** Reads every key; gives up after 5000 ms (part 1 §4) and reports which way it went. */
  rehydrate<K extends PersistedKey>(keys: readonly K[]): Promise<{ state: Rehydration; values: Partial<Record<K, unknown>> }>;
  write(key: PersistedKey, value: unknown): void;
  remove(key: PersistedKey): void;
  /**
   * Resolves once every write and removal so far has settled (at most 5000 ms): before the widget sends the
   * browser to another page, so a logout cannot be undone by a session still sitting in IndexedDB.
   */
  flushed(): Promise<void>;
}

export function createPersistence(prefix: string, timeoutMs = PERSIST_TIMEOUT_MS): Persistence {
  let store: UseStore | null = null;
  try {
    store = createStore('memberspace', 'state');
  } catch {
    store = null;
  }
  const key = (name: string) => `${prefix}${name}`;
  const pending = new Set<Promise<unknown>>();
  const track = (operation: Promise<unknown>) => {
    const settled = operation.catch(() => undefined).finally(() => pending.delete(settled));
    pending.add(settled);
  };
  return {
    async rehydrate(keys) {
      if (!store) return { state: 'FAILED', values: {} };
      const read = Promise.all(keys.map((k) => get(key(k), store!))).then(
        (list) => ({ state: 'REHYDRATED' as const, values: Object.fromEntries(keys.map((k, i) => [k, list[i]])) }),
        () => ({ state: 'FAILED' as const, values: {} }),
      );
      let timer: ReturnType<typeof setTimeout> | undefined;
      const giveUp = new Promise<{ state: 'FAILED'; values: {} }>((resolve) => {
        timer = setTimeout(() => resolve({ state: 'FAILED', values: {} }), timeoutMs);
      });
      const result = await Promise.race([read, giveUp]);
      clearTimeout(timer);
      return result as { state: Rehydration; values: Partial<Record<(typeof keys)[number], unknown>> };
    },
    write(name, value) {
      if (store) track(set(key(name), value, store));
    },
    remove(name) {
      if (store) track(del(key(name), store));
    },
    async flushed() {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const giveUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
      await Promise.race([Promise.all(pending).then(() => undefined), giveUp]);
      clearTimeout(timer);
    },
  };
}
