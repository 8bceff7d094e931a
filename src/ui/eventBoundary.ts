/**
 * While our dialog is open, what happens inside it stays inside it: the host page's focus traps never see it.
 *
 * A host page's modal or off-canvas panel keeps the focus in itself with listeners on `document` or `window`:
 * Bootstrap 5 and jQuery UI on `focusin`, the focus-trap library with capture listeners for `focusin`, `keydown`,
 * `mousedown`, `touchstart` and `click`, MUI and Radix on `focusin`, `keydown`, `pointerdown`. Events in our shadow
 * root are composed: they reach those listeners retargeted to our host element, which is outside the panel, so each
 * focus that moves into our dialog is pulled back, each click is cancelled and Tab is taken over.
 *
 * So, from a capture listener on `window` (which runs before any listener on `document`), a trusted event of those
 * kinds whose target is inside our shadow root stops there, and a copy that is not composed is dispatched at the
 * same target: our own listeners get it, and it ends at our shadow root. The browser's default action stays with
 * the original (typing, Tab moving the focus, a press focusing a field, a click activating a button); when one of
 * our listeners cancels the copy, the original is cancelled too. A click is copied as a plain Event carrying the
 * mouse fields, so the copy has no activation behaviour of its own (a checkbox toggles once, a form submits once).
 *
 * The light-DOM containers of the card provider and the captcha are slotted into our tree, so their events pass
 * through our shadow root too and are copied the same way; being nodes of the page, their copies also reach the
 * page's listeners, as untrusted events (a trap's attempt to take the focus back from them fails on its inert
 * elements). Events inside the provider's frames never leave them. Listeners a page put on `window`'s capture
 * phase before ours still see the events; no common trap does that.
 */
const TYPES = 'focusin focusout focus blur keydown keyup keypress mousedown mouseup click pointerdown pointerup'.split(' ');
/**
 * Touches and the wheel too (a page's scroll lock, react-remove-scroll's in Radix and shadcn sheets, cancels them on
 * `document` outside its panel, and our dialog could not scroll), but as passive listeners: none of ours cancels
 * them, and a scroll must not wait on the main thread.
 */
const SCROLLING = 'touchstart touchmove touchend wheel'.split(' ');

/** The fields of an event, as an init dictionary for its copy (WebIDL reads only the members it knows). */
function fieldsOf(event: Event): Record<string, unknown> {
  const init: Record<string, unknown> = {};
  for (const key in event) {
    const value = (event as unknown as Record<string, unknown>)[key];
    if (typeof value !== 'function') init[key] = value;
  }
  init.composed = false;
  return init;
}

function copyOf(event: Event): Event {
  const init = fieldsOf(event);
  if (event.type !== 'click') return new (event.constructor as typeof Event)(event.type, init);
  const plain = new Event('click', init);
  for (const key in init) if (!(key in plain)) Object.defineProperty(plain, key, { value: init[key] });
  return plain;
}

/** Starts keeping `host`'s shadow root's events inside it; returns the stop. */
export function keepEventsInside(host: Element): () => void {
  const root = host.shadowRoot;
  if (!root) return () => {};
  const onEvent = (event: Event) => {
    if (!event.isTrusted || !event.composed) return;
    const path = event.composedPath();
    const at = path.indexOf(host);
    if (at < 1 || path[at - 1] !== root) return; // not from inside our shadow root
    let copy: Event;
    try {
      copy = copyOf(event);
    } catch {
      return; // an event its constructor cannot copy goes on as it is
    }
    event.stopImmediatePropagation();
    path[0]!.dispatchEvent(copy);
    if (copy.defaultPrevented) event.preventDefault();
  };
  // Not passive: a copy our listeners cancel cancels the original (a press on the backdrop, Tab at the trap's end).
  const listen = (add: boolean) => {
    for (const type of [...TYPES, ...SCROLLING])
      window[add ? 'addEventListener' : 'removeEventListener'](type, onEvent, { capture: true, passive: SCROLLING.includes(type) });
  };
  listen(true);
  return () => listen(false);
}
