import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { ANIMATION_MS, YIELD_ATTR } from '../core/constants';
import type { ModalLayout } from '../core/shell/layout';
import { siteConfig } from '../state/store';
import { visibleControls } from './focusOrder';
import { nameByHeading } from './nameByHeading';
import { t } from './t';

/** A screen without a heading (loading, a content item without a title) is named by the site. */
export const fallbackName = (): string => siteConfig.peek()?.name || t('loading');

/**
 * Focus to the screen's first field, else the dialog itself (its heading names it for screen readers). Not a file
 * input: focus there is one key away from a file picker nobody asked for (edit profile's picture comes first).
 */
export function focusInto(node: HTMLElement): void {
  const fields = node.querySelectorAll<HTMLElement>('input:not([type=file]),select,textarea');
  // Only a field one can see: a captcha's hidden response box must not take the focus.
  const first = [...fields].find((el) => el.getClientRects().length > 0);
  (first ?? node).focus();
}

interface Props {
  /** Changes with the screen: focus moves to the new screen and its heading names the dialog. */
  screen: string;
  layout: ModalLayout;
  onClose: () => void;
  onBack?: (() => void) | undefined;
  children: ReactNode;
}

/**
 * The modal of part 1 §2: an ARIA dialog named by its screen's heading, whose focus moves in, stays in and
 * goes back where it was; close button, Escape and a backdrop click close it; the animation state lasts the
 * first second after opening.
 */
export function Modal({ screen, layout, onClose, onBack, children }: Props) {
  const dialog = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const [animating, setAnimating] = useState(true);
  // While a provider's overlay (3D Secure, a captcha challenge) may be on the page, our host carries the mark of
  // ui/providerOverlay.ts: the dialog neither pulls the focus back, traps Tab nor closes (Escape, backdrop).
  const yielding = () => !!(dialog.current?.getRootNode() as ShadowRoot | undefined)?.host?.hasAttribute(YIELD_ATTR);

  // A layout effect declared before the focusing one: it reads where focus was before the dialog took it.
  useLayoutEffect(() => {
    const root = dialog.current?.getRootNode() as ShadowRoot | undefined;
    // Focus before opening: on the host page, or inside our shadow root (the member button).
    const previous = (root?.activeElement ?? document.activeElement) as HTMLElement | null;
    const timer = setTimeout(() => setAnimating(false), ANIMATION_MS);
    return () => {
      clearTimeout(timer);
      if (previous?.isConnected) previous.focus?.();
    };
  }, []);

  useLayoutEffect(() => {
    const node = dialog.current;
    if (!node) return;
    nameByHeading(node, 'ms-dialog-title', fallbackName());
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
      nameByHeading(node, 'ms-dialog-title', fallbackName());
      if (lost()) focusInto(node);
    });
    observer.observe(node, { childList: true, subtree: true });
    const onDocumentKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && lost()) onCloseRef.current();
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
    <div
      className={layout.mobile ? 'backdrop mobile' : 'backdrop'}
      onMouseDown={(e) => e.target === e.currentTarget && !yielding() && onClose()}
      onKeyDown={onKeyDown}
    >
      <div
        ref={dialog}
        className="dialog"
        role="dialog"
        aria-modal="true"
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
    </div>
  );
}
