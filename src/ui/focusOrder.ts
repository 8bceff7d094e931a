/** What the keyboard reaches: the controls a Tab can land on (disabled and tabindex=-1 left out). */
export const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/** Visible controls of `scope` in its tree's order (a control one cannot see, or inert, takes no focus). */
export const visibleControls = (scope: ParentNode): HTMLElement[] =>
  [...scope.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0 && !el.closest('[inert]'));
