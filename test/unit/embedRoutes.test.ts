import { signal } from '@preact/signals-react';
import { afterEach, describe, expect, it } from 'vitest';
import { EMBED_PATH_ATTR } from '../../src/core/shell/hostAttributes';
import type { Route } from '../../src/core/shell/screens';
import { embeddedScreens, embedsSettling, trackEmbedRoute } from '../../src/state/embedRoutes';

/** An iframe as host/embedHold.ts leaves it: its member path set aside, its own page never loaded. */
const heldFrame = (path: string) => {
  const held = document.createElement('iframe');
  held.setAttribute(EMBED_PATH_ATTR, path);
  document.body.append(held);
};

const untracks: (() => void)[] = [];
const track = (route: Route) => {
  const r = signal<Route>(route);
  untracks.push(trackEmbedRoute(r));
  return r;
};

afterEach(() => {
  untracks.splice(0).forEach((untrack) => untrack());
  document.body.replaceChildren();
});

describe('the embedded interfaces on the page', () => {
  it('lists the live route of each mounted embed', () => {
    track({ name: 'account' });
    track({ name: 'signupToPlan' });
    expect(embeddedScreens()).toEqual(['account', 'signupToPlan']);
  });

  it('are settling while a held iframe has no interface yet, and settled once it has', () => {
    heldFrame('/member/plans/all');
    expect(embedsSettling()).toBe(true);
    track({ name: 'signupToPlan' });
    expect(embedsSettling()).toBe(false);
  });

  it('are settling while one is on a plan link redirector, settled when it moves on', () => {
    heldFrame('/member/plans/all');
    const r = track({ name: 'planLinkRedirect' });
    expect(embedsSettling()).toBe(true);
    r.value = { name: 'signupToPlan' };
    expect(embedsSettling()).toBe(false);
  });

  it('are settled on a page without embeds', () => {
    expect(embedsSettling()).toBe(false);
  });
});
