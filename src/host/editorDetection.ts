import { editorOf, type PageLocation } from '../core/shell/editor';
import { LOG_TEXT } from '../core/texts/logMessages';
import type { Logger } from '../core/util/logger';

/** The top window's location, when this page is framed and the top is readable (same origin). */
function topLocation(win: Window, logger: Logger): PageLocation | null {
  if (win.top === win || !win.top) return null;
  try {
    const { hostname, pathname, search } = win.top.location;
    return { hostname, pathname, search };
  } catch {
    logger.log('LOG', 'DOM', LOG_TEXT.crossOriginTop);
    return null;
  }
}

let known: boolean | undefined;

/**
 * Whether the page is a site-builder editor (part 1 §1): its own location or, when framed, its editor's.
 * Decided once per page view (an editor does not turn into a site) and logged under DOM.
 */
export function onEditorPage(logger: Logger, win: Window = window): boolean {
  if (known !== undefined) return known;
  const top = topLocation(win, logger);
  const builder = editorOf(win.location) ?? (top && editorOf(top));
  if (builder) logger.log('LOG', 'DOM', LOG_TEXT.editorDetected, builder);
  return (known = builder !== null);
}
