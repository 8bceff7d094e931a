import type { PageGuard } from '../core/access/availability';
import type { PrefetchedAnswer } from '../core/shell/bootContext';
import type { DecideFirstVisit } from './firstVisitDecision';

/**
 * A first visit (no protected-path list stored yet): the loader asks for the config itself, at once and beside the
 * boot chunks, and the small decision chunk (host/firstVisitDecision.ts, fetched in parallel) shows a page the answer
 * clearly leaves out without waiting for the widget's chunks (docs/architecture.md "A first visit decided from the
 * config"). The request is the one the widget's client would send (api/client.ts takes its answer over), so the
 * config is still asked for once. Kept apart from the decision so the loader stays small.
 */
export function askConfigFirst(url: string, decisionUrl: string, guard: PageGuard): PrefetchedAnswer {
  let copy: Response | undefined;
  const stop = new AbortController();
  // The copy is taken before anyone else sees the answer: the client then reads its own body, in any order.
  const answer = fetch(url, { headers: { Accept: 'application/json' }, credentials: 'omit', signal: stop.signal }).then((response) => {
    copy = response.clone();
    return response;
  });
  Promise.all([answer, import(decisionUrl)])
    .then(([, chunk]: [Response, { decideFirstVisit: DecideFirstVisit }]) => chunk.decideFirstVisit(copy as Response, guard))
    // A failed request or chunk decides nothing here: the widget decides, and reports a failed config.
    .catch(() => {});
  return { url, answer, stop };
}
