import { MOBILE_MAX_WIDTH, SCROLL_SHADOW_MAX_PX, WIDTHS, type WidthName } from '../constants';

export interface ModalLayout {
  /** Width in px, or null for the full width of a phone screen. */
  width: number | null;
  mobile: boolean;
}

/**
 * Modal width (part 1 §2): menu mode (small) is always 300; otherwise the widest of the four sizes that fits
 * the portal width, never wider than the screen's own size. Under 768 px the modal takes the whole screen.
 */
export function modalLayout(size: WidthName, portalWidth: number): ModalLayout {
  if (portalWidth < MOBILE_MAX_WIDTH) return { width: size === 'small' ? WIDTHS.small : null, mobile: true };
  if (size === 'small') return { width: WIDTHS.small, mobile: false };
  const cap = Math.min(WIDTHS[size], portalWidth);
  const fitting = Object.values(WIDTHS).filter((w) => w <= cap);
  return { width: Math.max(WIDTHS.small, ...fitting), mobile: false };
}

export interface ScrollMetrics {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/**
 * The scroll shadow's depth at each edge of a scrolling list (part 1 §9: "at most 48 px"): as deep as what is
 * scrolled away above, and as what is left below, up to 48 px; none at an edge with nothing beyond it.
 */
export function scrollShadows({ scrollTop, scrollHeight, clientHeight }: ScrollMetrics): { top: number; bottom: number } {
  const clamp = (px: number) => Math.min(SCROLL_SHADOW_MAX_PX, Math.max(0, Math.round(px)));
  return { top: clamp(scrollTop), bottom: clamp(scrollHeight - clientHeight - scrollTop) };
}
