/**
 * Plans shown above a screen's actions (registration's summary, the refused page's invitation), which arrive after
 * the screen: the actions wait for them, briefly, so that nothing the visitor reads or clicks moves down when they
 * come (docs/architecture.md "Plans above the actions"). Ours: the spec shows no such wait.
 */

/**
 * How long the actions wait for the plans above them before showing without them: long enough for a slow mobile
 * connection (a few round trips of some hundred milliseconds; the refused page's invitation offers little without
 * its plans), short enough that a request that hangs does not keep 'Log in' from a member for long. It was 1.5 s.
 */
export const PLANS_WAIT_MS = 3000;

/** Where a screen's plans stand. */
export interface PlansWaitState<P> {
  /** The screen shows plans at all (a route naming plans, a page's rule). */
  wanted: boolean;
  /** What this page view already loaded for the same plans, if anything. */
  known: readonly P[] | undefined;
  /** Their request: null while it runs, the plans it gave, or 'failed'. */
  loaded: readonly P[] | 'failed' | null;
  /** PLANS_WAIT_MS have passed without an answer. */
  late: boolean;
}

/**
 * The plans above the actions, or null while the actions wait for them. Never long for what only adds to the screen:
 * an answer that fails or comes late shows the actions without any. Once decided, a screen keeps what it showed
 * (the caller holds it), so a late answer moves nothing either.
 */
export function plansShown<P>({ wanted, known, loaded, late }: PlansWaitState<P>): readonly P[] | null {
  if (!wanted) return [];
  if (known) return known;
  if (loaded === 'failed' || (loaded === null && late)) return [];
  return loaded;
}
