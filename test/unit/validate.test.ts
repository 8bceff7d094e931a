import { describe, expect, it } from 'vitest';
import { email, minLength, required, validateForm } from '../../src/core/validate';

describe('validators with the spec messages (part 1 §5)', () => {
  it('required', () => {
    expect(required('')).toBe('Required');
    expect(required('   ')).toBe('Required');
    expect(required(undefined)).toBe('Required');
    expect(required('a')).toBeNull();
  });
  it('email format', () => {
    expect(email('not-an-email')).toBe('Invalid email address.');
    expect(email('a@b')).toBe('Invalid email address.');
    expect(email(' ann@example.com ')).toBeNull();
    expect(email(42)).toBe('Not a string.');
  });
  it('new password minimum of 8', () => {
    expect(minLength(8)('1234567')).toBe('Minimum 8 characters needed!');
    expect(minLength(8)('12345678')).toBeNull();
    expect(minLength(8)(null)).toBe('Not a string.');
  });
  it('the first failing rule per field wins', () => {
    expect(validateForm({ email: '', password: 'x' }, { email: [required, email], password: [required] })).toEqual({ email: 'Required' });
  });
});
