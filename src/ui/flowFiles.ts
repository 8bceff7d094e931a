import type { Flow } from '../core/shell/flows';
import { getNonce } from '../shell/nonce';

/**
 * Each flow's files beyond the interface's own (its chunk and what that imports): the browser finds a flow's shared
 * chunks only once the flow's own file has arrived and been read, one round trip after it, and the screen waits for
 * them. The interface asks for them beside the flow's file instead (docs/architecture.md "A flow's files together").
 * The build writes the table in place of this placeholder, from esbuild's chunk graph (scripts/flowFiles.mjs); a
 * build without it (a unit test's) asks for nothing more, as before.
 */
const TABLE = '__MS_FLOW_FILES__';

let files: Partial<Record<Flow, unknown>> | undefined;

/** The table, read once; a placeholder left in place (no table) or anything else reads as none. */
function table(): Partial<Record<Flow, unknown>> {
  if (!files) {
    files = {};
    try {
      const read: unknown = JSON.parse(TABLE);
      if (read && typeof read === 'object') files = read;
    } catch {
      // no table in this build
    }
  }
  return files;
}

/** The files asked for already, by address. */
const asked = new Set<string>();
/**
 * A preload that failed: a policy that refuses them (a strict one whose nonce the loader's tag did not carry) reports
 * each refusal to the site, so none is asked for after the first flow's in this page view; the chunks bring their
 * files as before.
 */
let refused = false;

/** Asks for `flow`'s files (the build's table above) beside the flow's own chunk. */
export function preloadFlowFiles(flow: Flow): void {
  const list = table()[flow];
  if (Array.isArray(list)) preloadFiles(list, import.meta.url);
}

/**
 * Asks for `list`'s files (addresses relative to `base`) as module preloads: fetched and compiled, not run, so every
 * module still runs when and in the order its importer says (a chunk's styles, for one). A file already loaded is
 * taken from the page's module map, with no request. With the loader's nonce, for a strict Content-Security-Policy;
 * each link leaves the page once its file is in. Never throws: a browser without module preloads (Safari before 17)
 * fetches the files when the flow's chunk asks for them, as before.
 */
export function preloadFiles(list: readonly unknown[], base: string): void {
  try {
    const head = document.head ?? document.documentElement;
    for (const file of list) {
      // Chunks' names only: a table a page's script tampered with asks for nothing of its choosing.
      if (refused || typeof file !== 'string' || !/^[\w-]+\.js$/.test(file)) continue;
      const href = new URL(file, base).href;
      if (asked.has(href)) continue;
      const link = document.createElement('link');
      if (!link.relList.supports('modulepreload')) return;
      asked.add(href);
      link.rel = 'modulepreload';
      link.href = href;
      const nonce = getNonce();
      if (nonce) link.nonce = nonce;
      link.onload = () => link.remove();
      link.onerror = () => {
        refused = true;
        link.remove();
      };
      head.appendChild(link);
    }
  } catch {
    // a page that broke the DOM API: the flow's chunk still brings its files
  }
}
