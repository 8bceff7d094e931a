import { create } from 'superstruct';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRuntime } from '../../src/app/runtime';
import { SiteConfig } from '../../src/contract/site';
import { createLogger } from '../../src/core/util/logger';
import { initialQuery } from '../../src/core/util/query';
import { createPersistence } from '../../src/state/persist';
import { sealOf } from '../../src/state/seal';
import { configQuery, rehydration, tokens } from '../../src/state/store';
import { fixtureSettings } from './fixtureSettings';
import { accessTokenFor } from './jwt';

/** What boot restores, and when it waits for IndexedDB (docs/architecture.md, "Boot cost"). */
/** The build the stored config was sealed by, as the loader would pass it (BootContext.build). */
const BUILD = 'build-a';
const quietLogger = () => createLogger([], { error() {}, warn() {}, log() {}, debug() {} });
const config = create({ siteId: 7, subdomain: 'demo', baseUrl: 'https://site.test' }, SiteConfig);
const storeConfig = () =>
  localStorage.setItem('ms:demo:config', JSON.stringify({ data: config, fetchedAt: Date.now(), seal: sealOf(config, BUILD) }));
const realOpen = indexedDB.open.bind(indexedDB);
/** IndexedDB that never answers: whatever waits for it waits until the 5000 ms timeout. */
const hangIndexedDb = () => ((indexedDB as { open: unknown }).open = () => ({}) as IDBOpenDBRequest);
const clearCookies = () => {
  for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]!.trim()}=; Max-Age=0; Path=/`;
};
/** Resolves with what `p` gave, or 'waiting' if it had not settled within 200 ms. */
const within = <T>(p: Promise<T>) =>
  Promise.race([p.then(() => 'restored' as const), new Promise<'waiting'>((r) => setTimeout(() => r('waiting'), 200))]);

describe('the boot restore: localStorage at once, IndexedDB only when it may hold a session', () => {
  beforeEach(() => {
    tokens.value = null;
    configQuery.value = initialQuery();
    rehydration.value = 'NOT_REHYDRATED';
    localStorage.clear();
    clearCookies();
  });
  afterEach(() => {
    (indexedDB as { open: unknown }).open = realOpen;
  });

  it('a returning visitor (no cookie, no session stored) is restored at once, with the config, without IndexedDB', async () => {
    storeConfig();
    localStorage.setItem('ms:demo:session', 'none');
    hangIndexedDb();
    const runtime = createRuntime(fixtureSettings(), quietLogger(), null, BUILD);
    expect(await within(runtime.whenRestored())).toBe('restored');
    expect(rehydration.value).toBe('REHYDRATED');
    expect(configQuery.value.data?.siteId).toBe(7);
  });

  it('after a logout too; but with nothing known, or a session kept, boot waits for IndexedDB', async () => {
    for (const [mark, expected] of [
      ['ended', 'restored'],
      [null, 'waiting'],
      ['kept', 'waiting'],
    ] as const) {
      if (mark) localStorage.setItem('ms:demo:session', mark);
      else localStorage.removeItem('ms:demo:session');
      hangIndexedDb();
      const runtime = createRuntime(fixtureSettings(), quietLogger(), null, BUILD);
      expect(await within(runtime.whenRestored()), String(mark)).toBe(expected);
    }
  });

  it("restores a session IndexedDB kept when the cookie is gone (Safari's cap), and learns when it holds none", async () => {
    const stored = { accessToken: accessTokenFor(202), refreshToken: 'rt', expiresAt: Date.now() + 3_600_000 };
    const kept = createPersistence('ms:demo:');
    kept.write('tokens', stored);
    await kept.flushed();
    localStorage.setItem('ms:demo:session', 'kept');
    const first = createRuntime(fixtureSettings(), quietLogger(), null, BUILD);
    await first.whenRestored();
    expect(tokens.value?.refreshToken).toBe('rt');
    await first.flushed();

    tokens.value = null;
    clearCookies(); // the restored session wrote its cookie back
    kept.remove('tokens');
    await kept.flushed();
    localStorage.removeItem('ms:demo:session');
    await createRuntime(fixtureSettings(), quietLogger(), null, BUILD).whenRestored();
    expect(tokens.value).toBeNull();
    expect(localStorage.getItem('ms:demo:session')).toBe('none'); // the next boot need not open it
  });

  it('a stored config that is not JSON, or breaks the contract, is logged and dropped', async () => {
    for (const bad of ['{broken', JSON.stringify({ data: { siteId: 'one' }, fetchedAt: Date.now() })]) {
      localStorage.setItem('ms:demo:config', bad);
      localStorage.setItem('ms:demo:session', 'none');
      const logger = quietLogger();
      await createRuntime(fixtureSettings(), logger, null, BUILD).whenRestored();
      expect(configQuery.value.data).toBeNull();
      expect(localStorage.getItem('ms:demo:config')).toBeNull();
      expect(logger.entries().filter((e) => e.message === 'Persisted state is malformed: removed: config')).toHaveLength(1);
    }
  });
});
