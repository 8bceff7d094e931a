import { HOST_DOM_COUNTER_WRAP, HOST_OBSERVER_THROTTLE_MS } from '../core/bootConstants';

/** Each listener hears the change counter: how many throttled bursts the page has had, wrapping at 100000. */
type Listener = (change: number) => void;
const listeners = new Set<Listener>();
let observer: MutationObserver | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
let change = 0;

/** The counter after one more burst (part 1 §9: wraps at 100000). */
export const nextChange = (n: number): number => (n + 1) % HOST_DOM_COUNTER_WRAP;

/** The host DOM change counter now: a page that never settles shows as a counter that keeps moving. */
export const hostDomChanges = (): number => change;

const flush = () => {
  timer = null;
  change = nextChange(change);
  for (const listener of listeners) listener(change);
};

/** Our containers of third parties' UI in the page (ui/lightSlot.tsx): a set, so a page's node cannot pass for one. */
export const ourContainers = new WeakSet<Node>();

const inOurs = (node: Node | null): boolean => {
  for (let at = node; at; at = at.parentNode) if (ourContainers.has(at)) return true;
  return false;
};

/**
 * A change that is only ours: a light-DOM container of a third party's UI coming or going, or anything inside one
 * (the card provider's frames). No host feature reads those; they would cost a scan each.
 */
export function onlyOurs(record: MutationRecord): boolean {
  if (inOurs(record.target)) return true;
  const nodes = [...record.addedNodes, ...record.removedNodes];
  return nodes.length > 0 && nodes.every((node) => ourContainers.has(node));
}

/**
 * One throttled observer of the host page's DOM for every host feature (GUIDE: host layer): a burst of
 * changes (a builder re-rendering, an SPA route) runs each listener once per 300 ms, not per mutation.
 * Our own shadow host's changes are invisible here: they happen inside the shadow root; the containers we put in
 * the page for third parties are skipped (onlyOurs).
 */
export function onHostDomChange(listener: Listener): () => void {
  listeners.add(listener);
  if (!observer) {
    observer = new MutationObserver((records) => {
      if (records.every(onlyOurs)) return;
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
