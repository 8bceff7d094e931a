import { TEXT } from '../../src/core/texts/texts';
import { describe, expect, it } from 'vitest';
import { formCustomFields, type CustomFieldDef } from '../../src/core/account/customFieldRules';
import { initialInvitation, initialProfile, invitationBody, invitationRules, profileBody, profileRules } from '../../src/core/account/profileForms';
import { validateForm } from '../../src/core/signin/validate';

const defs: CustomFieldDef[] = [
  { id: 11, type: 'text', required: false, label: 'Phone', initialValue: '', options: [], position: 1 },
  {
    id: 12,
    type: 'dropdown',
    required: true,
    label: 'Experience',
    initialValue: '',
    options: [
      { value: 'beginner', label: 'Beginner' },
      { value: 'advanced', label: 'Advanced' },
    ],
    position: 2,
  },
];
const fields = formCustomFields(defs);
const proof = { captcha: 'tok', captchaTimeMs: 80 };

describe('Profile form (part 1 §3: "profileImage, firstName, lastName, custom fields")', () => {
  const member = { firstName: 'Fiona', lastName: 'Free', customSignupFieldValues: { 11: '555', 12: 'expert' } };

  it('starts from the member, custom values only where they fit, no picture chosen', () => {
    expect(initialProfile(member, fields)).toEqual({
      firstName: 'Fiona',
      lastName: 'Free',
      profileImage: '',
      memberspace_custom_field__11: '555',
      memberspace_custom_field__12: '',
    });
  });

  it('"profile firstName and lastName" are required, and the custom fields\' rules apply', () => {
    const values = { ...initialProfile(member, fields), firstName: ' ', lastName: '' };
    expect(validateForm(values, profileRules(fields), TEXT)).toEqual({
      firstName: 'Required',
      lastName: 'Required',
      memberspace_custom_field__12: 'Required',
    });
  });

  it('sends trimmed names, the custom values by id, and the picture only as a new data URL', () => {
    const values = { ...initialProfile(member, fields), firstName: ' Fi ', memberspace_custom_field__12: 'advanced' };
    expect(profileBody(fields, values)).toEqual({
      firstName: 'Fi',
      lastName: 'Free',
      customSignupFieldValues: { 11: '555', 12: 'advanced' },
    });
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(profileBody(fields, { ...values, profileImage: png })).toMatchObject({ profileImage: png });
    expect(profileBody(fields, { ...values, profileImage: 'https://cdn.test/me.png' })).not.toHaveProperty('profileImage');
  });
});

describe('Invitation form (part 1 §3: "invitationId, magicToken, firstName, lastName, password, captcha, custom field values")', () => {
  it('starts from the invitation', () => {
    expect(initialInvitation({ firstName: 'Ina', lastName: null, customSignupFieldValues: { 12: 'beginner' } }, fields)).toEqual({
      firstName: 'Ina',
      lastName: '',
      password: '',
      memberspace_custom_field__11: '',
      memberspace_custom_field__12: 'beginner',
    });
  });

  it('"invitation firstName and lastName" required; "New password: minimum 8 characters for ... invitation"', () => {
    const values = { ...initialInvitation({}, fields), password: 'short' };
    expect(validateForm(values, invitationRules(fields), TEXT)).toEqual({
      firstName: 'Required',
      lastName: 'Required',
      password: 'Minimum 8 characters needed!',
      memberspace_custom_field__12: 'Required',
    });
    expect(validateForm({ ...values, password: '' }, invitationRules(fields), TEXT)).toMatchObject({ password: 'Required' });
  });

  it('sends names trimmed, the password as typed, the captcha proof and the custom values (part 1 §7)', () => {
    const values = {
      ...initialInvitation({ firstName: ' Ina ', lastName: 'Invitee' }, fields),
      password: ' secret12 ',
      memberspace_custom_field__12: 'beginner',
    };
    expect(invitationBody(fields, values, proof)).toEqual({
      firstName: 'Ina',
      lastName: 'Invitee',
      password: ' secret12 ',
      captcha: 'tok',
      captchaTimeMs: 80,
      customSignupFieldValues: { 11: '', 12: 'beginner' },
    });
  });
});
