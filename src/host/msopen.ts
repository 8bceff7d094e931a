import { parseHostPath, type LinkTask } from '../core/shell/hostLinks';

/**
 * ?msopen=/member/… opens a task as if its link had been clicked (part 1 §2): the magic link the loader took out
 * of the address bar at once (core/signin/magicLinkUrl.ts, kept as BootContext.msopen), or the page's `msopen`.
 */
export function openFromQuery(run: (task: LinkTask) => void, taken: string | null): void {
  const msopen = taken ?? new URLSearchParams(location.search).get('msopen');
  const task = msopen ? parseHostPath(msopen) : null;
  if (task) run(task);
}
