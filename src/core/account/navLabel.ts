import type { LinkTask } from '../shell/hostLinks';

/**
 * Which host links are navigation links the widget relabels when a member is logged in (part 1 §2): the
 * dynamic member link (/member/sign_in) anywhere, and a plain /member/sign_up inside site navigation.
 * A sign-up link for one plan is an offer on the page, not navigation, and keeps its label.
 */
export function isNavigationLink(task: LinkTask | null, inNavigation: boolean): boolean {
  if (!task) return false;
  if (task.kind === 'signIn') return true;
  return task.kind === 'signUp' && !task.planId && inNavigation;
}
