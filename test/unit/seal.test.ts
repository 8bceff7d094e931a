import { create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { SiteConfig } from '../../src/contract/site';
import { fitsKey } from '../../src/state/persistedKeys';
import { sealedBy, sealOf } from '../../src/state/seal';

const config = { siteId: 1, protectedPages: [] };

describe("a persisted answer's seal (state/seal.ts)", () => {
  it('matches the same data for the same build, and nothing else', () => {
    const seal = sealOf(config, 'build-a');
    expect(seal).not.toBe('');
    expect(sealedBy({ ...config }, seal, 'build-a')).toBe(true);
    expect(sealedBy({ ...config, siteId: 2 }, seal, 'build-a')).toBe(false); // edited after it was sealed
    expect(sealedBy(config, seal, 'build-b')).toBe(false); // another build's: its contract may differ
    expect(sealedBy(config, undefined, 'build-a')).toBe(false);
    expect(sealedBy(config, '', 'build-a')).toBe(false);
  });

  it('seals nothing without a build, nor data that cannot be serialised', () => {
    expect(sealOf(config, '')).toBe('');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(sealOf(cyclic, 'build-a')).toBe('');
    expect(sealedBy(cyclic, '', 'build-a')).toBe(false);
  });

  it('lets a sealed value skip the contract at once, and sends an edited or unsealed one through it', async () => {
    // Data the contract refuses shows which path was taken: the seal's, or the contract's.
    const refused = { siteId: 'one', protectedPages: 'all' };
    const fetchedAt = Date.now();
    // Sealed by this build: true at once (no promise), so a returning visitor never loads the contract chunk.
    expect(fitsKey('config', { data: refused, fetchedAt, seal: sealOf(refused, 'build-a') }, 'build-a')).toBe(true);
    // Anything else waits for the contract chunk, which refuses it.
    const unsealed = fitsKey('config', { data: refused, fetchedAt }, 'build-a');
    expect(unsealed).toBeInstanceOf(Promise);
    expect(await unsealed).toBe(false);
    expect(await fitsKey('config', { data: { ...refused, siteId: 'two' }, fetchedAt, seal: sealOf(refused, 'build-a') }, 'build-a')).toBe(false);
    expect(await fitsKey('config', { data: refused, fetchedAt, seal: sealOf(refused, 'an older build') }, 'build-a')).toBe(false);
    expect(await fitsKey('config', { data: refused, fetchedAt, seal: sealOf(refused, 'build-a') }, '')).toBe(false); // no build known
    // The contract still accepts what fits, unsealed (a stored answer is the contract's own output, defaults filled).
    const stored = create({ siteId: 1, subdomain: 'demo', baseUrl: 'https://site.test' }, SiteConfig);
    expect(await fitsKey('config', { data: stored, fetchedAt }, 'build-a')).toBe(true);
  });
});
