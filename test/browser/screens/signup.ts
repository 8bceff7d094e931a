import type { Locator } from '@playwright/test';
import type { FixtureServer } from '../../../fixtures/server';
import { openTask } from './host';
import { Screen } from './screen';

/** Signup to plan (part 2 §2): the plan box, the plan dropdown, the coupon, the payment method, the submit. */
export class SignupScreen extends Screen {
  constructor(...args: ConstructorParameters<typeof Screen>) {
    super(args[0], args[1] ?? 'signupToPlan');
  }
  get planBox(): Locator {
    return this.dialog.locator('.plan-box');
  }
  /** The plan box's plan name. */
  planTitle(name: string): Locator {
    return this.planBox.getByRole('heading', { name });
  }
  get planSelect(): Locator {
    return this.dialog.locator('select[name=planId]');
  }
  /** The plans offered, each a [data-plan] element. */
  get plans(): Locator {
    return this.dialog.locator('[data-plan]');
  }
  plan(publicPlanId: string): Locator {
    return this.dialog.locator(`[data-plan=${publicPlanId}]`);
  }
  /** Before a plan is chosen: the plans offered under the dropdown, each a button. */
  planOption(publicPlanId: string): Locator {
    return this.dialog.locator(`[data-plan-option=${publicPlanId}]`);
  }
  /** The plan box's order summary: lines, due today, and the one line of what follows. */
  get orderSummary(): Locator {
    return this.planBox.locator('[data-order-summary]');
  }
  get dueToday(): Locator {
    return this.planBox.locator('[data-due-today]');
  }
  get checkoutSummary(): Locator {
    return this.planBox.locator('[data-checkout-summary]');
  }
  get planMessage(): Locator {
    return this.dialog.locator('[data-plan-message]');
  }
  get replacementWarning(): Locator {
    return this.planBox.locator('[data-replacement]');
  }
  get paymentMethod(): Locator {
    return this.dialog.locator('[data-payment-method]');
  }
  get coupon(): Locator {
    return this.field('Coupon code');
  }
  get couponError(): Locator {
    return this.dialog.locator('.coupon .field-error');
  }
  get couponDiscount(): Locator {
    return this.planBox.locator('[data-coupon-discount]');
  }
  get couponDropped(): Locator {
    return this.dialog.locator('[data-coupon-dropped]');
  }
  /** Opens plan signup for `planId` ('all' for every plan) through its member link. */
  async open(world: FixtureServer, planId: string): Promise<void> {
    await openTask(this.page, world, `/member/plans/${planId}`);
  }
  async applyCoupon(code: string): Promise<void> {
    await this.coupon.fill(code);
    await this.button('Apply').click();
  }
  async choosePlan(planId: string): Promise<void> {
    await this.planSelect.selectOption(planId);
  }
  /** Join Now, Purchase Now, Subscribe Now...: the submit, whatever the plan calls it. */
  async join(): Promise<void> {
    await this.submitButton.click();
  }
}

/** The post-signup questionnaire (part 2 §4): 'Thank you for joining!' and the post-signup fields. */
export class QuestionnaireScreen extends Screen {
  constructor(...args: ConstructorParameters<typeof Screen>) {
    super(args[0], args[1] ?? 'postJoinQuestionnaire');
  }
  get title(): Locator {
    return this.heading('Thank you for joining!');
  }
  get receipt(): Locator {
    return this.text('We have emailed you a receipt.');
  }
  get doneButton(): Locator {
    return this.button('All Done');
  }
  /** Answers the demo site's required post-signup fields. */
  async answer(heardFrom: string): Promise<void> {
    await this.field('How did you hear about us?').fill(heardFrom);
    await this.field('I accept the studio rules').check();
  }
  async done(): Promise<void> {
    await this.doneButton.click();
  }
}
