import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { ANIMATION_MS, YIELD_ATTR } from '../core/constants';
import type { ModalLayout } from '../core/shell/layout';
import { siteConfig } from '../state/store';
import { keepEventsInside } from './eventBoundary';
import { reachable, visibleControls } from './focusOrder';
import { nameByHeading } from './nameByHeading';
import { dialogText as t } from '../shell/t';
import { hideLayer, showLayer } from './topLayer';

/** A screen without a heading (loading, a content item without a title) is named by the site. */
export const fallbackName = (): string => siteConfig.peek()?.name || t('loading');

/**
 * Focus to the screen's first field, else the dialog itself (its heading names it for screen readers). Not a file
 * input: focus there is one key away from a file picker nobody asked for (edit profile's picture comes first).
 */
export function focusInto(node: HTMLElement): void {
  (firstField(node) ?? node).focus();
}

/**
 * A screen's first field (focusInto), or undefined. Only a field one can see: a captcha's hidden response box must
 * not take the focus, nor a form that waits, inert.
 */
export const firstField = (node: ParentNode): HTMLElement | undefined =>
  [...node.querySelectorAll<HTMLElement>('input:not([type=file]),select,textarea')].find(reachable);

interface Props {
  /** Changes with the screen: focus moves to the new screen and its heading names the dialog. */
  screen: string;
  layout: ModalLayout;
  onClose: () => void;
  onBack?: (() => void) | undefined;
  children: ReactNode;
}

const hostOf = (node: Node | null | undefined): Element | undefined => (node?.getRootNode() as ShadowRoot | undefined)?.host;

/** What a page's focus trap or modal library sets on the nodes outside its panel; not on ours while it is open. */
const SHUT = ['inert', 'aria-hidden'];

/**
 * The modal of part 1 §2: a native <dialog> in the browser's top layer (ui/topLayer.ts), named by its screen's
 * heading, whose focus moves in, stays in and goes back where it was, and whose events the host page's focus traps
 * never see (ui/eventBoundary.ts); close button, Escape and a backdrop click close it; the animation state lasts
 * the first second after opening. The <dialog> covers the viewport as the backdrop; `.dialog` is the box.
 */
