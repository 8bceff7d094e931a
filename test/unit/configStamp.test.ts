import { afterEach, describe, expect, it } from 'vitest';
import { CONFIG_STALE_S } from '../../src/core/constants';
import { configStampFresh, writeConfigStamp } from '../../src/state/configStamp';

afterEach(() => localStorage.clear());

describe('the config stamp that lets a boot ask for the config before IndexedDB opens', () => {
  const now = 10_000_000;
  it('is fresh within the config window (300 s) and stale from its end', () => {
    writeConfigStamp('demo', now - (CONFIG_STALE_S * 1000 - 1));
    expect(configStampFresh('demo', now)).toBe(true);
    writeConfigStamp('demo', now - CONFIG_STALE_S * 1000);
    expect(configStampFresh('demo', now)).toBe(false);
  });
  it('is unknown, so not fresh, without a stamp, with garbage, or from the future (a moved clock)', () => {
    expect(configStampFresh('demo', now)).toBe(false);
    localStorage.setItem('ms:demo:configAt', 'soon');
    expect(configStampFresh('demo', now)).toBe(false);
    writeConfigStamp('demo', now + 5000);
    expect(configStampFresh('demo', now)).toBe(false);
  });
  it('is per site', () => {
    writeConfigStamp('demo', now);
    expect(configStampFresh('other', now)).toBe(false);
  });
});
