import { HOST_OBSERVER_THROTTLE_MS } from '../core/constants';

type Listener = () => void;
const listeners = new Set<Listener>();
let observer: MutationObserver | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;

const flush = () => {
  timer = null;
  for (const listener of listeners) listener();
};

/**
 * One throttled observer of the host page's DOM for every host feature (GUIDE: host layer): a burst of
 * changes (a builder re-rendering, an SPA route) runs each listener once per 300 ms, not per mutation.
 * Our own shadow host's changes are invisible here: they happen inside the shadow root.
 */
export function onHostDomChange(listener: Listener): () => void {
  listeners.add(listener);
  if (!observer) {
    observer = new MutationObserver(() => {
      timer ??= setTimeout(flush, HOST_OBSERVER_THROTTLE_MS);
    });
    observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true });
  }
  return () => {
    listeners.delete(listener);
    if (!listeners.size) {
      observer?.disconnect();
      observer = null;
    }
  };
}
