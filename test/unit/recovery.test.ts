import { TEXT } from '../../src/core/texts/texts';
import { describe, expect, it } from 'vitest';
import { ADMIN_SUBDOMAIN } from '../../src/core/constants';
import {
  emptyForgottenEmail,
  forgottenEmailBody,
  forgottenEmailRules,
  forgottenPasswordBody,
  forgottenPasswordRules,
  isAdminSite,
} from '../../src/core/signin/recoveryForms';
import { validateForm } from '../../src/core/signin/validate';

const proof = { captcha: 'tok', captchaTimeMs: 120 };

describe('forgotten email (part 1 §5: "forgotten email firstName, lastName, email, phoneNumber and siteUrl (admin site only)")', () => {
  it('requires every field, and the site URL only on the admin site', () => {
    expect(validateForm(emptyForgottenEmail(), forgottenEmailRules(false), TEXT)).toEqual({
      firstName: 'Required',
      lastName: 'Required',
      email: 'Required',
      phoneNumber: 'Required',
    });
    expect(validateForm(emptyForgottenEmail(), forgottenEmailRules(true), TEXT)).toMatchObject({ siteUrl: 'Required' });
  });
  it('checks the email format; blanks are not values', () => {
    const values = { ...emptyForgottenEmail(), firstName: 'Ann', lastName: ' ', email: 'ann@', phoneNumber: '555' };
    expect(validateForm(values, forgottenEmailRules(false), TEXT)).toEqual({ lastName: 'Required', email: 'Invalid email address.' });
  });
  it('the admin site is the one subdomain we chose, in any case', () => {
    expect(isAdminSite(ADMIN_SUBDOMAIN)).toBe(true);
    expect(isAdminSite(ADMIN_SUBDOMAIN.toUpperCase())).toBe(true);
    expect(isAdminSite('demo')).toBe(false);
  });
  it('sends trimmed values with the captcha, and siteUrl only on the admin site (part 1 §7)', () => {
    const values = { firstName: ' Ann ', lastName: 'Lee', email: ' ann@x.test ', phoneNumber: '555 0100', siteUrl: 'https://a.test ' };
    expect(forgottenEmailBody(values, false, proof)).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@x.test',
      phoneNumber: '555 0100',
      captcha: 'tok',
      captchaTimeMs: 120,
    });
    expect(forgottenEmailBody(values, true, proof)).toMatchObject({ siteUrl: 'https://a.test' });
  });
});

describe('forgotten password (part 1 §5: "forgotten password email"; email format checked)', () => {
  it('requires a well-formed email', () => {
    expect(validateForm({ email: '' }, forgottenPasswordRules, TEXT)).toEqual({ email: 'Required' });
    expect(validateForm({ email: 'nope' }, forgottenPasswordRules, TEXT)).toEqual({ email: 'Invalid email address.' });
    expect(validateForm({ email: 'a@b.test' }, forgottenPasswordRules, TEXT)).toEqual({});
  });
  it('sends the trimmed email with the captcha', () => {
    expect(forgottenPasswordBody({ email: ' a@b.test ' }, proof)).toEqual({ email: 'a@b.test', ...proof });
    // Pasted from a right-to-left sentence: the invisible direction marks are no part of an address.
    expect(forgottenPasswordBody({ email: '\u2068a@b.test\u2069' }, proof)).toEqual({ email: 'a@b.test', ...proof });
  });
});
