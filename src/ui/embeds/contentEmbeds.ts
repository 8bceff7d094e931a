import { computed, effect, signal, untracked, type Signal } from '@preact/signals-react';
import { inlineContentId, type EmbedState } from '../../core/access/contentRules';
import { refusedEmbed } from '../../core/access/paywallSetting';
import { EMBED_LOCKED_ATTR } from '../../core/shell/hostAttributes';
import { resolveContent } from '../../state/resolveContent';
import { claim, tokenMemberId } from '../../state/store';
import { mountInlineContent } from '../content/mountInline';
import { INLINE_CONTENT_SELECTOR } from '../../host/contentSelector';
import { onHostDomChange } from '../../host/domObserver';
import type { FeatureContext } from '../../host/features';
import { failed, ready } from '../../core/util/loadable';

/** The element an embed lives in, in place of its link (which moves inside it, as the fallback). */
export const EMBED_TAG = 'memberspace-content';

interface Embed {
  id: string;
  host: HTMLElement;
  state: Signal<EmbedState>;
  /** Stops what follows the embed's answer (its locked mark), once the page removed its element. */
  stop: () => void;
}

/**
 * Inline content embeds (part 1 §2): each link becomes an element of ours in its place, with the link inside it
 * (shown until the content resolves, and what a screen reader finds meanwhile). The page's embeds are resolved
 * in one call (disposition inline), again for links the page adds later, and all again when the viewer changes
 * (a login, a logout, a plan joined: the token's member or claim), hiding what the previous viewer saw at once.
 */
export function install(context: FeatureContext): Promise<unknown> {
  const { runtime, services, logger, nonce } = context;
  const embeds: Embed[] = [];
  let generation = 0;

  /** Resolves once `batch` shows its first answers, drawn, with their images in (an image has no size before). */
  const drawn = (batch: Embed[]) =>
    new Promise<void>((frame) => requestAnimationFrame(() => frame())).then(() =>
      Promise.all(batch.flatMap((e) => [...(e.host.shadowRoot?.querySelectorAll('img') ?? [])].map((img) => img.decode().catch(() => {})))),
    );

  /** Asks for `batch`; answers once its first answers are on the page (what is still processing keeps its link). */
  const resolve = (batch: Embed[]): Promise<unknown> => {
    if (!batch.length) return Promise.resolve();
    let answered!: (shown: Promise<unknown>) => void;
    const first = new Promise<unknown>((done) => (answered = done));
    const asked = generation;
    const current = () => asked === generation;
    for (const embed of batch) embed.state.value = { state: 'loading' };
    const descriptors = batch.map((e) => ({ id: e.id, disposition: 'inline' }));
    void resolveContent(runtime, descriptors, {
      live: () => current() && batch.some((e) => e.host.isConnected),
      // What is ready shows at once; what is still processing keeps its link while it is re-checked.
      onResults: (results) => {
        if (!current()) return;
        results.forEach((result, i) => {
          if (result && result.type !== 'unknown') batch[i]!.state.value = ready(result);
        });
        answered(drawn(batch));
      },
    })
      .then((answer) => {
        if (!current()) return;
        batch.forEach((embed, i) => {
          embed.state.value = answer.ok ? ready(answer.data[i]!) : failed(answer.error);
        });
        answered(drawn(batch));
      })
      .catch((error: unknown) => {
        logger.log('ERROR', 'EMBED', 'Inline content could not be resolved', error);
        answered(Promise.resolve());
      });
    return first;
  };

  const retryFailed = () => resolve(embeds.filter((e) => e.host.isConnected && e.state.peek().state === 'failed'));

  const adopt = (link: HTMLAnchorElement): Embed | null => {
    const id = inlineContentId(link.href, location.href);
    if (!id || link.closest(EMBED_TAG)) return null;
    const host = document.createElement(EMBED_TAG);
    host.setAttribute('data-content-id', id);
    link.replaceWith(host);
    host.appendChild(link);
    const state = signal<EmbedState>({ state: 'loading' });
    mountInlineContent(host, services, nonce, { state, onRetry: retryFailed });
    // Refused to this viewer: the paywall markup names it as gated (host/paywallMarkup.ts).
    const stop = effect(() => void host.toggleAttribute(EMBED_LOCKED_ATTR, refusedEmbed(state.value)));
    return { id, host, state, stop };
  };

  const scan = () => {
    try {
      // Embeds whose element the page removed (an SPA's next view) are dropped.
      for (let i = embeds.length - 1; i >= 0; i--) if (!embeds[i]!.host.isConnected) embeds.splice(i, 1)[0]!.stop();
      const added: Embed[] = [];
      for (const link of document.querySelectorAll<HTMLAnchorElement>(INLINE_CONTENT_SELECTOR)) {
        try {
          const embed = adopt(link);
          if (embed) added.push(embed);
        } catch (error) {
          logger.log('ERROR', 'EMBED', `Inline content embed failed for ${link.href}`, error);
        }
      }
      embeds.push(...added);
      return resolve(added);
    } catch (error) {
      logger.log('ERROR', 'EMBED', 'Inline content scan failed', error);
      return Promise.resolve();
    }
  };

  // The viewer as the server judges content: the token's member and its claim (memberships), not the token
  // itself, so an hourly token renewal asks nothing again.
  const viewer = computed(() => JSON.stringify([tokenMemberId.value, claim.value]));
  let seen = viewer.peek();
  effect(() => {
    const key = viewer.value;
    if (key === seen) return;
    seen = key;
    generation++;
    untracked(() => resolve(embeds.filter((e) => e.host.isConnected)));
  });

  onHostDomChange(() => void scan());
  // The first scan's answers are what the layout hold waits for (host/features.ts).
  return scan();
}
