import { describe, expect, it } from 'vitest';
import { failed, LOADING, ready, settled } from '../../src/core/util/loadable';

describe('loadable states', () => {
  it('ready and failed carry the value or the error; loading carries nothing', () => {
    expect(ready(3)).toEqual({ state: 'ready', value: 3 });
    expect(failed('no')).toEqual({ state: 'failed', error: 'no' });
    expect(LOADING).toEqual({ state: 'loading' });
  });

  it('an API answer is ready with its data, or failed with its error', () => {
    expect(settled({ ok: true, data: [1, 2] })).toEqual({ state: 'ready', value: [1, 2] });
    const error = { status: 500, message: 'down', fieldErrors: {} };
    expect(settled({ ok: false, error })).toEqual({ state: 'failed', error });
  });
});
