import { TEXT } from '../../src/core/texts/texts';
import { describe, expect, it } from 'vitest';
import { formCustomFields, type CustomFieldDef, type CustomFieldValue } from '../../src/core/account/customFieldRules';
import {
  chosenPlanId,
  initialRegistration,
  isDirty,
  registrationBody,
  loginFromRegistration,
  registrationDestination,
  registrationRules,
  type RegisterValues,
} from '../../src/core/signin/registrationForm';
import { validateForm } from '../../src/core/signin/validate';

const option = (value: string) => ({ value, label: value.toUpperCase() });
const defs: CustomFieldDef[] = [
  { id: 11, type: 'text', required: false, label: 'Phone', initialValue: '555', options: [], position: 1 },
  {
    id: 12,
    type: 'dropdown',
    required: true,
    label: 'Level',
    initialValue: 'expert',
    options: [option('beginner'), option('advanced')],
    position: 2,
  },
  { id: 13, type: 'textarea', required: true, label: 'Goals', initialValue: '', options: [], position: 3 },
  { id: 14, type: 'checkbox', required: true, label: 'Rules', initialValue: true, options: [], position: 4 },
  {
    id: 15,
    type: 'multiple-select',
    required: true,
    label: 'Styles',
    initialValue: ['yin', 'nope'],
    options: [option('yin'), option('hatha')],
    position: 5,
  },
  { id: 16, type: 'radio', required: false, label: 'Time', initialValue: 'evening', options: [option('morning'), option('evening')], position: 6 },
  { id: 17, type: 'date', required: true, label: 'Birthday', initialValue: '', options: [], position: 7 },
];
const fields = formCustomFields(defs);
const proof = { captcha: 'tok', captchaTimeMs: 80 };
const F = (id: number) => `memberspace_custom_field__${id}`;

const filled = (over: Record<string, CustomFieldValue> = {}): RegisterValues => ({
  ...initialRegistration(fields),
  firstName: 'Rita',
  lastName: 'Register',
  email: 'rita@example.test',
  emailVerify: 'rita@example.test',
  password: 'longenough',
  [F(12)]: 'beginner',
  [F(13)]: 'Touch my toes',
  ...over,
});
const check = (values: RegisterValues) =>
  validateForm(
    values,
    registrationRules(fields, () => values.email),
    TEXT,
  );

describe('Registration form (part 2 §3: firstName, lastName, email, emailVerify, password, captcha, custom values)', () => {
  it('starts empty, each custom field at its initialValue when it fits, else its default; unknown types skipped', () => {
    expect(initialRegistration(fields)).toEqual({
      firstName: '',
      lastName: '',
      email: '',
      emailVerify: '',
      password: '',
      [F(11)]: '555',
      [F(12)]: '', // 'expert' is not an option of the dropdown
      [F(13)]: '',
      [F(14)]: true,
      [F(15)]: ['yin'], // filtered to known options
      [F(16)]: 'evening',
    });
    expect(F(17) in initialRegistration(fields)).toBe(false);
  });

  it('a complete form passes', () => {
    expect(check(filled())).toEqual({});
  });
});

describe('Registration validators (part 2 §5)', () => {
  it('"firstName, lastName, email, emailVerify required": \'Required\'', () => {
    const errors = check(filled({ firstName: ' ', lastName: '', email: '', emailVerify: '' }));
    expect(errors).toMatchObject({ firstName: 'Required', lastName: 'Required', email: 'Required', emailVerify: 'Required' });
  });

  it("email valid ('Invalid email address.')", () => {
    expect(check(filled({ email: 'rita@', emailVerify: 'rita@' })).email).toBe('Invalid email address.');
  });

  it("emailVerify must match ('Verification doesn't match.'); case and surrounding spaces do not count", () => {
    expect(check(filled({ emailVerify: 'rita@example.tes' })).emailVerify).toBe("Verification doesn't match.");
    expect(check(filled({ emailVerify: ' Rita@Example.test ' })).emailVerify).toBeUndefined();
  });

  it('the verification is checked against the email as typed when checked, not when the rules were made', () => {
    let typed = 'old@example.test';
    const rules = registrationRules(fields, () => typed);
    typed = 'new@example.test';
    expect(validateForm(filled({ email: typed, emailVerify: 'new@example.test' }), rules, TEXT)).toEqual({});
  });

  it("password required, minimum 8 ('Minimum 8 characters needed!')", () => {
    expect(check(filled({ password: '' })).password).toBe('Required');
    expect(check(filled({ password: '1234567' })).password).toBe('Minimum 8 characters needed!');
    expect(check(filled({ password: '12345678' })).password).toBeUndefined();
  });

  it('custom field validators added: required text/textarea/select non-empty, checkbox true, multi-select an item', () => {
    const errors = check(filled({ [F(12)]: '', [F(13)]: '  ', [F(14)]: false, [F(15)]: [] }));
    expect(errors).toMatchObject({ [F(12)]: 'Required', [F(13)]: 'Required', [F(14)]: 'Required', [F(15)]: 'Required' });
    expect(errors[F(11)]).toBeUndefined(); // optional
  });
});

