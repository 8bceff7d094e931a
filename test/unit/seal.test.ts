import { describe, expect, it } from 'vitest';
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

  it('lets a sealed value skip the contract, and sends an edited or unsealed one through it', () => {
    // Data the contract refuses shows which path was taken: the seal's, or the contract's.
    const refused = { siteId: 'one', protectedPages: 'all' };
    const fetchedAt = Date.now();
    expect(fitsKey('config', { data: refused, fetchedAt })).toBe(false);
    expect(fitsKey('config', { data: refused, fetchedAt, seal: sealOf(refused) })).toBe(true);
    expect(fitsKey('config', { data: { ...refused, siteId: 'two' }, fetchedAt, seal: sealOf(refused) })).toBe(false);
    expect(fitsKey('config', { data: refused, fetchedAt, seal: sealOf(refused, 'an older build') })).toBe(false);
  });
});
