import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ANIMATION_MS, WIDTHS, type WidthName } from '../core/constants';
import { TEXT } from '../core/texts';

const FOCUSABLE = 'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

interface Props {
  title: string;
  width: WidthName;
  onClose: () => void;
  onBack?: () => void;
  children: ReactNode;
}

/**
 * The modal of part 1 §2: an ARIA dialog whose focus moves in, stays in and goes back where it was;
 * close button, Escape and a backdrop click close it; the animation state lasts the first second.
 */
export function Modal({ title, width, onClose, onBack, children }: Props) {
  const dialog = useRef<HTMLDivElement>(null);
  const [animating, setAnimating] = useState(true);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const node = dialog.current;
    (node?.querySelector<HTMLElement>('input,select,textarea') ?? node)?.focus();
    const timer = setTimeout(() => setAnimating(false), ANIMATION_MS);
    return () => {
      clearTimeout(timer);
      previous?.focus?.();
    };
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    const active = (dialog.current.getRootNode() as ShadowRoot).activeElement;
    if (!first || !last) return;
    if (event.shiftKey && (active === first || active === dialog.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()} onKeyDown={onKeyDown}>
      <div
        ref={dialog}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-label={title}
        tabIndex={-1}
        data-animating={animating ? '' : undefined}
        style={{ maxWidth: `${WIDTHS[width]}px` }}
      >
        {onBack && (
          <button type="button" className="icon-btn back" aria-label={TEXT.back} onClick={onBack}>
            ‹
          </button>
        )}
        <button type="button" className="icon-btn close" aria-label={TEXT.close} onClick={onClose}>
          ×
        </button>
        {children}
      </div>
    </div>
  );
}
