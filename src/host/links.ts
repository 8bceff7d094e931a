import { parseHostPath, type LinkTask } from '../core/shell/hostLinks';
import { sameOriginPath } from '../core/shell/path';

/**
 * Intercepts clicks on host links whose path is the widget's (part 1 §2 table). Capture phase, so a
 * host handler that stops propagation on its own links cannot send the visitor to a 404 instead.
 */
export function interceptLinks(run: (task: LinkTask) => void): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!anchor) return;
    const path = sameOriginPath(anchor.href, location.href);
    const task = path === null ? null : parseHostPath(path);
    if (!task) return;
    event.preventDefault();
    run(task);
  };
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}
