import type { Locator } from '@playwright/test';
import type { FixtureServer } from '../../../fixtures/server';
import { expect } from '../fixtures';
import { openTask } from './host';
import { Screen } from './screen';

/** What fillIn sends as customSignupFieldValues, by field id. */
export const REGISTRATION_FIELD_VALUES = { 11: '555-0100', 12: 'intermediate', 13: 'Touch my toes', 14: true, 15: ['hatha', 'yin'], 16: 'evening' };

/** Register user (part 2 §2, §3): the form with the demo site's every custom field type. */
export class RegisterScreen extends Screen {
  constructor(...args: ConstructorParameters<typeof Screen>) {
    super(args[0], args[1] ?? 'registerUser');
  }
  get title(): Locator {
    return this.heading('Create your account', 1);
  }
  get firstName(): Locator {
    return this.field('First name');
  }
  get lastName(): Locator {
    return this.field('Last name');
  }
  // The label wraps the required mark and the field's error too: match its start, which 'Confirm email' does not share.
  get email(): Locator {
    return this.field(/^Email/);
  }
  get confirmEmail(): Locator {
    return this.field('Confirm email');
  }
  get password(): Locator {
    return this.field('Password');
  }
  get phone(): Locator {
    return this.field('Phone number');
  }
  get experience(): Locator {
    return this.field('Yoga experience');
  }
  get goals(): Locator {
    return this.field('Your goals');
  }
  get newsletter(): Locator {
    return this.field('Send me the newsletter');
  }
  get styles(): Locator {
    return this.dialog.getByRole('group', { name: 'Favourite styles' });
  }
  get classTime(): Locator {
    return this.dialog.getByRole('radiogroup', { name: 'Preferred class time' });
  }
  get continueButton(): Locator {
    return this.button('Continue');
  }
  get logInLink(): Locator {
    return this.button('Log in');
  }
  /** Follows a sign-up link (by default /member/sign_up) and waits for the form. */
  async open(world: FixtureServer, path = '/member/sign_up'): Promise<void> {
    await openTask(this.page, world, path);
    await this.expectShown();
    await expect(this.title).toBeVisible();
  }
  /** Fills the form: the fixed fields, valid, and every custom field type of the demo site. */
  async fillIn(address: string): Promise<void> {
    await this.firstName.fill('Rita');
    await this.lastName.fill('Register');
    await this.email.fill(address);
    await this.confirmEmail.fill(address);
    await this.password.fill('stretch-daily');
    await this.phone.fill('555-0100'); // text
    await this.experience.selectOption('intermediate'); // dropdown
    await this.goals.fill('Touch my toes'); // textarea
    await this.newsletter.check(); // checkbox
    await this.styles.getByLabel('Hatha').check(); // multiple-select
    await this.styles.getByLabel('Yin').check();
    await this.classTime.getByLabel('Evening').check(); // radio
  }
  async submit(): Promise<void> {
    await this.continueButton.click();
  }
  /** Every value fillIn typed is still in the form (after an error, offline, a refused answer). */
  async expectKept(address: string): Promise<void> {
    await expect(this.firstName).toHaveValue('Rita');
    await expect(this.lastName).toHaveValue('Register');
    await expect(this.email).toHaveValue(address);
    await expect(this.confirmEmail).toHaveValue(address);
    await expect(this.password).toHaveValue('stretch-daily');
    await expect(this.phone).toHaveValue('555-0100');
    await expect(this.experience).toHaveValue('intermediate');
    await expect(this.goals).toHaveValue('Touch my toes');
    await expect(this.newsletter).toBeChecked();
    await expect(this.styles.getByLabel('Yin')).toBeChecked();
    await expect(this.classTime.getByLabel('Evening')).toBeChecked();
  }
  /** A new visitor registers from the plan's sign-up link and reaches plan signup, signed in. */
  async registerFor(world: FixtureServer, planId: string, address: string): Promise<void> {
    await openTask(this.page, world, `/member/sign_up/${planId}`);
    await this.fillIn(address);
    await this.submit();
    await this.expectShown('signupToPlan');
  }
}
