/**
 * Third-party scripts and stylesheets that host features add to the page (the forums' own code). Every tag
 * carries the loader's nonce, so a page with a strict Content-Security-Policy that allows the host still runs
 * it; each load is bounded by the script-loading timeout (part 1 §9) and rejects with a reason to log. A file
 * pinned by version also carries its integrity hash.
 */
import { withTimeout } from '../core/util/poll';

type Kind = 'script' | 'style';

function createTag(kind: Kind, url: string, nonce: string | undefined, integrity?: string): HTMLScriptElement | HTMLLinkElement {
  const tag = kind === 'script' ? document.createElement('script') : document.createElement('link');
  if (integrity) {
    // A pinned file (forumHosts.ts Pinned): the browser runs it only when its bytes match; SRI needs CORS.
    tag.integrity = integrity;
    tag.crossOrigin = 'anonymous';
  }
  if (tag instanceof HTMLScriptElement) {
    tag.src = url;
    tag.async = true;
  } else {
    tag.rel = 'stylesheet';
    tag.href = url;
  }
  if (nonce) tag.nonce = nonce;
  return tag;
}

/** Appends the tag and settles on its load or error event; a tag that failed is removed again. */
function settle(tag: HTMLScriptElement | HTMLLinkElement, parent: Node, url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    tag.addEventListener('load', () => resolve(), { once: true });
    tag.addEventListener('error', () => (tag.remove(), reject(new Error(`Could not load ${url}`))), { once: true });
    parent.appendChild(tag);
  });
}

const loaded = new Map<string, Promise<void>>();

/**
 * One tag per URL and page, in <head>: a second caller waits for the same tag. A failed tag is forgotten so a
 * later attempt can try again (a filter switched off); a slow one stays, and a retry waits for it.
 */
export function loadOnce(kind: Kind, url: string, nonce: string | undefined, timeoutMs: number, integrity?: string): Promise<void> {
  let loading = loaded.get(url);
  if (!loading) {
    loading = settle(createTag(kind, url, nonce, integrity), document.head ?? document.documentElement, url);
    loading.catch(() => loaded.delete(url));
    loaded.set(url, loading);
  }
  return withTimeout(loading, timeoutMs, url);
}

/** A fresh script tag inside `parent` (scripts that render where their tag is), settled within the timeout. */
export function insertScript(url: string, parent: Element, options: { nonce: string | undefined; timeoutMs: number; id?: string }): Promise<void> {
  const tag = createTag('script', url, options.nonce);
  if (options.id) tag.id = options.id;
  return withTimeout(settle(tag, parent, url), options.timeoutMs, url);
}
