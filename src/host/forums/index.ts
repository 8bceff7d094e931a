/**
 * Forum embeds (part 1 §2): finds the forums' markup on the page, now and as the page changes, and keeps each
 * embed in step with who is logged in. Visitors see the site owner's markup as it is (the forum logged out);
 * a link to a forum's member path also opens sign-in for them. Members see the forum signed in, in its place.
 */
import { effect, untracked } from '@preact/signals-react';
import type { ApiResult, Client } from '../../api/client';
import type { Call } from '../../contract/call';
import { forumHostsFor } from '../../core/shell/forumHosts';
import { forumOfPath, muutCommunityOf, WEBSITE_TOOLBOX_EMBED_ID, type ForumKind } from '../../core/shell/forum';
import { sameOriginPath } from '../../core/shell/path';
import { tokenMemberId } from '../../state/store';
import { wording } from '../../state/wording';
import { onHostDomChange } from '../domObserver';
import type { FeatureContext } from '../features';
import { createForumEmbed, MOUNT_ATTR, type ForumAdapter, type ForumEmbed, type ForumEnv } from './embed';
import { muut } from './muut';
import { FORUM_SELECTOR } from './selector';
import { websiteToolbox } from './websiteToolbox';

const ADAPTERS: Record<ForumKind, ForumAdapter<any>> = { muut, websiteToolbox };

/** The forum an element holds, and whether it is a member-path link (which means sign-in to a visitor). */
function forumOf(element: Element): { kind: ForumKind; pathLink: boolean } | null {
  if (element.id === WEBSITE_TOOLBOX_EMBED_ID) return { kind: 'websiteToolbox', pathLink: false };
  if (!(element instanceof HTMLAnchorElement)) return null;
  if (element.classList.contains('muut') && muutCommunityOf(element.href)) return { kind: 'muut', pathLink: false };
  const path = sameOriginPath(element.href, location.href);
  const kind = path === null ? null : forumOfPath(path);
  return kind ? { kind, pathLink: true } : null;
}

export function install(context: FeatureContext): void {
  const { runtime, services, logger, nonce } = context;
  // Several embeds of one forum on a page ask for the member's integration info once.
  const inFlight = new Map<string, Promise<ApiResult<unknown>>>();
  const client: Client = <B, R>(call: Call<B, R>) => {
    const key = `${call.path} ${tokenMemberId.peek()}`;
    let answer = inFlight.get(key);
    if (!answer) {
      answer = runtime.client(call);
      inFlight.set(key, answer);
      void answer.finally(() => inFlight.delete(key));
    }
    return answer as Promise<ApiResult<R>>;
  };
  const env: ForumEnv = { client, hosts: forumHostsFor(runtime.settings), nonce, logger, text: wording };
  const embeds = new Map<Element, ForumEmbed>();

  /** A visitor's click on a forum's member path opens sign-in; the forum takes the link's place after it. */
  const signInFirst = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    services.openPath('/member/sign_in');
  };

  const scan = () => {
    try {
      for (const element of document.querySelectorAll(FORUM_SELECTOR)) {
        if (embeds.has(element) || element.closest(`[${MOUNT_ATTR}]`)) continue;
        const found = forumOf(element);
        if (!found) continue;
        const embed = createForumEmbed(element, ADAPTERS[found.kind], env);
        embeds.set(element, embed);
        if (found.pathLink) (element as HTMLAnchorElement).addEventListener('click', signInFirst);
        embed.session(tokenMemberId.peek());
      }
      // Embeds whose markup the page removed (an SPA view) are forgotten.
      for (const [element, embed] of embeds) if (!embed.connected()) embeds.delete(element);
    } catch (error) {
      logger.log('ERROR', 'EMBED', 'Looking for forum embeds failed', error);
    }
  };

  scan();
  onHostDomChange(scan);
  effect(() => {
    const memberId = tokenMemberId.value;
    untracked(() => {
      for (const embed of embeds.values()) {
        try {
          embed.session(memberId);
        } catch (error) {
          logger.log('ERROR', 'EMBED', 'Updating a forum embed failed', error);
        }
      }
    });
  });
}
