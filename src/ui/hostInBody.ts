/** Where a shadow host stood before it moved into <body>, and how many reasons keep it there now. */
const moved = new WeakMap<Element, { count: number; parent: Node; next: Node | null }>();

/**
 * Moves one of our hosts to the end of <body> for as long as a reason holds, and back where it was after the last.
 * Our modal's host lives after <body> (ui/mount.ts: a transform on body must not move our fixed elements), which
 * two third parties cannot live with (fixtures/stand-ins/README.md):
 * - the card provider counts an Element as mounted only while `document.body` contains it, so a host holding a
 *   provider's container must be in <body> (ui/lightSlot.tsx);
 * - the provider's 3D Secure dialog locks the page's scrolling by fixing <body>, which makes <body> a stacking
 *   context: its z-index then counts only inside <body>, and anything after <body> covers it. While a provider's
 *   overlay may be up, our host joins it there, under it (ui/providerOverlay.ts).
 * The focus inside the host stays where it was. A host already in <body> (an embed in the page's content) stays.
 */
export function intoBody(host: Element): () => void {
  const body = document.body;
  const entry = moved.get(host);
  if (entry) entry.count++;
  // Only a host of the page itself after <body>: one the page put in a shadow root of its own stays there (a card
  // field in it says it cannot mount, ui/lightSlot.tsx inPage).
  else if (body && host.parentNode && host.getRootNode() === document && !body.contains(host)) {
    moved.set(host, { count: 1, parent: host.parentNode, next: host.nextSibling });
    keepingPlace(host, () => body.appendChild(host));
  } else return () => {};
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const now = moved.get(host)!;
    if (--now.count > 0) return;
    moved.delete(host);
    const home = () => now.parent.insertBefore(host, now.next?.parentNode === now.parent ? now.next : null);
    // The page replaced the <body> it was in (a Turbo visit): home again. Moved elsewhere by the page: left there.
    if (!host.isConnected) {
      if (now.parent.isConnected) home();
    } else if (host.parentNode === body) keepingPlace(host, home);
  };
}

/** Moving a node drops the focus from inside it and its scroll offsets: put them back. */
function keepingPlace(host: Element, move: () => void): void {
  const root = host.shadowRoot;
  const focused = root?.activeElement as HTMLElement | null | undefined;
  const scrolled = [...(root?.querySelectorAll('*') ?? [])]
    .filter((el) => el.scrollTop || el.scrollLeft)
    .map((el) => [el, el.scrollTop, el.scrollLeft] as const);
  move();
  for (const [el, top, left] of scrolled) el.scrollTo(left, top);
  focused?.focus({ preventScroll: true });
}
