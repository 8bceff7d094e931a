import { Embed } from '../Embed';
import { EMBED_TAG } from '../../core/constants';
import { renderUi } from '../mount';
import type { Services } from '../../state/runtimeTypes';
import { createEmbedServices } from './embedServices';

/**
 * Mounts the embedded UI for the member path `path` into `host` (already in the page where the iframe was),
 * with its own navigation (ui/embeds/embedServices.ts). Returns the unmount, for a host the page has removed.
 * Not in ui/mount.ts: the embedded UI loads only with the page's embeds or an embed's frame (ui/embeds/uiEmbeds.ts),
 * not with every interface (src/README.md).
 */
export function mountEmbed(host: HTMLElement, path: string, services: Services, nonce: string | undefined): () => void {
  const embed = createEmbedServices(path, services);
  const unmount = renderUi(host, Embed, { services: embed.services }, services, nonce);
  return () => {
    unmount();
    embed.dispose();
  };
}

/**
 * The embedded UI as the whole page, for a page that is an embed's frame nobody replaces (host/embedFrame.ts):
 * a host of its own after <body> covering the viewport, over the page's own content (the site's 404 page).
 */
export function mountEmbedPage(path: string, services: Services, nonce: string | undefined): void {
  const host = document.createElement(EMBED_TAG);
  host.setAttribute('data-embed', path);
  host.setAttribute('data-embed-page', '');
  document.documentElement.appendChild(host);
  mountEmbed(host, path, services, nonce);
}
