import { effect, untracked } from '@preact/signals-react';
import type { Client } from '../api/client';
import { getMemberMenu } from '../contract/bootCalls';
import type { MenuData } from '../contract/site';
import { USER_STALE_S } from '../core/bootConstants';
import { createQuery } from './queryRunner';
import type { MenuLoader } from './runtimeTypes';
import type { Session } from './lazySession';
import { menuQuery, siteConfig, tokenMemberId, tokens } from './store';

/** The member menu's query and loading; `onData` shares each answer (persistence, other tabs). */
export function createMenuLoader(
  client: Client,
  session: Pick<Session, 'memberId' | 'generation'>,
  onData: (data: typeof MenuData.TYPE, fetchedAt: number) => void,
): MenuLoader {
  const runner = createQuery(menuQuery, {
    // The menu is the member's own: it carries whose it is, so it is never shown under another session.
    fetch: async () => {
      const owner = session.memberId();
      const result = await client(getMemberMenu);
      return result.ok ? { ...result, data: { items: result.data.items, owner } } : result;
    },
    staleMs: USER_STALE_S * 1000,
    epoch: session.generation,
    onData,
  });
  const ensure = (): Promise<void> => {
    if (!tokens.peek() || !siteConfig.peek()?.memberMenu.enabled) return Promise.resolve();
    return menuQuery.peek().data?.owner === session.memberId() ? runner.revalidate() : runner.run();
  };
  const follow = () =>
    effect(() => {
      void tokenMemberId.value;
      void siteConfig.value?.memberMenu.enabled;
      void untracked(ensure);
    });
  return { ensure, follow };
}
