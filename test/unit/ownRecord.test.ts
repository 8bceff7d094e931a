import { afterEach, describe, expect, it } from 'vitest';
import { create, record, string, unknown } from 'superstruct';
import { ownRecord } from '../../src/core/util/ownRecord';

const proto = Object.prototype as unknown as { extend?: unknown };

describe('ownRecord (core/util/ownRecord.ts)', () => {
  afterEach(() => {
    delete proto.extend;
  });

  it('gives what record() gives: keys and values kept, coercion included', () => {
    const value = { '11': '+1 555 0100', '12': 'beginner', '15': ['yin'] };
    expect(create(structuredClone(value), ownRecord(string(), unknown()))).toEqual(value);
    expect(create(structuredClone(value), record(string(), unknown()))).toEqual(value);
    expect(() => create({ a: 1 }, ownRecord(string(), string()))).toThrow();
  });

  it('ignores what a page added to Object.prototype, which record() checks', () => {
    // An old library's enumerable addition, as /old-libraries/ makes.
    // eslint-disable-next-line no-extend-native
    Object.defineProperty(Object.prototype, 'extend', { value: () => undefined, enumerable: true, configurable: true, writable: true });
    expect(() => create({ title: 'Hi' }, record(string(), string()))).toThrow(/extend/);
    expect(create({ title: 'Hi' }, ownRecord(string(), string()))).toEqual({ title: 'Hi' });
  });
});
