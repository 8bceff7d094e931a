import { afterEach, describe, expect, it } from 'vitest';
import { stringify } from '../../src/core/util/json';

const proto = Array.prototype as unknown as { toJSON?: () => string };

describe('stringify (core/util/json.ts)', () => {
  afterEach(() => {
    delete proto.toJSON;
  });

  it('is JSON.stringify on an unpatched page', () => {
    expect(stringify({ a: [1, 'x'], b: null })).toBe('{"a":[1,"x"],"b":null}');
    expect(stringify({ a: 1 }, undefined, 2)).toBe('{\n  "a": 1\n}');
  });

  it("ignores a page's Array.prototype.toJSON (Prototype.js 1.6), and leaves it in place", () => {
    const pageToJSON = function (this: unknown[]) {
      return `[${this.join(', ')}]`;
    };
    proto.toJSON = pageToJSON;
    expect(JSON.stringify({ ids: [1, 2] })).toBe('{"ids":"[1, 2]"}'); // what the page's method does
    expect(stringify({ ids: [1, 2], nested: { list: ['a'] } })).toBe('{"ids":[1,2],"nested":{"list":["a"]}}');
    expect(proto.toJSON).toBe(pageToJSON);
    expect(Object.keys(Array.prototype)).toEqual(['toJSON']); // still enumerable, as the page assigned it
  });

  it('puts the method back when serialising throws', () => {
    const pageToJSON = () => 'x';
    proto.toJSON = pageToJSON;
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => stringify(cyclic)).toThrow(TypeError);
    expect(proto.toJSON).toBe(pageToJSON);
  });
});