export function Modal({ screen, layout, onClose, onBack, children }: Props) {
  const frame = useRef<HTMLDialogElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const [animating, setAnimating] = useState(true);
  // While a provider's overlay (3D Secure, a captcha challenge) may be on the page, our host carries the mark of
  // ui/providerOverlay.ts: the dialog leaves the top layer, and neither pulls the focus back, traps Tab nor closes
  // (Escape, backdrop).
  const yielding = () => !!hostOf(dialog.current)?.hasAttribute(YIELD_ATTR);

  // Layout effects, in this order: where the focus was before the dialog took it; the top layer; the focus into
  // the screen. Cleanups run in the same order: out of the top layer before the focus goes back to the page.
  useLayoutEffect(() => {
    const node = frame.current;
    const root = node?.getRootNode() as ShadowRoot | undefined;
    // Focus before opening: on the host page, or inside our shadow root (the member button).
    const previous = (root?.activeElement ?? document.activeElement) as HTMLElement | null;
    const timer = setTimeout(() => setAnimating(false), ANIMATION_MS);
    return () => {
      clearTimeout(timer);
      if (node) hideLayer(node);
      if (previous?.isConnected) previous.focus?.();
    };
  }, []);

  useLayoutEffect(() => {
    const node = frame.current;
    const host = hostOf(node);
    if (!node || !host) return;
    const place = () => showLayer(node, !yielding());
    place();
    const release = keepEventsInside(host);
    // The provider's overlay mark comes and goes on our host; a page's trap may mark our host as outside its panel.
    const unshut = () => {
      for (const name of SHUT) if (host.hasAttribute(name)) host.removeAttribute(name);
    };
    const marks = new MutationObserver(() => {
      unshut();
      place();
    });
    marks.observe(host, { attributes: true, attributeFilter: [YIELD_ATTR, ...SHUT] });
    unshut();
    // Our host moving into <body> and back (ui/hostInBody.ts) takes the dialog out of the top layer: back in.
    const moves = new MutationObserver(place);
    for (const parent of [document.documentElement, document.body]) if (parent) moves.observe(parent, { childList: true });
    // The control last focused in the dialog: a close the browser forces moves the focus out before we hear of it.
    let last: HTMLElement | null = null;
    const onFocusIn = (event: Event) => {
      last = event.target as HTMLElement;
    };
    // A close request the browser did not let us cancel (Android's back, Escape pressed twice without a click
    // between) closes the <dialog> itself: close ours as the close button would, or open it again. Looked at a task
    // later: our own switches between modal and not close the <dialog> for a moment too.
    const onNativeClose = () =>
      setTimeout(() => {
        if (node.open || !node.isConnected) return;
        if (!yielding()) onCloseRef.current();
        // Still here after the render that closing causes (a close guard kept it): open again, typing where it was.
        setTimeout(() => {
          if (!node.isConnected || node.open) return;
          place();
          if (last?.isConnected && node.contains(last)) last.focus({ preventScroll: true });
        });
      });
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (!yielding()) onCloseRef.current();
    };
    node.addEventListener('focusin', onFocusIn);
    node.addEventListener('close', onNativeClose);
    node.addEventListener('cancel', onCancel);
    return () => {
      marks.disconnect();
      moves.disconnect();
      release();
      node.removeEventListener('focusin', onFocusIn);
      node.removeEventListener('close', onNativeClose);
      node.removeEventListener('cancel', onCancel);
    };
  }, []);

  useLayoutEffect(() => {
    const node = dialog.current;
    if (!node || !frame.current) return;
    nameByHeading(frame.current, 'ms-dialog-title', fallbackName());
    focusInto(node);
  }, [screen]);

  // A screen that replaces the control in focus (a form turning into its success text, a retry button turning
  // into "Loading…") would drop focus to <body>, where Escape and the Tab trap no longer reach the dialog.
  // Whenever the content changes and focus has left it that way, it comes back in; and Escape still closes.
  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    const root = node.getRootNode() as ShadowRoot;
    const lost = () => !yielding() && !root.activeElement && (document.activeElement === document.body || document.activeElement === null);
    const observer = new MutationObserver(() => {
      if (frame.current) nameByHeading(frame.current, 'ms-dialog-title', fallbackName());
      if (lost()) focusInto(node);
    });
    observer.observe(node, { childList: true, subtree: true });
    const onDocumentKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !lost()) return;
      event.preventDefault(); // ours, not also the browser's close request to the <dialog>
      onCloseRef.current();
    };
    document.addEventListener('keydown', onDocumentKey);
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onDocumentKey);
    };
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      event.preventDefault(); // handled here: no close request from the browser to the <dialog> as well
      // Not under a provider's overlay: a payment or a captcha run is under way, and the overlay's is the Escape.
      if (!yielding()) onClose();
      return;
    }
    const node = dialog.current;
    if (event.key !== 'Tab' || !node || yielding()) return;
    const items = visibleControls(node);
    const first = items[0];
    const last = items[items.length - 1];
    const active = (node.getRootNode() as ShadowRoot).activeElement;
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (active === first || active === node || !node.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !node.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={frame}
      className={layout.mobile ? 'backdrop mobile' : 'backdrop'}
      onMouseDown={(e) => e.target === e.currentTarget && !yielding() && onClose()}
      onKeyDown={onKeyDown}
    >
      <div
        ref={dialog}
        className="dialog"
        tabIndex={-1}
        data-screen={screen}
        data-animating={animating ? '' : undefined}
        style={layout.width ? { maxWidth: `${layout.width}px` } : undefined}
      >
        {onBack && (
          <button type="button" className="icon-btn back" aria-label={t('back')} onClick={onBack}>
            ‹
          </button>
        )}
        <button type="button" className="icon-btn close" aria-label={t('close')} onClick={onClose}>
          ×
        </button>
        <div key={screen}>{children}</div>
      </div>
    </dialog>
  );
}
