import { EMBED_PATH_ATTR } from '../../core/shell/hostAttributes';
import { EMBED_TAG } from '../../core/constants';
import { mountEmbed } from './mountEmbed';
import { onHostDomChange } from '../../host/domObserver';
import type { FeatureContext } from '../../host/features';

interface Mounted {
  host: HTMLElement;
  path: string;
  unmount: () => void;
}

/** A width attribute in pixels or percent ("600", "80%"); CSS widths are the container's business. */
const WIDTH = /^\s*(\d+(?:\.\d+)?)(%?)\s*$/;

/**
 * The embed's host, placed just before the iframe: at least as tall as the iframe was drawn (its height
 * attribute or the page's CSS for it), so the page does not jump, and no wider than its width attribute.
 */
function createHost(frame: HTMLIFrameElement, path: string): HTMLElement {
  const host = document.createElement(EMBED_TAG);
  host.setAttribute('data-embed', path);
  const height = frame.getBoundingClientRect().height;
  if (height > 0) host.style.setProperty('--ms-embed-min-height', `${Math.round(height)}px`);
  const width = WIDTH.exec(frame.getAttribute('width') ?? '');
  if (width) host.style.setProperty('--ms-embed-max-width', `${width[1]}${width[2] || 'px'}`);
  frame.before(host);
  return host;
}

/**
 * Embedded UI (part 1 §2: "Iframes pointing to /member/ become embedded UI"): each such iframe, held from boot
 * on by host/embedHold.ts so it does not load the page, gets an inline embed showing that path's screen in
 * embedded mode, placed before it; the iframe stays in the page, hidden, so a framework that owns it can still
 * update or remove it. An iframe the page removes takes its embed along; one pointed at another member path
 * gets a new one.
 */
export function install({ services, logger, nonce }: FeatureContext): Promise<unknown> {
  const mounted = new Map<HTMLIFrameElement, Mounted>();
  const drop = (frame: HTMLIFrameElement, embed: Mounted) => {
    mounted.delete(frame);
    embed.unmount();
    embed.host.remove();
  };
  const scan = () => {
    try {
      for (const [frame, embed] of mounted) if (!frame.isConnected) drop(frame, embed);
      for (const frame of document.querySelectorAll<HTMLIFrameElement>(`iframe[${EMBED_PATH_ATTR}]`)) {
        const path = frame.getAttribute(EMBED_PATH_ATTR) ?? '';
        const known = mounted.get(frame);
        if (known && known.path === path && known.host.isConnected) continue;
        if (known) drop(frame, known);
        try {
          const host = createHost(frame, path);
          frame.style.setProperty('display', 'none', 'important');
          mounted.set(frame, { host, path, unmount: mountEmbed(host, path, services, nonce) });
        } catch (error) {
          logger.log('ERROR', 'EMBED', `The embed of ${path} could not start`, error);
        }
      }
    } catch (error) {
      logger.log('ERROR', 'EMBED', 'Scanning the page for embeds failed', error);
    }
  };
  onHostDomChange(scan);
  scan();
  // The layout hold (host/features.ts) waits for each embed's first screen, past its 'Loading…'.
  return Promise.all([...mounted.values()].map(({ host }) => screenShown(host)));
}

/** Resolves once the embed in `host` shows a screen that is no longer loading (its chunk, its data). */
function screenShown(host: HTMLElement): Promise<void> {
  const root = host.shadowRoot;
  const shown = () => !!root?.querySelector('[data-screen]') && !root.querySelector('.loading');
  if (!root || shown()) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { childList: true, subtree: true });
  });
}

/** An embed's frame shows the embedded UI full page (app/deferred.ts): from this chunk, which holds it. */
export { mountEmbedPage } from './mountEmbed';
