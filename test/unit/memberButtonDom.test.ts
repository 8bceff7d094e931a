import { create } from 'superstruct';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteConfig } from '../../src/contract/site';
import { initialQuery, succeeded } from '../../src/core/util/query';
import { installMemberButton } from '../../src/shell/memberButton';
import { configQuery, tokens } from '../../src/state/store';
import { textsPending } from '../../src/state/textsShowing';

/** The member button in plain DOM (shell/memberButton.ts): what it draws, what it tells, and that it redraws in place. */
const anchor = document.createElement('div');
const logger = { log: vi.fn(), entries: () => [] };
const open = vi.fn();
const intent = vi.fn();
let remove = () => {};

let answers = 0;
/** A site config answer with this member button (and any other fields). */
function configure(memberButton: object, more: object = {}) {
  const config = create({ siteId: 1, subdomain: 'demo', baseUrl: 'https://site.test', memberButton, ...more }, SiteConfig);
  configQuery.value = succeeded(initialQuery(), config, 200, ++answers);
}
function install(memberButton: object = { enabled: true }) {
  configure(memberButton);
  document.body.append(anchor);
  remove = installMemberButton(anchor, { logger, open, intent });
}
const button = () => document.body.querySelector<HTMLButtonElement>('button.member-button');

afterEach(() => {
  remove();
  anchor.remove();
  configQuery.value = initialQuery();
  tokens.value = null;
  textsPending.value = false;
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('the member button in plain DOM', () => {
  it('is drawn before the anchor, in its corner; hover and focus announce the login, a click opens it', () => {
    install({ enabled: true, position: 'topLeft' });
    const el = button()!;
    expect(el.nextElementSibling).toBe(anchor);
    expect(el.className).toBe('member-button topLeft');
    expect(el.type).toBe('button');
    el.dispatchEvent(new Event('pointerenter'));
    el.dispatchEvent(new Event('focus'));
    expect(intent).toHaveBeenCalledTimes(2);
    expect(intent).toHaveBeenLastCalledWith('login');
    el.click();
    expect(open).toHaveBeenCalledWith('login');
  });

  it('is not drawn while a translation is on its way, and appears with it', () => {
    textsPending.value = true;
    install();
    expect(button()).toBeNull();
    textsPending.value = false;
    expect(button()!.textContent).toBe('Sign in');
  });

  it('a text change redraws the same element in place (no new placement); a corner change places it afresh', () => {
    install({ enabled: true, position: 'bottomRight' });
    const first = button()!;
    configure({ enabled: true, position: 'bottomRight' }, { createAccountButtonAction: { action: 'show_public_plans' } });
    expect(button()).toBe(first);
    expect(first.textContent).toBe('Sign in / Sign up');
    configure({ enabled: true, position: 'topRight' });
    expect(button()).toBe(first);
    expect(first.className).toBe('member-button topRight');
    expect(document.body.querySelectorAll('button.member-button')).toHaveLength(1);
  });

  // The dialog gives the focus back to the element it came from (ui/Modal.tsx): a sign-in, a logout or a language
  // change while the dialog is open must not replace that element, or the focus falls to <body> on close.
  it('stays the same element from visitor to member and back, and through a translation on its way', () => {
    install();
    const first = button()!;
    tokens.value = { accessToken: 'x', refreshToken: 'y', expiresAt: Date.now() + 60_000 };
    expect(button()).toBe(first);
    expect(first.getAttribute('aria-label')).toBe('Your Account');
    expect(first.className).toBe('member-button bottomRight icon');
    expect(first.querySelector('.avatar')).not.toBeNull();
    tokens.value = null;
    expect(button()).toBe(first);
    expect(first.hasAttribute('aria-label')).toBe(false);
    expect(first.className).toBe('member-button bottomRight');
    expect(first.querySelector('.avatar')).toBeNull();
    expect(first.textContent).toBe('Sign in');
    textsPending.value = true;
    expect(button()).toBeNull();
    textsPending.value = false;
    expect(button()).toBe(first);
  });

  // Prototype.js's Element#remove is parentNode.removeChild: it throws on an element already off the page.
  it("hidden twice in a row, it does not remove itself again (an old library's remove() throws then)", () => {
    install();
    const native = Element.prototype.remove;
    vi.spyOn(Element.prototype, 'remove').mockImplementation(function (this: Element) {
      if (!this.parentNode) throw new TypeError("Cannot read properties of null (reading 'removeChild')");
      native.call(this);
    });
    textsPending.value = true;
    expect(button()).toBeNull();
    configure({ enabled: false });
    expect(logger.log).not.toHaveBeenCalled();
  });

  // Part 1 §4: a crashed part is tried again after a delay that grows with each crash, then abandoned.
  it("a crash while drawing is tried again after the error boundary's delay, and given up after the last", () => {
    vi.useFakeTimers();
    try {
      const make = document.createElement.bind(document);
      const spy = vi.spyOn(document, 'createElement').mockImplementation(() => {
        throw new Error('a page broke createElement');
      });
      install();
      expect(button()).toBeNull();
      expect(logger.log).toHaveBeenLastCalledWith('ERROR', 'ERROR_BOUNDARY', 'memberButton crashed: retrying in 250 ms', expect.any(Error));
      vi.advanceTimersByTime(250);
      expect(logger.log).toHaveBeenLastCalledWith('ERROR', 'ERROR_BOUNDARY', 'memberButton crashed: retrying in 500 ms', expect.any(Error));
      spy.mockImplementation(make);
      vi.advanceTimersByTime(500);
      expect(button()!.textContent).toBe('Sign in');
      // Crashing for good: eight retries, then it gives up and asks no more.
      remove();
      logger.log.mockClear();
      spy.mockImplementation(() => {
        throw new Error('a page broke createElement');
      });
      install();
      vi.advanceTimersByTime(60_000);
      expect(logger.log).toHaveBeenCalledTimes(9);
      expect(logger.log).toHaveBeenLastCalledWith('ERROR', 'ERROR_BOUNDARY', 'memberButton crashed 9 times: given up', expect.any(Error));
    } finally {
      vi.useRealTimers();
    }
  });

  it('goes when the site turns it off, and its removal leaves nothing', () => {
    install();
    expect(button()).not.toBeNull();
    configure({ enabled: false });
    expect(button()).toBeNull();
    configQuery.value = succeeded(
      initialQuery(),
      create({ siteId: 1, subdomain: 'demo', baseUrl: 'https://site.test', memberButton: { enabled: true } }, SiteConfig),
      200,
      3,
    );
    expect(button()).not.toBeNull();
    remove();
    expect(button()).toBeNull();
  });
});
