import { describe, expect, it } from 'vitest';
import { placeErrors } from '../../src/core/shell/formErrors';
import { resolveError, statusMessage } from '../../src/core/texts/errors';

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

describe('a failed call on a form (part 2 §4: server errors onto fields, the general one as an alert)', () => {
  const fields = ['email', 'password'];
  const place = (status: number, body: unknown) => placeErrors(resolveError(status, body), fields);

  it("shows the server's error as the alert beside its field errors", () => {
    expect(place(422, { error: 'Please check the form.', fieldErrors: { email: 'Taken' } })).toEqual({
      onFields: { email: 'Taken' },
      alert: 'Please check the form.',
    });
  });

  it("a '*' field error is the form's general message: it is the alert, and the error text is not added to it", () => {
    expect(place(422, { error: 'Please check the form.', fieldErrors: { email: 'Taken', '*': 'Sign-ups are closed today.' } })).toEqual({
      onFields: { email: 'Taken' },
      alert: 'Sign-ups are closed today.',
    });
  });

  it('an error text that only repeats a field error shown on its field is not said twice', () => {
    expect(place(422, { error: 'Taken', fieldErrors: { email: 'Taken' } })).toEqual({ onFields: { email: 'Taken' }, alert: null });
  });

  it('field errors for fields the form does not have join the alert, each text once', () => {
    expect(place(422, { error: 'Please check the form.', fieldErrors: { email: 'Taken', plan: 'Gone', other: 'Please check the form.' } })).toEqual({
      onFields: { email: 'Taken' },
      alert: 'Please check the form. Gone',
    });
    expect(place(422, { fieldErrors: { plan: 'Gone' } })).toEqual({ onFields: {}, alert: 'Gone' });
  });

  it('field errors alone: on the fields, no alert (our status text would say nothing more)', () => {
    expect(place(422, { fieldErrors: { email: 'Taken' } })).toEqual({ onFields: { email: 'Taken' }, alert: null });
  });

  it("no field errors: the message is the alert, the server's words or ours", () => {
    expect(place(404, { error: 'No such plan' })).toEqual({ onFields: {}, alert: 'No such plan' });
    expect(place(503, null)).toEqual({ onFields: {}, alert: 'Server error - Please try again later or contact support.' });
  });
});
