import { parseHostPath, type LinkTask } from '../core/shell/hostLinks';
import { urlWithoutMagicLink } from '../core/signin/magicLinkUrl';

/**
 * ?msopen=/member/… opens a task as if its link had been clicked (part 1 §2). A magic link's one-time parameters
 * leave the address bar first.
 */
export function openFromQuery(run: (task: LinkTask) => void): void {
  const msopen = new URLSearchParams(location.search).get('msopen');
  const task = msopen ? parseHostPath(msopen) : null;
  const clean = task && urlWithoutMagicLink(location.href, task);
  if (clean) history.replaceState(history.state, '', clean);
  if (task) run(task);
}
