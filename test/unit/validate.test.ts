import { describe, expect, it } from 'vitest';
import { TEXT } from '../../src/core/texts/texts';
import { email, minLength, required, validateForm, wordsOf, type Message } from '../../src/core/signin/validate';

const words = (m: Message | null) => (m ? wordsOf(m, TEXT) : null);

describe('validators with the spec messages (part 1 §5)', () => {
  it('required', () => {
    expect(words(required(''))).toBe('Required');
    expect(words(required('   '))).toBe('Required');
    expect(words(required(undefined))).toBe('Required');
    expect(required('a')).toBeNull();
  });
  it('email format', () => {
    expect(words(email('not-an-email'))).toBe('Invalid email address.');
    expect(words(email('a@b'))).toBe('Invalid email address.');
    expect(email(' ann@example.com ')).toBeNull();
    // Copied from a right-to-left sentence, with its invisible direction marks (and a space the isolate held).
    expect(email('\u2068ann@example.com \u2069')).toBeNull();
    expect(email('\u200F ann@example.com\u200E')).toBeNull();
    expect(words(email('\u2068\u2069'))).toBe('Invalid email address.');
    expect(words(email(42))).toBe('Not a string.');
  });
  it('new password minimum of 8', () => {
    expect(words(minLength(8)('1234567'))).toBe('Minimum 8 characters needed!');
    expect(minLength(8)('12345678')).toBeNull();
    expect(words(minLength(8)(null))).toBe('Not a string.');
  });
  it('the first failing rule per field wins', () => {
    expect(validateForm({ email: '', password: 'x' }, { email: [required, email], password: [required] }, TEXT)).toEqual({ email: 'Required' });
  });

  it('speaks the site language: messages are text keys, worded by the dictionary given', () => {
    const french = { ...TEXT, required: 'Obligatoire', minChars: 'Au moins {min} caractères !' };
    expect(validateForm({ a: '', b: 'short' }, { a: [required], b: [minLength(8)] }, french)).toEqual({
      a: 'Obligatoire',
      b: 'Au moins 8 caractères !',
    });
  });
});
