/**
 * What keeps the host page's CSS off the third parties' nodes in our light-DOM containers (ui/lightSlot.tsx). They
 * are nodes of the page, so `div {…}` and `iframe {…}` rules of the site reach them; important ones win over the
 * third party's own inline styles unless those are important too. So every inline declaration a third party sets on
 * its nodes is made important (its own choice, kept against the page: a frame's height, a badge's width), again each
 * time it changes one, and its frames are kept in the flow (a site's `iframe { position: fixed !important }` or
 * `min-height: 400px` for video embeds must not move or stretch a card field). Inline important declarations are
 * set through the CSSOM, which a strict style-src allows. Frames' insides are their own documents: out of reach.
 */
import { LIGHT_SLOT_ATTR } from '../core/constants';

/** CSS declarations as [property, value] pairs, set important through the CSSOM. */
export type Declarations = readonly (readonly [string, string])[];

const FRAME_IN_FLOW: Declarations = [
  ['position', 'static'],
  ['inset', 'auto'],
  ['float', 'none'],
  ['z-index', 'auto'],
  ['opacity', '1'],
  ['visibility', 'visible'],
  ['min-height', '0'],
  ['max-height', 'none'],
  ['max-width', 'none'],
];

/** The container's own pseudo-elements (a page's `*::before { content }`), which inline styles cannot reach. */
const NO_PSEUDO = ':host::before,:host::after{content:none!important;display:none!important}';
let noPseudo: CSSStyleSheet | null | undefined;

/**
 * The third party's nodes' pseudo-elements: only a sheet of the document reaches them. Adopted (no <style>, so a
 * strict style-src allows it), matching nothing but what is inside our containers, and taken away with the last one.
 */
const THEIR_PSEUDO = `[${LIGHT_SLOT_ATTR}] *::before,[${LIGHT_SLOT_ATTR}] *::after{content:none!important;display:none!important}`;
let theirPseudo: CSSStyleSheet | null = null;
let shielded = 0;

function adoptInDocument(on: boolean): void {
  try {
    if (on && !theirPseudo) {
      theirPseudo = new CSSStyleSheet();
      theirPseudo.replaceSync(THEIR_PSEUDO);
    }
    const sheets = document.adoptedStyleSheets.filter((sheet) => sheet !== theirPseudo);
    document.adoptedStyleSheets = on && theirPseudo ? [...sheets, theirPseudo] : sheets;
  } catch {
    // no constructable sheets: the pseudo-elements stay the page's
  }
}

/** Inline declarations made important: the third party's own values, pinned. */
function pin(el: Element): void {
  const style = (el as HTMLElement).style;
  if (!style) return;
  for (let i = 0; i < style.length; i++) {
    const name = style.item(i);
    if (style.getPropertyPriority(name) !== 'important') style.setProperty(name, style.getPropertyValue(name), 'important');
  }
  if (el.tagName === 'IFRAME') {
    for (const [name, value] of FRAME_IN_FLOW) if (!style.getPropertyValue(name)) style.setProperty(name, value, 'important');
  }
}

/** Shields a container and what a third party puts in it; returns the stop. */
export function shieldFromPage(container: HTMLElement): () => void {
  try {
    noPseudo ??= new CSSStyleSheet();
    noPseudo.replaceSync(NO_PSEUDO);
    const root = container.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [noPseudo];
    root.appendChild(document.createElement('slot'));
  } catch {
    noPseudo = null; // no constructable sheets: the pseudo-elements stay the page's (the rest still holds)
  }
  const pinAll = () => {
    for (const el of container.querySelectorAll('*')) pin(el);
  };
  pinAll();
  if (shielded++ === 0) adoptInDocument(true);
  // Each change of the third party's nodes or of their inline styles (mutations of our own pins settle at once).
  const observer = new MutationObserver(pinAll);
  observer.observe(container, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
  return () => {
    observer.disconnect();
    if (--shielded === 0) adoptInDocument(false);
  };
}
