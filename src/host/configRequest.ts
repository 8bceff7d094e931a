import type { PrefetchedAnswer } from '../core/shell/bootContext';

/**
 * A first visit's config request, sent before the widget runs (by the install snippet, else by the loader), in the
 * very shape the widget's client sends it (GET, JSON, no credentials), so the client can take its answer over
 * (api/client.ts) and the config is asked for once. Kept here so the snippet and the loader send the same request.
 */
export function requestConfig(url: string): PrefetchedAnswer {
  const stop = new AbortController();
  // No referrer: the snippet sends it before the loader has taken a magic link's token out of the address bar, and a
  // page's own referrer policy (unsafe-url) would send that address whole.
  const answer = fetch(url, { headers: { Accept: 'application/json' }, credentials: 'omit', referrerPolicy: 'no-referrer', signal: stop.signal });
  // No loader may come to take it over (blocked), or the loader stops it: never an unhandled rejection on the host
  // page (its error tracker would report it). Whoever takes the answer over still sees the failure.
  answer.catch(() => {});
  return { url, answer, stop };
}

/**
 * Where the snippet leaves its request for the loader: on the cloak element it put up, which the loader takes over
 * by its attribute (a page that replaces window.MemberSpace in between cannot lose it).
 */
export const SNIPPET_REQUEST = '__msConfig';
