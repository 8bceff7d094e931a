import type { LinkTask } from '../shell/hostLinks';

/**
 * A magic link opened by `?msopen=/member/…/{magicToken}` (e-mails link that way) would leave its token in the
 * address bar, the history, the Referer of the next page and every page script's view of location. Once the
 * widget has read the task, the page's URL no longer needs it: this is the URL without `msopen` for a task
 * that carries a token, null when there is nothing to remove.
 */
export function urlWithoutMagicLink(href: string, task: LinkTask): string | null {
  if (!('magicToken' in task)) return null;
  const url = new URL(href);
  url.searchParams.delete('msopen');
  return url.href;
}
