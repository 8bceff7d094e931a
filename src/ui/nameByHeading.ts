/**
 * Names a dialog or an embed's region for assistive technology: by its screen's <h1> when there is one, else
 * by `fallback` (the site's name, or the loading text). Called again whenever the content changes, because a
 * screen's heading can arrive after the screen does (a lazy chunk, content that loads).
 */
export function nameByHeading(node: HTMLElement, id: string, fallback: string): void {
  const heading = node.querySelector('h1');
  if (heading) {
    heading.id ||= id;
    if (node.getAttribute('aria-labelledby') !== heading.id) node.setAttribute('aria-labelledby', heading.id);
    node.removeAttribute('aria-label');
  } else {
    node.removeAttribute('aria-labelledby');
    if (node.getAttribute('aria-label') !== fallback) node.setAttribute('aria-label', fallback);
  }
}
