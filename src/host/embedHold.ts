import { embedPathOf } from '../core/shell/embedPath';
import { EMBED_PATH_ATTR } from '../core/shell/hostAttributes';
import { onHostDomChange } from './domObserver';

function hold(): void {
  for (const frame of document.querySelectorAll<HTMLIFrameElement>('iframe[src*="/member/"]')) {
    const path = embedPathOf(frame.src, location.href); // resolved as the frame would (a <base> counts)
    if (path === null) continue; // another site's page: not ours
    frame.setAttribute(EMBED_PATH_ATTR, path);
    frame.src = 'about:blank';
  }
}

/**
 * Stops iframes pointing at this site's /member/ pages from loading them (part 1 §2: they become embedded
 * UI): the page at that path would boot a second widget inside the frame, or show the site's 404. The path is
 * set aside on the iframe (`data-ms-embed`) and the frame pointed at about:blank, which cancels its navigation
 * (or unloads a page that already came in). The frame stays, blank, keeping its place on the page until the
 * embed replaces it (ui/embeds/uiEmbeds.ts). app/boot.ts calls this as soon as it runs; frames the parser or the page
 * add later are held on the next change of the host DOM (the shared observer, which runs this listener before
 * the embeds' own, registered later). Kept here, in the boot path, rather than in the embeds' chunk: small,
 * and a chunk shared by both would cost more than the code.
 */
export function holdEmbeds(): void {
  hold();
  onHostDomChange(hold);
}
