import { describe, expect, it } from 'vitest';
import { plansShown } from '../../src/core/signup/plansWait';

describe('plansShown (core/signup/plansWait.ts): the plans above the actions, or null while the actions wait', () => {
  const plan = { publicId: 'sub01' };
  const base = { wanted: true, known: undefined, loaded: null, late: false } as const;
  it('waits for the plans a link names, and shows them once they come', () => {
    expect(plansShown(base)).toBeNull();
    expect(plansShown({ ...base, loaded: [plan] })).toEqual([plan]);
  });
  it('waits for nothing without plans, or for plans this page view already showed', () => {
    expect(plansShown({ ...base, wanted: false })).toEqual([]);
    expect(plansShown({ ...base, known: [plan] })).toEqual([plan]);
  });
  it('never long, nor for a request that failed: the actions show without any', () => {
    expect(plansShown({ ...base, late: true })).toEqual([]);
    expect(plansShown({ ...base, loaded: 'failed' })).toEqual([]);
    // An answer in time is shown even if the wait ends in the same render.
    expect(plansShown({ ...base, loaded: [plan], late: true })).toEqual([plan]);
  });
});
