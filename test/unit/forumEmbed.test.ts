import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult, Client } from '../../src/api/client';
import type { Call } from '../../src/contract/call';
import { resolveError } from '../../src/core/texts/errors';
import { createLogger } from '../../src/core/util/logger';
import { FORUM_HOSTS } from '../../src/core/shell/forumHosts';
import { TEXT } from '../../src/core/texts/texts';
import { createForumEmbed, type ForumAdapter, type ForumEnv } from '../../src/host/forums/embed';

/** The host side of a forum embed: the owner's markup swapped for the mount and back, failures in place. */

const call = { method: 'GET', path: '/sites/:s/integration/muut', auth: true } as unknown as Call<unknown, { who: string }>;

/** A client whose answers the test releases one by one. */
function pendingClient() {
  const answers: ((result: ApiResult<unknown>) => void)[] = [];
  const client = (() => new Promise((resolve) => answers.push(resolve))) as unknown as Client;
  const ok = (who: string): ApiResult<unknown> => ({ ok: true, data: { who }, status: 200, headers: new Headers() });
  return { client, answers, ok };
}

function setUp(
  client: Client,
  signIn: ForumAdapter<{ who: string }>['signIn'] = async (mount, info) => void mount.replaceChildren(`forum for ${info.who}`),
) {
  document.body.innerHTML = '<section><a class="muut" href="https://muut.com/i/demo" id="owner">Community</a></section>';
  const host = document.getElementById('owner')!;
  const signOut = vi.fn();
  const adapter: ForumAdapter<{ who: string }> = { kind: 'muut', call, signIn, signOut };
  const logger = createLogger([], { error: () => {}, warn: () => {}, log: () => {}, debug: () => {} });
  const env: ForumEnv = { client, hosts: FORUM_HOSTS, nonce: undefined, logger, text: (key) => TEXT[key] };
  return { host, embed: createForumEmbed(host, adapter, env), signOut, logger };
}

const mount = () => document.querySelector('[data-ms-forum-embed]');
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('forum embed on the host page', () => {
  it('a visitor keeps the owner markup, marked logged out', () => {
    const { host, embed } = setUp(pendingClient().client);
    embed.session(null);
    expect(host.isConnected).toBe(true);
    expect(host.getAttribute('data-ms-forum-state')).toBe('loggedOut');
    expect(mount()).toBeNull();
  });

  it('a member: the mount stands in for the owner markup, loading, then the forum signed in', async () => {
    const { client, answers, ok } = pendingClient();
    const { host, embed } = setUp(client);
    embed.session(7);
    expect(host.isConnected).toBe(false);
    expect(mount()?.getAttribute('data-ms-forum-state')).toBe('signingIn');
    expect(mount()?.getAttribute('aria-busy')).toBe('true');
    expect(mount()?.textContent).toBe('Loading…');
    answers[0]!(ok('member 7'));
    await flush();
    expect(mount()?.getAttribute('data-ms-forum-state')).toBe('signedIn');
    expect(mount()?.hasAttribute('aria-busy')).toBe(false);
    expect(mount()?.textContent).toBe('forum for member 7');
  });

  it('logout clears the embed: the owner markup is back in its place and the forum is signed out', async () => {
    const { client, answers, ok } = pendingClient();
    const { host, embed, signOut } = setUp(client);
    embed.session(7);
    answers[0]!(ok('member 7'));
    await flush();
    embed.session(null);
    expect(mount()).toBeNull();
    expect(host.parentElement?.tagName).toBe('SECTION');
    expect(host.getAttribute('data-ms-forum-state')).toBe('loggedOut');
    expect(signOut).toHaveBeenCalledWith({ who: 'member 7' }, expect.anything());
  });

  it('a failed integration call shows our text in place, or the server text when it sent one', async () => {
    const { client, answers } = pendingClient();
    const { embed } = setUp(client);
    embed.session(7);
    answers[0]!({ ok: false, error: resolveError(503, null) });
    await flush();
    expect(mount()?.getAttribute('data-ms-forum-state')).toBe('failed');
    expect(mount()?.querySelector('[role="alert"]')?.textContent).toBe('Failed to get Muut integration information');

    embed.session(8);
    answers[1]!({ ok: false, error: resolveError(404, { error: 'Muut integration is not enabled.' }) });
    await flush();
    expect(document.querySelectorAll('[data-ms-forum-embed]')).toHaveLength(1);
    expect(mount()?.querySelector('[role="alert"]')?.textContent).toBe('Muut integration is not enabled.');
  });

  it("a forum that cannot load shows the load failure, logged under the forum's topic", async () => {
    const { client, answers, ok } = pendingClient();
    const { embed, logger } = setUp(client, async () => {
      throw new Error('blocked');
    });
    embed.session(7);
    answers[0]!(ok('member 7'));
    await flush();
    expect(mount()?.querySelector('[role="alert"]')?.textContent).toBe('The forum could not be loaded. Please try again later.');
    expect(logger.entries().map((e) => [e.level, e.topic])).toContainEqual(['ERROR', 'MUUT']);
  });

  it('an answer that arrives after logout shows nothing', async () => {
    const { client, answers, ok } = pendingClient();
    const signIn = vi.fn(async () => {});
    const { host, embed } = setUp(client, signIn);
    embed.session(7);
    embed.session(null);
    answers[0]!(ok('member 7'));
    await flush();
    expect(signIn).not.toHaveBeenCalled();
    expect(host.isConnected).toBe(true);
    expect(mount()).toBeNull();
  });
});
