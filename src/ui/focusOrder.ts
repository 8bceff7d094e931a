/** What the keyboard reaches: the controls a Tab can land on (disabled and tabindex=-1 left out). */
export const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/** Whether focus can reach `el`: not when one cannot see it (no box), nor when it is inert (a form that waits). */
export const reachable = (el: Element): boolean => el.getClientRects().length > 0 && !el.closest('[inert]');

/** Visible controls of `scope` in its tree's order (a control one cannot reach takes no focus). */
export const visibleControls = (scope: ParentNode): HTMLElement[] => [...scope.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(reachable);
