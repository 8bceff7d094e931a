import type { Locator } from '@playwright/test';
import { Screen } from './screen';

type Card = 'plans' | 'billing' | 'profile';

/** The account page (part 1 §2, §4): the plans, billing and profile cards and their links. */
export class AccountScreen extends Screen {
  get title(): Locator {
    return this.heading('Your Account');
  }
  card(name: Card): Locator {
    return this.dialog.locator(`[data-card=${name}]`);
  }
  /** A plan's row on the plans card. */
  row(publicPlanId: string): Locator {
    return this.card('plans').locator(`[data-plan=${publicPlanId}]`);
  }
  statusOf(publicPlanId: string): Locator {
    return this.row(publicPlanId).locator('.status');
  }
  /** A row's 'Access Content' link to the plan's content URL. */
  accessLink(publicPlanId: string): Locator {
    return this.row(publicPlanId).getByRole('link', { name: 'Access Content' });
  }
  /** The labels of a row's actions and notes, in order. */
  actionsOf(publicPlanId: string): Promise<string[]> {
    return this.row(publicPlanId).locator('[data-action]').allTextContents();
  }
  /** The labels of a card's links, in order. */
  linksOf(name: Card): Promise<string[]> {
    return this.card(name).locator('ul.links [data-action]').allTextContents();
  }
  get avatar(): Locator {
    return this.card('profile').locator('.avatar');
  }
  /** A profile card link: 'Edit your profile', 'Change your email', 'Change your password', 'Log out'... */
  async follow(link: string): Promise<void> {
    await this.button(link).click();
  }
  async logOut(): Promise<void> {
    await this.card('profile').getByRole('button', { name: 'Log out' }).click();
  }
}

/** Membership details ('View or cancel plans', part 2 §2): each plan with its status, price, payments, actions. */
export class MembershipDetailsScreen extends Screen {
  constructor(...args: ConstructorParameters<typeof Screen>) {
    super(args[0], args[1] ?? 'membershipDetails');
  }
  get title(): Locator {
    return this.heading('Your plans', 1);
  }
  plan(publicPlanId: string): Locator {
    return this.dialog.locator(`[data-plan=${publicPlanId}]`);
  }
  statusOf(publicPlanId: string): Locator {
    return this.plan(publicPlanId).locator('.status');
  }
  /** The labels of a plan's actions and notes, in order. */
  actionsOf(publicPlanId: string): Promise<string[]> {
    return this.plan(publicPlanId).locator('[data-action]').allTextContents();
  }
}

/** The member menu (part 1 §2), open when a member's plans lead to different pages. */
export class MemberMenuScreen extends Screen {
  get nav(): Locator {
    return this.dialog.getByRole('navigation', { name: 'Member Menu' });
  }
  /** The menu's pages, links in order. */
  get items(): Locator {
    return this.nav.getByRole('link');
  }
  get accountButton(): Locator {
    return this.button(/Your Account/);
  }
  /** The menu's link to the account page. */
  async openAccount(): Promise<void> {
    await this.accountButton.click();
  }
}
