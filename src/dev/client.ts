/**
 * The dev client (`npm run dev` only: esbuild.mjs builds it as a file of its own, and only the dev build's loader
 * loads it). It follows the dev command's event stream on the loader's origin: a new build reloads the page, a
 * failed one shows its error in an overlay over the build that keeps running. Never an exception on the host page.
 */
import type { BootContext, StartDevClient } from '../core/shell/bootContext';
import type { SettingsResult } from '../core/shell/settings';
import { readPageSettings } from '../host/pageSettings';
import { hideBuildError, showBuildError } from './overlay';
import { DEV_EVENTS_PATH } from './protocol';

/** The loader tag's attribute that asks for the dev loop in any environment (the extension's harness sets it). */
export const DEV_ATTR = 'data-ms-dev';

/**
 * Whether the page follows the dev server: in the environments that are the developer's own (the fixture world, a
 * local backend), or wherever a harness put the local build on a live site and said so on the tag. Never in
 * production or staging otherwise, whatever the loader.
 */
export function followsDevServer(settings: SettingsResult, tag: Element | null): boolean {
  if (tag?.hasAttribute(DEV_ATTR)) return true;
  return settings.ok && (settings.settings.env === 'fixture' || settings.settings.env === 'development');
}

/** What the client needs from the page, replaceable in unit tests. */
export interface DevClientDeps {
  EventSource?: typeof EventSource;
  reload?: () => void;
}

/** A listener that never throws onto the page. */
const safe =
  <E extends Event>(listener: (event: E) => void) =>
  (event: E) => {
    try {
      listener(event);
    } catch (error) {
      console.warn('[MemberSpace dev]', error);
    }
  };

export function followDevServer(context: BootContext, build: string, deps: DevClientDeps = {}): EventSource | null {
  try {
    if (!followsDevServer(readPageSettings(context), context.script)) return null;
    const Source = deps.EventSource ?? globalThis.EventSource;
    const reload = deps.reload ?? (() => location.reload());
    const source = new Source(new URL(DEV_EVENTS_PATH, context.src).href);
    source.addEventListener(
      'build',
      safe((event) => {
        const id = (event as MessageEvent).data;
        // The same id: this page runs it already (a build that undid a broken change); nothing to reload.
        if (typeof id === 'string' && id && id !== build) reload();
        else hideBuildError();
      }),
    );
    source.addEventListener(
      'error',
      safe((event) => {
        // EventSource's own 'error' (the stream dropped) carries no data; it reconnects by itself.
        if (event instanceof MessageEvent && typeof event.data === 'string') showBuildError(event.data);
      }),
    );
    return source;
  } catch (error) {
    console.warn('[MemberSpace dev]', error);
    return null;
  }
}

export const startDevClient: StartDevClient = (context, build) => {
  followDevServer(context, build);
};
