/**
 * The inline part of the asynchronous install (README "Installing the widget"; docs/architecture.md, "The
 * asynchronous install snippet"). Never loaded as a file: scripts/snippet.mjs builds it into one minified statement
 * (dist/snippet.js, pasted in dist/snippet.html after the page's config line). It runs in <head> before the page
 * paints, so it puts up the loader's own cloak at once (the same element, the same stylesheet from the same rule),
 * lets a first visit's cloak expire after SNIPPET_CLOAK_MS unless the loader has taken over, and inserts the loader
 * with async and the snippet's own nonce. Small above all: it ships inline in every page of the site.
 */
import { CLOAK_ATTR, MARKER_CLOAK_CSS, cloakStyle, storedKnowledge } from './core/access/cloak';
import { SNIPPET_CLOAK_MS } from './core/constants';
import { configurationUrl } from './core/shell/configurationUrl';
import { siteAddress } from './core/shell/settings';
import { SNIPPET_REQUEST, requestConfig } from './host/configRequest';
import { readSessionEnv } from './host/pageSettings';

/** The loader's URL: the build defines it (production's CDN; the fixture server puts its own in). */
declare const __WIDGET_URL__: string;

((w: Window & { MemberSpace?: Record<string, unknown> }, d: Document, src: string) => {
  const head = d.head || d.documentElement;
  // The page's nonce, for what we add: a nonce-only policy refuses an inline style or script without it.
  const nonce = (d.currentScript as HTMLScriptElement | null)?.nonce || '';
  try {
    const ms = w.MemberSpace || {};
    // A loader already running (a second install on the page) or a cloak already up (a second copy of this
    // snippet) own the cloak: a second timer would strip a body the widget hides on purpose.
    if (!ms.__loader && !d.querySelector(`style[${CLOAK_ATTR}]`)) {
      const style = d.createElement('style');
      style.nonce = nonce;
      style.setAttribute(CLOAK_ATTR, '');
      // The site as the loader reads it: its subdomain lowercased keys the stored list (a config line may write "Demo").
      // The subdomain alone: the tab's environment override (session storage) is read below, on a first visit only.
      const input = { scriptUrl: src, dataset: {}, pageConfig: ms, sessionEnv: null as string | null };
      const site = siteAddress(input);
      const knowledge = storedKnowledge(site?.subdomain, (key) => localStorage.getItem(key), location.pathname);
      style.textContent = cloakStyle(knowledge);
      head.appendChild(style);
      // The loader takes this style over when it runs (src/loader.ts) and marks itself with __loader; from then on
      // the widget decides what it hides. Both objects are asked: a page may replace MemberSpace in between.
      // Only a first visit's cloak expires: a page the stored list knows is protected stays hidden, as the loader
      // keeps it (core/access/availability.ts), however late the widget is.
      if (knowledge === 'unknown') {
        setTimeout(() => {
          if (!ms.__loader && !w.MemberSpace?.__loader) style.textContent = MARKER_CLOAK_CSS;
        }, SNIPPET_CLOAK_MS);
        // A first visit's config, asked for now rather than once the loader has arrived: its answer decides the page
        // (host/firstVisit.ts). Left on the cloak for the loader to take over; only in a top-level page, as there.
        const at = site && w.parent === w && siteAddress({ ...input, sessionEnv: readSessionEnv() });
        if (at) (style as unknown as Record<string, unknown>)[SNIPPET_REQUEST] = requestConfig(configurationUrl(at.apiBase, at.subdomain));
      }
    }
  } catch {
    // a page where even this fails still gets the widget, as with the plain async install
  }
  const script = d.createElement('script');
  script.src = src;
  script.async = true;
  script.nonce = nonce;
  head.appendChild(script);
})(window, document, __WIDGET_URL__);
