import { knowledgeFromAnswer } from '../core/access/firstVisit';
import type { PageGuard } from '../core/access/availability';
import { PROTECTION_TAG } from '../core/access/protectionTag';

/**
 * The decision chunk of a first visit (a file of its own, built by esbuild.mjs beside the loader, which imports it by
 * URL: host/firstVisit.ts). It shows a page the config's answer clearly leaves out, and hides one it covers. It waits for the document to be
 * parsed first, since a page-protection tag (a server's refusal) is a doubt the widget must judge.
 */
export async function decideFirstVisit(response: Response, guard: Pick<PageGuard, 'know'>): Promise<void> {
  const json: unknown = response.ok ? await response.json() : null;
  if (document.readyState === 'loading') await new Promise((parsed) => document.addEventListener('DOMContentLoaded', parsed, { once: true }));
  // The page's path of that moment: a single-page app may have moved on while the answer came.
  const knowledge = knowledgeFromAnswer(json, location.pathname);
  // A page the answer protects is hidden now, even one the browser has painted (the plain async install): known.
  if (knowledge === 'known' || (knowledge === 'none' && !document.getElementsByTagName(PROTECTION_TAG).length)) guard.know(knowledge);
}

export type DecideFirstVisit = typeof decideFirstVisit;
