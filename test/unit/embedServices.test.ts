import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMBED_PATH_ATTR } from '../../src/core/shell/hostAttributes';
import { holdEmbeds } from '../../src/host/embedHold';
import { canGoBack, go } from '../../src/state/navigation';
import { route, tokens } from '../../src/state/store';
import { createEmbedServices, type EmbedServices } from '../../src/ui/embeds/embedServices';
import type { Services } from '../../src/state/runtimeTypes';

const signIn = () => (tokens.value = { accessToken: 'a.b.c', refreshToken: 'r', expiresAt: Date.now() + 60_000 });
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let page: Services;
let embed: EmbedServices;
const shown = () => embed.services.route.value;

beforeEach(() => {
  tokens.value = null;
  go({ name: 'idle' });
  page = {
    runtime: { session: { end: vi.fn(() => (tokens.value = null)) }, menu: { ensure: vi.fn(async () => {}) }, logger: { log: vi.fn() } },
    openPath: vi.fn(() => true),
    navigate: vi.fn(),
  } as unknown as Services;
});
afterEach(() => {
  embed.dispose();
  tokens.value = null;
});

describe("an embed's own navigation (part 1 §2 embedded UI)", () => {
  it("starts on its path's screen: /member/account logs a visitor in first, then goes on to the account", () => {
    embed = createEmbedServices('/member/account', page);
    expect(shown()).toEqual({ name: 'login', redirect: { name: 'account' } });
  });

  it("navigates and goes back inside itself; the modal's route and trail are untouched", () => {
    embed = createEmbedServices('/member/account', page);
    embed.services.navigate({ name: 'forgottenPassword' });
    expect(shown()).toEqual({ name: 'forgottenPassword' });
    expect(embed.services.canGoBack.value).toBe(true);
    expect(route.value).toEqual({ name: 'idle' });
    expect(canGoBack.value).toBe(false);
    embed.services.back();
    expect(shown()).toEqual({ name: 'login', redirect: { name: 'account' } });
    expect(embed.services.canGoBack.value).toBe(false);
  });

  it('closing (close, or navigating to idle) returns to its own screen with no way back', () => {
    embed = createEmbedServices('/member/sign_in', page);
    embed.services.navigate({ name: 'forgottenEmail' });
    embed.services.close();
    expect(shown()).toEqual({ name: 'login' });
    expect(embed.services.canGoBack.value).toBe(false);
    embed.services.navigate({ name: 'forgottenEmail' });
    embed.services.navigate({ name: 'idle' });
    expect(shown()).toEqual({ name: 'login' });
  });

  it('a login anywhere brings it to its screen for the member; its own login goes on to the stored redirect', async () => {
    embed = createEmbedServices('/member/sign_in', page);
    embed.services.navigate({ name: 'forgottenPassword' });
    signIn(); // say, in the modal
    expect(shown()).toEqual({ name: 'account' });
    embed.services.afterLogin({ name: 'editProfile' });
    await flush();
    expect(page.runtime.menu.ensure).toHaveBeenCalled();
    expect(shown()).toEqual({ name: 'editProfile' });
    expect(embed.services.canGoBack.value).toBe(false); // a login starts a new trail
  });

  it('after its own login without a redirect it stays on its path, never leaving the page', async () => {
    embed = createEmbedServices('/member/account', page);
    signIn();
    embed.services.afterLogin();
    await flush();
    expect(shown()).toEqual({ name: 'account' });
    expect(page.navigate).not.toHaveBeenCalled();
  });

  it('logging out ends the session and stays, back on its login (the logout redirector is not available when embedded)', () => {
    signIn();
    embed = createEmbedServices('/member/account', page);
    embed.services.navigate({ name: 'editProfile' });
    embed.services.logOut();
    expect(page.runtime.session.end).toHaveBeenCalled();
    expect(shown()).toEqual({ name: 'login', redirect: { name: 'account' } });
    expect(route.value).toEqual({ name: 'idle' }); // the modal did not open the logout redirector
  });

  it('member links open inside it; content links go to the modal, as on the page', () => {
    signIn();
    embed = createEmbedServices('/member/account', page);
    expect(embed.services.openPath('/member/account/edit')).toBe(true);
    expect(shown()).toEqual({ name: 'editProfile' });
    expect(embed.services.openPath('/content/popup/video01')).toBe(true);
    expect(page.openPath).toHaveBeenCalledWith('/content/popup/video01');
    expect(shown()).toEqual({ name: 'editProfile' });
    expect(embed.services.openPath('/courses/')).toBe(false);
  });

  it('stops following the session once disposed', () => {
    embed = createEmbedServices('/member/account', page);
    embed.services.navigate({ name: 'forgottenPassword' });
    embed.dispose();
    signIn();
    expect(shown()).toEqual({ name: 'forgottenPassword' });
  });
});

describe('holding iframes that point at /member/ (they must not load the page)', () => {
  afterEach(() => document.body.replaceChildren());
  const frame = (src: string) => {
    const el = document.createElement('iframe');
    // An empty srcdoc is what happy-dom shows instead of loading src (it reports every src it may not load).
    el.setAttribute('srcdoc', '');
    el.setAttribute('src', src);
    document.body.append(el);
    return el;
  };

  it("sets the member path aside and points the frame at about:blank; another site's frame is left alone", () => {
    const ours = frame('/member/account/edit?from=page');
    const absolute = frame(`${location.origin}/member/sign_in`);
    const theirs = frame('https://other.example/member/account');
    const plain = frame('/videos/intro');
    holdEmbeds();
    expect([...document.querySelectorAll(`iframe[${EMBED_PATH_ATTR}]`)]).toEqual([ours, absolute]);
    expect(ours.getAttribute(EMBED_PATH_ATTR)).toBe('/member/account/edit');
    expect(ours.getAttribute('src')).toBe('about:blank');
    expect(absolute.getAttribute(EMBED_PATH_ATTR)).toBe('/member/sign_in');
    for (const el of [theirs, plain]) expect(el.hasAttribute(EMBED_PATH_ATTR)).toBe(false);
    expect(theirs.getAttribute('src')).toBe('https://other.example/member/account');
  });

  it('holding again keeps held frames and takes a new member path the page gave one', () => {
    const el = frame('/member/account');
    holdEmbeds();
    el.setAttribute('src', '/member/invoices');
    holdEmbeds();
    expect(el.getAttribute(EMBED_PATH_ATTR)).toBe('/member/invoices');
  });
});
