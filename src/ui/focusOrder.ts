/** What the keyboard reaches: the controls a Tab can land on (disabled and tabindex=-1 left out). */
export const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/** Visible controls of `scope` in its tree's order (a control one cannot see takes no focus). */
export const visibleControls = (scope: ParentNode): HTMLElement[] =>
  [...scope.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);

/** The control right after `from` (or right before it) in `scope`, leaving out anything inside `from`. */
export function controlBeside(scope: ParentNode, from: Node, direction: 'next' | 'previous'): HTMLElement | null {
  const side = direction === 'next' ? Node.DOCUMENT_POSITION_FOLLOWING : Node.DOCUMENT_POSITION_PRECEDING;
  const beside = visibleControls(scope).filter((el) => !from.contains(el) && from.compareDocumentPosition(el) & side);
  return (direction === 'next' ? beside[0] : beside[beside.length - 1]) ?? null;
}
