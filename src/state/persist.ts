import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { PERSIST_TIMEOUT_MS } from '../core/bootConstants';
import { stringify } from '../core/util/json';
import { PERSISTED_KEYS, type PersistedKey } from './persistedKeys';
import type { Rehydration } from './store';

/**
 * Persisted state behind a per-site key prefix: in IndexedDB through idb-keyval (a database of the widget's own,
 * never idb-keyval's shared default, which a host page may use too), except the keys PERSISTED_KEYS marks `local`,
 * kept in localStorage so boot reads them at once (docs/architecture.md, "Boot cost"). Every operation swallows
 * storage failures (private mode, blocked storage, a full quota): persistence is an optimisation, never a reason
 * to break.
 */
export interface Persistence {
  /** The `local` keys among `keys`, read at once (a value that is not JSON comes back as its text, to be refused). */
  readNow<K extends PersistedKey>(keys: readonly K[]): Partial<Record<K, unknown>>;
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

const isLocal = (key: PersistedKey): boolean => 'local' in PERSISTED_KEYS[key];

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
  const local = {
    read(name: PersistedKey): unknown {
      let text: string | null = null;
      try {
        text = localStorage.getItem(key(name));
        return text === null ? undefined : JSON.parse(text);
      } catch {
        return text ?? undefined;
      }
    },
    write(name: PersistedKey, value: unknown): void {
      try {
        localStorage.setItem(key(name), stringify(value)); // standard JSON even beside Prototype.js
      } catch {
        local.remove(name); // a full quota: no copy at all rather than an outdated one
      }
    },
    remove(name: PersistedKey): void {
      try {
        localStorage.removeItem(key(name));
      } catch {
        // storage blocked: nothing was kept either
      }
    },
  };
  const readNow = <K extends PersistedKey>(keys: readonly K[]) =>
    Object.fromEntries(keys.filter(isLocal).map((k) => [k, local.read(k)])) as Partial<Record<K, unknown>>;
  return {
    readNow,
    async rehydrate(keys) {
      const now = readNow(keys);
      const later = keys.filter((k) => !isLocal(k));
      if (!later.length) return { state: 'REHYDRATED', values: now };
      if (!store) return { state: 'FAILED', values: now };
      const read = Promise.all(later.map((k) => get(key(k), store!))).then(
        (list) => ({ state: 'REHYDRATED' as const, values: { ...now, ...Object.fromEntries(later.map((k, i) => [k, list[i]])) } }),
        () => ({ state: 'FAILED' as const, values: now }),
      );
      let timer: ReturnType<typeof setTimeout> | undefined;
      const giveUp = new Promise<{ state: 'FAILED'; values: typeof now }>((resolve) => {
        timer = setTimeout(() => resolve({ state: 'FAILED', values: now }), timeoutMs);
      });
      const result = await Promise.race([read, giveUp]);
      clearTimeout(timer);
      return result as { state: Rehydration; values: Partial<Record<(typeof keys)[number], unknown>> };
    },
    write(name, value) {
      if (isLocal(name)) local.write(name, value);
      else if (store) track(set(key(name), value, store));
    },
    remove(name) {
      if (isLocal(name)) local.remove(name);
      else if (store) track(del(key(name), store));
    },
    async flushed() {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const giveUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
      await Promise.race([Promise.all(pending).then(() => undefined), giveUp]);
      clearTimeout(timer);
    },
  };
}
