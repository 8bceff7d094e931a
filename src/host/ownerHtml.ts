/**
 * Puts the site owner's embedded code (content kind code, part 1 §3) into `box` as written. innerHTML never runs
 * `<script>` elements, so each is replaced by a fresh copy, which does run, in document order (async only when the
 * owner asked for it), as if the owner had pasted the code into the page. The copies get no nonce: the page's own
 * Content-Security-Policy decides whether they may run (the loader's nonce vouches for our code, not for HTML an
 * API answer carries). Inline handlers in the HTML (onclick=…) are the page's CSP's business too.
 */
export function renderOwnerHtml(box: Element, html: string): void {
  box.innerHTML = html;
  for (const original of box.querySelectorAll('script')) {
    const copy = document.createElement('script');
    for (const { name, value } of original.attributes) copy.setAttribute(name, value);
    if (!original.hasAttribute('async')) copy.async = false;
    copy.text = original.text;
    original.replaceWith(copy);
  }
}
