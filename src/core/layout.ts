import { MOBILE_MAX_WIDTH, WIDTHS, type WidthName } from './constants';

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
