import { describe, expect, it } from 'vitest';
import { normalise } from '../../src/api/client';

describe('entities/result normalisation (part 1 §7)', () => {
  const entities = { plans: { a: { id: 'a' }, b: { id: 'b' } } };
  it('replaces result ids by their entities', () => {
    expect(normalise({ entities, result: ['b', 'a'] })).toEqual([{ id: 'b' }, { id: 'a' }]);
    expect(normalise({ entities, result: 'a' })).toEqual({ id: 'a' });
  });
  it('leaves any other answer as it is', () => {
    const other = { entities, result: ['a'], extra: 1 };
    expect(normalise(other)).toBe(other);
    expect(normalise([1])).toEqual([1]);
    expect(normalise(null)).toBeNull();
  });
});
