import type { Logger } from '../core/util/logger';
import type { Runtime } from '../state/runtimeTypes';
import type { Services } from '../state/runtimeTypes';
import { markLoad } from '../state/loadedModules';
import { onHostDomChange } from './domObserver';
import { settleLayout } from './layoutHold';
import { retryLater } from './retryLater';

/** What a host feature gets when its module is loaded. */
export interface FeatureContext {
  runtime: Runtime;
  services: Services;
  logger: Logger;
  /** The loader tag's nonce, for anything the feature must inject under a strict CSP. */
  nonce: string | undefined;
}

/** A host-page feature kept out of the boot path: its module loads only once the page has its elements. */
export interface HostFeature {
  name: string;
  /** Elements the feature works on; the module is not downloaded while none is on the page. */
  selector: string;
  /** What `install` returns is waited for by the layout hold: a promise of its first pass on the page, or nothing. */
  load: () => Promise<{ install: (context: FeatureContext) => unknown }>;
}

/**
 * Loads each feature whose elements are on the page, once the document is parsed (so a feature meets the
 * page's elements in one batch, not the part parsed so far) and whenever the host DOM changes afterwards (one
 * shared, throttled observer), once. A feature that fails to load is logged and asked for again later, not on every
 * change.
 */
export function installFeatures(features: readonly HostFeature[], context: FeatureContext): () => void {
  const pending = new Set(features);
  const firstPasses: Promise<unknown>[] = [];
  const scan = () => {
    for (const feature of pending) {
      let present = false;
      try {
        present = document.querySelector(feature.selector) !== null;
      } catch (error) {
        context.logger.log('ERROR', 'DOM', `Bad selector for ${feature.name}`, error);
      }
      if (!present) continue;
      pending.delete(feature);
      markLoad(feature.name, 'loading');
      const installed = feature
        .load()
        .then((module) => {
          const firstPass = module.install(context);
          markLoad(feature.name, 'installed');
          return firstPass;
        })
        .catch((error: unknown) => {
          markLoad(feature.name, 'failed');
          context.logger.log('ERROR', 'EMBED', `${feature.name} could not start`, error);
          retryFeature(feature);
        });
      firstPasses.push(installed);
    }
    if (!pending.size) stop();
  };
  let stop = () => {};
  const observe = () => {
    stop();
    const stopObserving = onHostDomChange(scan);
    stop = () => {
      stopObserving();
      stop = () => {};
    };
  };
  // A module that could not come (a dropped request, the connection gone) is asked for again on the error boundary's
  // schedule, then when the browser is back online: never on every change of the page.
  const attempts = new Map<HostFeature, number>();
  let ended = false;
  const retryFeature = (feature: HostFeature) => {
    const plan = retryLater(attempts.get(feature) ?? 0, () => {
      if (ended) return;
      pending.add(feature);
      observe();
      scan();
    });
    attempts.set(feature, plan.attempts);
  };
  const begin = () => {
    observe();
    scan();
    // The page as parsed, with the first pass of each feature it needs, is what the layout hold waited for (navigation
    // links are relabelled before this runs); a first pass that fails ends it too. One that hangs (a content answer that
    // never comes) keeps nobody waiting: the hold's own bound has shown the page by then.
    // (Promise.all over caught passes, not allSettled: a page's Promise polyfill may lack it.)
    void Promise.all(firstPasses.splice(0).map((pass) => Promise.resolve(pass).catch(() => {}))).then(settleLayout);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', begin, { once: true });
  else begin();
  return () => {
    ended = true;
    document.removeEventListener('DOMContentLoaded', begin);
    stop();
  };
}
