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

function install(memberButton: object = { enabled: true }) {
  configQuery.value = succeeded(
    initialQuery(),
    create({ siteId: 1, subdomain: 'demo', baseUrl: 'https://site.test', memberButton }, SiteConfig),
    200,
    1,
  );
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

  it('a text change redraws the same element in place (no new placement); a corner change draws a new one', () => {
    install({ enabled: true, position: 'bottomRight' });
    const first = button()!;
    configQuery.value = succeeded(
      initialQuery(),
      create(
        {
          siteId: 1,
          subdomain: 'demo',
          baseUrl: 'https://site.test',
          memberButton: { enabled: true, position: 'bottomRight' },
          createAccountButtonAction: { action: 'show_public_plans' },
        },
        SiteConfig,
      ),
      200,
      2,
    );
    expect(button()).toBe(first);
    expect(first.textContent).toBe('Sign in / Sign up');
    configQuery.value = succeeded(
      initialQuery(),
      create({ siteId: 1, subdomain: 'demo', baseUrl: 'https://site.test', memberButton: { enabled: true, position: 'topRight' } }, SiteConfig),
      200,
      3,
    );
    expect(button()).not.toBe(first);
    expect(first.isConnected).toBe(false);
    expect(document.body.querySelectorAll('button.member-button')).toHaveLength(1);
  });

  it('goes when the site turns it off, and its removal leaves nothing', () => {
    install();
    expect(button()).not.toBeNull();
    configQuery.value = succeeded(
      initialQuery(),
      create({ siteId: 1, subdomain: 'demo', baseUrl: 'https://site.test', memberButton: { enabled: false } }, SiteConfig),
      200,
      2,
    );
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
