import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { array, boolean, create, defaulted as superstructDefaulted, number, string, type, validate } from 'superstruct';
import { SiteConfig } from '../../src/contract';
import { defaulted, withDefault } from '../../src/contract/common';

/**
 * The contract's `defaulted` (contract/common.ts): superstruct's rule without superstruct's check of an `unknown()`
 * condition on every value, which was most of a first visit's config check at 4x CPU.
 */
describe('defaulted (contract/common.ts)', () => {
  const cases: [string, () => [import('superstruct').Struct<any, any>, unknown], unknown[]][] = [
    ['a string', () => [string(), 'x'], [undefined, 'y', null, 3]],
    ['a boolean', () => [boolean(), false], [undefined, true, 'yes']],
    ['a list', () => [array(number()), []], [undefined, [1, 2], [1, 'a'], 'no']],
    [
      'an object, completed with the fallback’s missing keys',
      () => [type({ action: string(), url: string(), ids: array(string()) }), { action: 'off', url: '', ids: [] }],
      [undefined, {}, { action: 'redirect' }, { action: 'show', url: 'https://x.test', ids: ['a'] }, { action: 5 }, null, ['a']],
    ],
  ];
  for (const [what, make, values] of cases) {
    it(`gives what superstruct's gives: ${what}`, () => {
      const [struct, fallback] = make();
      for (const value of values) {
        const ours = validate(structuredClone(value), defaulted(struct, fallback), { coerce: true });
        const theirs = validate(structuredClone(value), superstructDefaulted(struct, fallback), { coerce: true });
        expect(ours[1], JSON.stringify(value)).toEqual(theirs[1]);
        expect(ours[0]?.message, JSON.stringify(value)).toBe(theirs[0]?.message);
      }
    });
  }

  it('calls a function fallback for a fresh default each time, as superstruct does', () => {
    const fresh = () => ({ list: [] as number[] });
    for (const struct of [defaulted(type({ list: array(number()) }), fresh), superstructDefaulted(type({ list: array(number()) }), fresh)]) {
      const [first, second] = [create(undefined, struct), create(undefined, struct)];
      expect(first).toEqual({ list: [] });
      expect(first).not.toBe(second);
      expect(create({ list: [7] }, struct)).toEqual({ list: [7] });
    }
  });

  it('never changes what it was given: a completed object is a copy', () => {
    const given = { action: 'redirect' };
    expect(withDefault(given, { action: 'off', url: null })).toEqual({ action: 'redirect', url: null });
    expect(given).toEqual({ action: 'redirect' });
    const whole = { action: 'redirect', url: 'https://x.test' };
    expect(withDefault(whole, { action: 'off', url: null })).toBe(whole);
  });

  it("checks a site's config as before: defaults filled, a wrong type refused", () => {
    const config = create({ siteId: 1, subdomain: 'demo', baseUrl: 'https://x.test', memberButton: { enabled: true } }, SiteConfig);
    expect(config.memberButton).toEqual({ enabled: true, position: 'bottomRight', offsets: {} });
    expect(config.protectedPages).toEqual([]);
    expect(config.createAccountButtonAction).toEqual({ action: 'off', url: null, publicPlanIds: [] });
    expect(() => create({ siteId: 1, subdomain: 'demo', baseUrl: 'https://x.test', protectedPages: 'all' }, SiteConfig)).toThrow();
  });

  it("every struct of the contract defaults with it, never with superstruct's", () => {
    const dir = join(__dirname, '../../src/contract');
    const offenders = readdirSync(dir).filter((file) =>
      /import\s*{[^}]*\bdefaulted\b[^}]*}\s*from\s*'superstruct'/.test(readFileSync(join(dir, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
