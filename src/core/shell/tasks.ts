import type { LinkTask } from './hostLinks';
import type { Route } from './screens';

export interface Viewer {
  loggedIn: boolean;
  /** The member menu can show (enabled, has items, at least one the member may see). */
  hasMenu: boolean;
}

/** What a host link does for this viewer (part 1 §2 table, part 2 §2): a screen to open, a logout, or nothing. */
export type TaskOutcome = { open: Route } | { logOut: true } | { nothing: true };

const open = (route: Route): TaskOutcome => ({ open: route });

export function outcomeOf(task: LinkTask, viewer: Viewer): TaskOutcome {
  const home: Route = viewer.loggedIn && viewer.hasMenu ? { name: 'memberMenu' } : { name: 'account' };
  /** Login first, then on to the intended screen (part 1 §6 "login required"). */
  const member = (route: Route): TaskOutcome => open(viewer.loggedIn ? route : { name: 'login', redirect: route });

  switch (task.kind) {
    case 'signIn':
      return open(viewer.loggedIn ? home : { name: 'login' });
    case 'signOut':
      return viewer.loggedIn ? { logOut: true } : { nothing: true };
    case 'account':
      return member({ name: 'account' });
    case 'editProfile':
      return member({ name: 'editProfile' });
    case 'signUp':
      if (viewer.loggedIn) return open(home);
      return open(task.planId ? { name: 'registerUser', selectablePlanIds: [task.planId] } : { name: 'registerUser' });
    case 'plans':
      if (viewer.loggedIn) return open(task.planId ? { name: 'planLinkRedirect', publicPlanId: task.planId } : { name: 'planLinkRedirect' });
      return open(task.planId ? { name: 'registerUser', selectablePlanIds: [task.planId] } : { name: 'registerUser' });
    case 'allPlans':
      return open(viewer.loggedIn ? { name: 'signupToPlan' } : { name: 'registerUser', allPlans: true });
    case 'agencyUpsell':
      return member({ name: 'signupToPlan', mode: 'AGENCY_UPSELL' });
    case 'diag':
      return open({ name: 'diag' });
    case 'emailChange':
      return open({ name: 'confirmEmailChangeMagic', userId: task.userId, magicToken: task.magicToken });
    case 'passwordReset':
      return open({ name: 'resetPassword', userId: task.userId, magicToken: task.magicToken });
    case 'invitation':
      return open({ name: 'invitation', invitationId: task.invitationId, magicToken: task.magicToken });
    case 'registrationApproved':
      return open({ name: 'registrationApproved', userId: task.userId, magicToken: task.magicToken });
    case 'invoices':
      return member({ name: 'invoiceList' });
    case 'completePayment':
      return member({ name: 'retryPayment', publicPlanId: task.publicPlanId });
    case 'signUpRecover':
      return member({
        name: 'signupToPlan',
        mode: 'ABANDONED_RECOVERY',
        recoveredBy: task.recoveredBy,
        ...(task.planId ? { selectablePlanIds: [task.planId] } : {}),
      });
    case 'content': {
      const target: Route = { name: 'protectedContent', contentId: task.contentId, mode: task.mode };
      // The denied screen offers login; its login carries the content as the after-login target.
      return open(viewer.loggedIn ? target : { name: 'contentAccessDenied', contentId: task.contentId, mode: task.mode });
    }
  }
}
