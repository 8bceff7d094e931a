import { TEXT } from '../../src/core/texts/texts';
import { describe, expect, it } from 'vitest';
import { changePasswordBody, emailChangeBody, emailChangeRules, passwordRules } from '../../src/core/signin/credentialChange';
import { validateForm } from '../../src/core/signin/validate';

describe('request email change (part 1 §5: "email change newEmail and password" required; email format on newEmail)', () => {
  it('requires both fields', () => {
    expect(validateForm({ newEmail: '', password: '' }, emailChangeRules, TEXT)).toEqual({ newEmail: 'Required', password: 'Required' });
  });
  it('checks the new email format', () => {
    expect(validateForm({ newEmail: 'fiona@', password: 'x' }, emailChangeRules, TEXT)).toEqual({ newEmail: 'Invalid email address.' });
    expect(validateForm({ newEmail: ' fiona@new.test ', password: 'x' }, emailChangeRules, TEXT)).toEqual({});
  });
  it('sends the email trimmed, the password as typed, and the captcha proof (part 1 §7)', () => {
    expect(emailChangeBody({ newEmail: ' fiona@new.test ', password: ' pass word ' }, { captcha: 'tok', captchaTimeMs: 80 })).toEqual({
      newEmail: 'fiona@new.test',
      password: ' pass word ',
      captcha: 'tok',
      captchaTimeMs: 80,
    });
    // Pasted from a right-to-left sentence ('A confirmation was sent to …'): the marks are no part of it; a password keeps them.
    const pasted = emailChangeBody({ newEmail: '\u2068fiona@new.test\u2069', password: '\u200Fpw' }, { captcha: 'tok', captchaTimeMs: 80 });
    expect(pasted).toMatchObject({ newEmail: 'fiona@new.test', password: '\u200Fpw' });
  });
});

describe('change and reset password (part 1 §5: "New password: minimum 8 characters for change, reset and invitation")', () => {
  it('change: the current password is required; the new one has at least 8 characters', () => {
    expect(validateForm({ currentPassword: '', newPassword: 'short' }, passwordRules('change'), TEXT)).toEqual({
      currentPassword: 'Required',
      newPassword: 'Minimum 8 characters needed!',
    });
    expect(validateForm({ currentPassword: 'x', newPassword: '12345678' }, passwordRules('change'), TEXT)).toEqual({});
  });
  it('an empty new password is Required, as the contract answers', () => {
    expect(validateForm({ currentPassword: 'x', newPassword: '' }, passwordRules('change'), TEXT)).toEqual({ newPassword: 'Required' });
  });
  it('reset asks for the new password only', () => {
    expect(validateForm({ currentPassword: '', newPassword: '1234567' }, passwordRules('reset'), TEXT)).toEqual({
      newPassword: 'Minimum 8 characters needed!',
    });
    expect(validateForm({ currentPassword: '', newPassword: '12345678' }, passwordRules('reset'), TEXT)).toEqual({});
  });
  it('passwords are sent exactly as typed', () => {
    expect(changePasswordBody({ currentPassword: ' old ', newPassword: ' new pass ' })).toEqual({
      currentPassword: ' old ',
      newPassword: ' new pass ',
    });
  });
});
