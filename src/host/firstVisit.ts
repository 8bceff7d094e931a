import type { PageGuard, PageKnowledge } from '../core/access/availability';
import { knowledgeFromAnswer } from '../core/access/firstVisit';
import { PROTECTION_TAG } from '../core/access/protectionTag';
import type { PrefetchedAnswer } from '../core/shell/bootContext';
import { requestConfig } from './configRequest';

/**
 * A first visit (no protected-path list stored yet): the loader asks for the config itself, at once (or takes over
 * the request the install snippet sent before it arrived, src/snippet.ts), and the answer shows a page it clearly
 * leaves out without waiting for the widget's chunks (docs/architecture.md "A first visit decided from the config").
 * The request is the one the widget's client would send (api/client.ts takes its answer over), so the config is
 * still asked for once. `decided` gets what the answer told of the page ('unknown' when nothing, or when it failed).
 */
export function askConfigFirst(
  url: string,
  guard: PageGuard,
  early: PrefetchedAnswer | null | undefined,
  decided: (knowledge: PageKnowledge) => void,
): PrefetchedAnswer {
  // The snippet's request serves when it is the same request; another (the tab's environment override, a page that
  // changed its config in between) is stopped, and this one sent.
  if (early && early.url !== url) early.stop.abort();
  const { answer, stop } = early?.url === url ? early : requestConfig(url);
  // The copy is taken before anyone else sees the answer (this reaction is registered before the client gets the
  // promise, and reactions run in that order): the client then reads its own body, in any order.
  answer
    .then((response) => decideFirstVisit(response.clone(), guard))
    // A failed request decides nothing here: the widget decides, and reports a failed config.
    .catch((): PageKnowledge => 'unknown')
    .then(decided);
  return { url, answer, stop };
}

/**
 * Shows a page the config's answer clearly leaves out, and hides one it covers. It waits for the document to be
 * parsed first, since a page-protection tag (a server's refusal) is a doubt the widget must judge.
 */
export async function decideFirstVisit(response: Response, guard: Pick<PageGuard, 'know'>): Promise<PageKnowledge> {
  const json: unknown = response.ok ? await response.json() : null;
  if (document.readyState === 'loading') await new Promise((parsed) => document.addEventListener('DOMContentLoaded', parsed, { once: true }));
  // The page's path of that moment: a single-page app may have moved on while the answer came.
  const knowledge = knowledgeFromAnswer(json, location.pathname);
  // A page the answer protects is hidden now, even one the browser has painted (the plain async install): known.
  if (knowledge === 'none' && document.getElementsByTagName(PROTECTION_TAG).length) return 'unknown';
  if (knowledge !== 'unknown') guard.know(knowledge);
  return knowledge;
}
