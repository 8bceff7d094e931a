import { useEffect, useRef } from 'react';

/**
 * A screen that must not be closed silently (the post-signup questionnaire, part 2 §2; a dirty sign-up form)
 * installs a guard while it shows. The dialog's close control, Escape and the backdrop ask it first: false keeps
 * the dialog open (the guard has told the member why). One guard at a time: only one screen shows.
 */
let guard: (() => boolean) | null = null;

export const mayClose = (): boolean => !guard || guard();

export function useCloseGuard(check: () => boolean): void {
  const latest = useRef(check);
  latest.current = check;
  useEffect(() => {
    const mine = () => latest.current();
    guard = mine;
    return () => {
      if (guard === mine) guard = null;
    };
  }, []);
}
