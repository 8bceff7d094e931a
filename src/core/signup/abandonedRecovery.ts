import type { Route } from '../shell/screens';

/**
 * Plan signup to finish an abandoned signup (part 2 §4): where the reminder (recoveredBy 'popup') and a login
 * (step 4 of the after-login destination, recoveredBy 'login') take a member with a pending plan. A module of its
 * own beside the reminder's rules (core/signup/abandonedSignup.ts): the boot path needs this route for the login case,
 * and a module lands in a chunk whole, so those rules stay out of it.
 */
export const recoveryRoute = (publicPlanId: string, recoveredBy: string): Route => ({
  name: 'signupToPlan',
  selectablePlanIds: [publicPlanId],
  mode: 'ABANDONED_RECOVERY',
  recoveredBy,
});

/**
 * The after-login abandoned-signup redirect (part 1 §2 step 4) for a member with a pending plan, or none. Only on a
 * site that allows the abandoned-signup reminder (`allowAbandonedSignupPopup`): part 2 §4 makes that redirect to
 * sign-up in ABANDONED_RECOVERY mode conditional on it, and a login is no reason to remind a member the owner chose
 * not to remind (docs/architecture.md "Audit fixes: forms and flows").
 */
export const loginRecoveryRoute = (pendingPlan: string | null | undefined, allowed: boolean): Route | null =>
  pendingPlan && allowed ? recoveryRoute(pendingPlan, 'login') : null;
