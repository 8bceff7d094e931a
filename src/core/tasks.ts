import type { LinkTask } from './hostLinks';
import type { Route } from './screens';

export interface Viewer {
  loggedIn: boolean;
}

/** What a host link does for this viewer (part 1 §2 table): a screen to open, or a logout. */
export type TaskOutcome = { open: Route } | { logOut: true } | { nothing: true };

export function outcomeOf(task: LinkTask, viewer: Viewer): TaskOutcome {
  const home: Route = { name: 'account' };
  switch (task.kind) {
    case 'signIn':
      return { open: viewer.loggedIn ? home : { name: 'login' } };
    case 'signOut':
      return viewer.loggedIn ? { logOut: true } : { nothing: true };
    case 'account':
      return { open: viewer.loggedIn ? home : { name: 'login', redirect: home } };
    default:
      // Screens of later issues: until they exist a logged-out visitor gets login, a member the account.
      return { open: viewer.loggedIn ? home : { name: 'login' } };
  }
}
