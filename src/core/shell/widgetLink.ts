import { parseHostPath } from './hostLinks';
import { sameOriginPath } from './path';

/** What a click on a link inside the widget is: the mouse button and keys held, the link and the page. */
export interface LinkClick {
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  href: string;
  /** The page's own URL, which relative links resolve against. */
  base: string;
}

type Keys = Omit<LinkClick, 'href' | 'base'>;

/** The button and keys of a click (a DOM MouseEvent's are getters, which spreading would not copy). */
export const clickOf = ({ button, ctrlKey, metaKey, shiftKey, altKey }: Keys): Keys => ({ button, ctrlKey, metaKey, shiftKey, altKey });

/** A plain left click; Ctrl/⌘ (new tab), Shift (new window), Alt (download) and other buttons are the browser's. */
export const isPlainClick = (click: Keys): boolean => click.button === 0 && !click.ctrlKey && !click.metaKey && !click.shiftKey && !click.altKey;

/**
 * The widget path (/member/…, /content/…) a click on an in-widget link opens inside the widget, or null when
 * the browser should follow the link as any link: another page or origin, or a click that asks for a new tab,
 * a window or a download.
 */
export function widgetPathOfClick(click: LinkClick): string | null {
  if (!isPlainClick(click)) return null;
  const path = sameOriginPath(click.href, click.base);
  return path !== null && parseHostPath(path) !== null ? path : null;
}