describe('POST /sites/{s}/members body (part 2 §7)', () => {
  it('names and email trimmed, password as typed, captcha proof, custom values by field id; no emailVerify', () => {
    const body = registrationBody(fields, filled({ firstName: ' Rita ', email: ' rita@example.test ', password: ' spaced pw ' }), proof);
    expect(body).toEqual({
      firstName: 'Rita',
      lastName: 'Register',
      email: 'rita@example.test',
      password: ' spaced pw ',
      captcha: 'tok',
      captchaTimeMs: 80,
      customSignupFieldValues: { 11: '555', 12: 'beginner', 13: 'Touch my toes', 14: true, 15: ['yin'], 16: 'evening' },
    });
  });

  it('an email pasted from a right-to-left sentence is sent without its direction marks, and matches its confirmation', () => {
    const values = filled({ email: '\u2068rita@example.test\u2069', emailVerify: 'rita@example.test' });
    expect(registrationBody(fields, values, proof).email).toBe('rita@example.test');
    expect(check(values)).toEqual({});
  });

  it('planId only when exactly one plan was chosen', () => {
    expect(registrationBody(fields, filled(), proof, ['sub01']).planId).toBe('sub01');
    expect('planId' in registrationBody(fields, filled(), proof, ['sub01', 'free01'])).toBe(false);
    expect(chosenPlanId(undefined)).toBeUndefined();
    expect(chosenPlanId([])).toBeUndefined();
  });
});

describe('After registering, in the spec\'s order (part 2 §2 "Register user")', () => {
  const redirect = { action: 'redirect', url: 'https://example.test/welcome', publicPlanIds: [] };
  const publicPlans = { action: 'show_public_plans', url: null, publicPlanIds: ['free01', 'sub01'] };

  it('1. approval needed: the approval message, before anything else', () => {
    expect(
      registrationDestination({ pendingApproval: true, selectablePlanIds: ['sub01'], allPlans: true, afterRegistrationAction: redirect }),
    ).toEqual({
      pendingApproval: true,
    });
  });

  it('2. with selectable plans: signup-to-plan with them (before the all-plans flag and the site action)', () => {
    expect(
      registrationDestination({ pendingApproval: false, selectablePlanIds: ['sub01', 'free01'], allPlans: true, afterRegistrationAction: redirect }),
    ).toEqual({
      route: { name: 'signupToPlan', selectablePlanIds: ['sub01', 'free01'] },
    });
  });

  it('3. with the all-plans flag: signup-to-plan (before the site action)', () => {
    expect(registrationDestination({ pendingApproval: false, selectablePlanIds: [], allPlans: true, afterRegistrationAction: redirect })).toEqual({
      route: { name: 'signupToPlan' },
    });
  });

  it("4. afterRegistrationAction redirect: the configured URL, or '/'", () => {
    expect(registrationDestination({ pendingApproval: false, afterRegistrationAction: redirect })).toEqual({ url: 'https://example.test/welcome' });
    expect(registrationDestination({ pendingApproval: false, afterRegistrationAction: { ...redirect, url: null } })).toEqual({ url: '/' });
  });

  it('5. show public plans: signup-to-plan with the public plan ids', () => {
    expect(registrationDestination({ pendingApproval: false, afterRegistrationAction: publicPlans })).toEqual({
      route: { name: 'signupToPlan', selectablePlanIds: ['free01', 'sub01'] },
    });
  });

  it('6. default: signup-to-plan', () => {
    expect(registrationDestination({ pendingApproval: false })).toEqual({ route: { name: 'signupToPlan' } });
    expect(registrationDestination({ pendingApproval: false, afterRegistrationAction: { action: 'off', url: null, publicPlanIds: [] } })).toEqual({
      route: { name: 'signupToPlan' },
    });
  });
});

describe('Closing with a dirty form asks first (part 2 §2)', () => {
  it('dirty once anything differs from the starting values, custom fields included', () => {
    const initial = initialRegistration(fields);
    expect(isDirty({ ...initial }, initial)).toBe(false);
    expect(isDirty({ ...initial, firstName: 'R' }, initial)).toBe(true);
    expect(isDirty({ ...initial, [F(15)]: ['yin', 'hatha'] }, initial)).toBe(true);
    expect(isDirty({ ...initial, [F(14)]: false }, initial)).toBe(true);
  });
});

describe("the register screen's 'Log in' link (part 2 §2: selected plan ids are kept)", () => {
  it('a login that goes on to plan signup with the selected plans', () => {
    expect(loginFromRegistration({ selectablePlanIds: ['sub01', 'free01'] })).toEqual({
      name: 'login',
      redirect: { name: 'signupToPlan', selectablePlanIds: ['sub01', 'free01'] },
    });
  });
  it('from /member/plans/all: on to every plan', () => {
    expect(loginFromRegistration({ allPlans: true })).toEqual({ name: 'login', redirect: { name: 'signupToPlan' } });
  });
  it('no plan chosen: a plain login, the usual after-login destination follows', () => {
    expect(loginFromRegistration({ selectablePlanIds: [] })).toEqual({ name: 'login' });
    expect(loginFromRegistration({})).toEqual({ name: 'login' });
  });
});
