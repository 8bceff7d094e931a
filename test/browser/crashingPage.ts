/**
 * The error boundary's crashes (part 1 §4, §8, §9) come from a hostile host page, never from test hooks in the
 * widget: the page replaces `String.fromCodePoint`, which the member menu screen calls while rendering each
 * item's emoji, so that it throws the next `window.__fxCrash` times. Used by error-boundary.spec.ts and
 * resilience-error-boundary.spec.ts.
 */
export function crashingPage() {
  const w = window as unknown as { __fxCrash: number };
  w.__fxCrash = 0;
  const fromCodePoint = String.fromCodePoint;
  String.fromCodePoint = function (...codes: number[]) {
    if (w.__fxCrash > 0) {
      w.__fxCrash--;
      throw new Error('hostile page: String.fromCodePoint');
    }
    return fromCodePoint.apply(String, codes);
  };
}

/** The spec's retry delays, in ms, before the boundary gives up. */
export const DELAYS = [250, 500, 1000, 1000, 1000, 2500, 2500, 2500];
export const REINITIALIZING = 'Error, reinitializing...';
