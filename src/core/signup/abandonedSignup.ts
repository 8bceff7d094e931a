import { ABANDONED_SIGNUP_DELAYS_MS } from '../constants';
import type { ScreenName } from '../shell/screens';

/**
 * The abandoned-signup reminder (part 2 §3, §4, §9): a member who registered for a plan and left before joining
 * it is reminded, by opening plan signup in ABANDONED_RECOVERY mode, 30 minutes after the first time we saw the
 * pending plan and again 24 hours after that reminder; never more.
 */
export interface AbandonedSignup {
  /** Whose state this is: another member logging in on this browser starts from nothing. */
  memberId: number;
  publicPlanId: string | null;
  openedCount: number;
  lastOpenedAt: number | null;
}

/** Screens an embedded interface may be on that a reminder must not interrupt (part 2 §4). */
export const REMINDER_BLOCKING_SCREENS: ReadonlySet<ScreenName> = new Set([
  'changeCreditCard',
  'signupToPlan',
  'postJoinQuestionnaire',
  'registerUser',
  'retryPayment',
  'retry3dsPayment',
]);

/** How an opening is recorded: after the first delay or after the second (part 2 §4). */
export type ReminderAction = 'reminderAfterFirstOpen' | 'reminderAfterSecondOpen';

export const isAbandonedSignup = (v: unknown): v is AbandonedSignup => {
  if (typeof v !== 'object' || v === null) return false;
  const s = v as Record<string, unknown>;
  return (
    typeof s.memberId === 'number' &&
    (s.publicPlanId === null || typeof s.publicPlanId === 'string') &&
    typeof s.openedCount === 'number' &&
    Number.isInteger(s.openedCount) &&
    s.openedCount >= 0 &&
    (s.lastOpenedAt === null || (typeof s.lastOpenedAt === 'number' && Number.isFinite(s.lastOpenedAt)))
  );
};

/**
 * The state for the member's current pending plan: kept while the plan is the same, else reset with count 0
 * and stamped now (the member's first open of that signup, as far as this browser can tell).
 */
export function followPendingPlan(
  state: AbandonedSignup | null,
  member: { id: number; pendingPlanPublicId?: string | null | undefined },
  now: number,
): AbandonedSignup {
  const pending = member.pendingPlanPublicId || null;
  if (state && state.memberId === member.id && state.publicPlanId === pending) return state;
  return { memberId: member.id, publicPlanId: pending, openedCount: 0, lastOpenedAt: pending ? now : null };
}

export interface ReminderContext {
  /** siteConfig.allowAbandonedSignupPopup */
  allowed: boolean;
  loggedIn: boolean;
  /** A site in test mode has no delays (part 2 §9): the owner sees the reminder on the next check. */
  testMode: boolean;
  /** The screens embedded interfaces are on now. */
  embeddedScreens: readonly ScreenName[];
  /** The modal is showing a screen: the reminder waits rather than replace what the visitor is doing. */
  modalOpen: boolean;
  now: number;
}

/** The delay before the next reminder for this many openings; null when there is none left. */
export function reminderDelay(openedCount: number, testMode: boolean): number | null {
  const delay = ABANDONED_SIGNUP_DELAYS_MS[openedCount];
  if (delay === undefined) return null;
  return testMode ? 0 : delay;
}

/** Whether the reminder opens now, and how its opening is recorded. */
export function reminderDue(state: AbandonedSignup, ctx: ReminderContext): ReminderAction | null {
  if (!ctx.allowed || !ctx.loggedIn || ctx.modalOpen) return null;
  if (!state.publicPlanId || state.lastOpenedAt === null) return null;
  if (ctx.embeddedScreens.some((name) => REMINDER_BLOCKING_SCREENS.has(name))) return null;
  const delay = reminderDelay(state.openedCount, ctx.testMode);
  if (delay === null || ctx.now - state.lastOpenedAt < delay) return null;
  return state.openedCount === 0 ? 'reminderAfterFirstOpen' : 'reminderAfterSecondOpen';
}

/** Each reminder adds one and stamps the time (part 2 §4). */
export const recordOpening = (state: AbandonedSignup, now: number): AbandonedSignup => ({
  ...state,
  openedCount: state.openedCount + 1,
  lastOpenedAt: now,
});
