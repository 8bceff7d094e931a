/**
 * Our dialog in the browser's top layer: a native <dialog> opened with showModal() is drawn above everything of
 * the page whatever its z-indexes and stacking contexts, and makes the rest of the page inert. That is what a
 * host page's own modal does (a <dialog> of its own, a trap's panel): with ours the topmost, the host's trap can
 * no longer pull the focus back (its elements cannot take it) and its own modal <dialog> no longer makes ours inert.
 * Closing gives the top layer back, and with it the host's modal state, as it was.
 *
 * While a payment provider's or the captcha's overlay may show (ui/providerOverlay.ts), the dialog must not be
 * modal: their overlays are the page's nodes, below the top layer and inert under it. It then stays open as an
 * ordinary fixed layer (`show()`), under their z-index. A browser without showModal() gets the same.
 */
/** Where the dialog is: 'top' (modal, in the top layer) or 'page' (an ordinary fixed layer); for styles and tests. */
const LAYER_ATTR = 'data-layer';

export function showLayer(dialog: HTMLDialogElement, modal: boolean): void {
  if (!dialog.isConnected) return; // showModal() refuses a dialog out of the document
  // Moving an open modal dialog in the document (ui/hostInBody.ts) takes it out of the top layer, open still.
  if (dialog.open && inTopLayer(dialog) === modal) return;
  const focused = (dialog.getRootNode() as Document | ShadowRoot).activeElement as HTMLElement | null;
  reopen(dialog, modal);
  // Where it ended up, for styles and diagnostics: 'top' only when the browser put it in the top layer.
  dialog.setAttribute(LAYER_ATTR, modal && inTopLayer(dialog) ? 'top' : 'page');
  // close() and showModal() move the focus (back to the page, then to the dialog's first control): put it back.
  if (focused && dialog.contains(focused)) focused.focus({ preventScroll: true });
}

/** The focused element, through open shadow roots: where the focus is to go back after dialogs change layers. */
function deepFocus(): HTMLElement | null {
  let at = document.activeElement;
  while (at?.shadowRoot?.activeElement) at = at.shadowRoot.activeElement;
  return at as HTMLElement | null;
}

/**
 * The page's own modal <dialog>s step down to non-modal ones, for as long as a provider's overlay may show: the
 * overlay is a node of the page's body, inert and covered under any modal dialog (ours steps down by itself, see
 * ui/providerOverlay.ts). Returns the way back. A dialog changes layers only through closed; the `close` events
 * this queues are not the page's to hear (its code would take them for the visitor closing it), so they stop at
 * window's capture phase. The focus stays where it was.
 */
export function lowerPageModals(): () => void {
  const modals = [...document.querySelectorAll('dialog')].filter((d) => d.open && inTopLayer(d));
  const swap = (modal: boolean) => {
    const focused = deepFocus();
    for (const dialog of modals) {
      if (!dialog.isConnected) continue;
      const mute = (event: Event) => {
        if (event.target !== dialog) return;
        event.stopImmediatePropagation();
        window.removeEventListener('close', mute, true);
      };
      window.addEventListener('close', mute, true);
      reopen(dialog, modal);
    }
    focused?.focus({ preventScroll: true });
  };
  if (modals.length) swap(false);
  return () => modals.length && swap(true);
}

/**
 * Opens the dialog again, modal or not: a dialog changes between the two only through closed. Without showModal(), or
 * when it refuses (a dialog out of the document), shown without the top layer.
 */
function reopen(dialog: HTMLDialogElement, modal: boolean): void {
  if (dialog.open) dialog.close();
  try {
    if (modal && typeof dialog.showModal === 'function') dialog.showModal();
    else if (typeof dialog.show === 'function') dialog.show();
    else dialog.setAttribute('open', '');
  } catch {
    dialog.setAttribute('open', '');
  }
}

function inTopLayer(dialog: HTMLDialogElement): boolean {
  try {
    return dialog.matches(':modal');
  } catch {
    return false; // a browser without :modal has no showModal() either
  }
}

/** Takes the dialog out of the top layer, so the page is no longer inert when our code returns the focus to it. */
export function hideLayer(dialog: HTMLDialogElement): void {
  if (!dialog.open) return;
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
  dialog.removeAttribute(LAYER_ATTR);
}
