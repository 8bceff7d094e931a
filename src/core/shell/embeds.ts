import { parseHostPath } from './hostLinks';
import { resolveRoute, type Route } from './screens';
import { outcomeOf, type Viewer } from './tasks';

/**
 * The screen an embed of `path` rests on for this viewer: what the path's link would open (core/shell/tasks.ts),
 * through the embedded-mode redirects of part 1 §2. A path the widget does not know is "any other path"
 * (login when embedded); /member/sign_out asks for the logout redirector, which is not available when
 * embedded (login too): an iframe never logs anybody out by being on a page.
 */
export function embedRoute(path: string, viewer: Viewer): Route {
  const task = parseHostPath(path);
  const outcome = task ? outcomeOf(task, viewer) : null;
  const asked: Route = !outcome ? { name: 'login' } : 'open' in outcome ? outcome.open : { name: 'logout' };
  return resolveRoute(asked, { loggedIn: viewer.loggedIn, embedded: true });
}
