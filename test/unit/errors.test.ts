import { describe, expect, it } from 'vitest';
import { resolveError, statusMessage } from '../../src/core/errors';

describe('error resolution (part 1 §8)', () => {
  it('uses the exact status message first', () => {
    expect(statusMessage(401)).toBe('Error: Unauthenticated.');
    expect(statusMessage(403)).toBe('Error: Restricted.');
    expect(statusMessage(404)).toBe('Error: Not found.');
    expect(statusMessage(409)).toBe('Error: Conflict.');
    expect(statusMessage(410)).toBe('Error: No longer available.');
    expect(statusMessage(417)).toBe('Error: Expectation failed.');
    expect(statusMessage(422)).toBe('Error: Unprocessable.');
  });
  it('then the class: 5xx, and the general message for any other status', () => {
    expect(statusMessage(503)).toBe('Server error - Please try again later or contact support.');
    expect(statusMessage(400)).toBe('Error - Please try again later or contact support.');
    expect(statusMessage(418)).toBe('Error - Please try again later or contact support.');
  });
  it("prefers the body's error over the status", () => {
    expect(resolveError(404, { error: 'No such plan' }).message).toBe('No such plan');
  });
  it('puts fieldErrors on fields and uses the general field as the message', () => {
    const e = resolveError(422, { fieldErrors: { email: ['Taken', 'Really'], '*': 'Check the form' } });
    expect(e.fieldErrors).toEqual({ email: 'Taken Really', '*': 'Check the form' });
    expect(e.message).toBe('Check the form');
  });
  it('ignores garbage bodies and falls back to the status', () => {
    for (const body of [null, 'oops', [1], { error: 42 }, { fieldErrors: 'x' }]) {
      expect(resolveError(500, body)).toMatchObject({ message: 'Server error - Please try again later or contact support.', fieldErrors: {} });
    }
  });
});
