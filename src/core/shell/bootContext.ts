/** What the loader hands the main chunk. Types only: the loader must not pull code into itself. */
import type { PageGuard } from '../access/availability';

export interface QueuedCall {
  name: string;
  args: unknown[];
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

export interface BootContext {
  /** The page's window.MemberSpace object: config in, host API out (HOST-API §1, §5). */
  ms: Record<string, unknown>;
  queue: QueuedCall[];
  script: HTMLScriptElement | null;
  /** The loader's URL; chunks and fixture-world bases resolve against it. */
  src: string;
  /** The no-flash cloak stylesheet the loader put in <head> (cloak.ts), or null. */
  cloak?: HTMLStyleElement | null;
  /** The loader's guard against a blank page (host/pageGuard.ts): page protection tells it where the widget is. */
  guard?: PageGuard;
  /** A magic link's `?msopen` the loader took out of the address bar at once (host/msopen.ts), for the widget. */
  msopen?: string | null;
  /**
   * The build's id (the loader's __BUILD_ID__, a digest of every chunk's name): what stored answers are sealed with
   * (state/seal.ts). Here rather than read from MemberSpace.build, which the page can overwrite.
   */
  build?: string;
  /** A first visit's config the loader asked for before the widget ran (host/firstVisit.ts), for the client to take over. */
  config?: PrefetchedAnswer | null;
}

/** A GET the loader sent at once: its URL and the answer to come, which the widget's client takes over once. */
export interface PrefetchedAnswer {
  url: string;
  answer: Promise<Response>;
  /** Aborts the request: the client's timeout ends it as it ends its own (a hung request is never left open). */
  stop: AbortController;
}

/**
 * The dev client's entry (src/dev/client.ts), which only `npm run dev`'s loader loads: it follows the dev server's
 * event stream for the loader's context and build id. Typed here so the loader and the client agree.
 */
export type StartDevClient = (context: BootContext, build: string) => void;
