import { render } from 'preact';
import { act } from 'preact/test-utils';
import { create } from 'superstruct';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteConfig } from '../../src/contract/site';
import { initialQuery, succeeded } from '../../src/core/util/query';
import { configQuery } from '../../src/state/store';
import { installMemberButton } from '../../src/shell/memberButton';
import { Login } from '../../src/ui/screens/Login';
import { ServicesContext } from '../../src/ui/services';
import type { Services } from '../../src/state/runtimeTypes';
import { useRoot } from './root';
// Every text, as the dialog's chunk brings them to the flows (ui/dialog.ts): the screens render here alone.
import '../../src/ui/allTexts';

/**
 * The floating button offers sign-up ('Sign in / Sign up') exactly when the login screen shows its sign-up
 * button (part 1 §2): both read createAccountDestination.
 */
const root = useRoot();
const services = {
  runtime: { logger: { log: vi.fn() } },
  navigate: vi.fn(),
} as unknown as Services;

function show(node: ReactNode) {
  act(() => render(<ServicesContext.Provider value={services}>{node}</ServicesContext.Provider>, root()));
}
function configure(createAccountButtonAction: { action: string; url?: string | null; publicPlanIds?: readonly string[] }) {
  const config = create(
    { siteId: 1, subdomain: 'demo', baseUrl: 'https://site.test', memberButton: { enabled: true }, createAccountButtonAction },
    SiteConfig,
  );
  configQuery.value = succeeded(initialQuery(), config, 200, 1);
}
/** The plain-DOM member button (shell/memberButton.ts), drawn before an anchor in the root; its removal. */
function showButton(): () => void {
  const anchor = document.createElement('div');
  root().append(anchor);
  return installMemberButton(anchor, { logger: services.runtime.logger, open: vi.fn(), intent: vi.fn() });
}
const buttonText = () => root().querySelector('button')!.textContent;
const loginOffersSignUp = () => [...root().querySelectorAll('button')].some((b) => b.textContent === 'Sign up');

afterEach(() => {
  configQuery.value = initialQuery();
});

describe('member button and login agree on sign-up', () => {
  for (const [name, action, offered] of [
    ['off', { action: 'off' }, false],
    ['a redirect without a URL', { action: 'redirect', url: null }, false],
    ['a redirect with a blank URL', { action: 'redirect', url: '' }, false],
    ['a redirect with a URL', { action: 'redirect', url: '/join' }, true],
    ['show plans', { action: 'show_plans', publicPlanIds: ['a'] }, true],
    ['show public plans', { action: 'show_public_plans' }, true],
    ['an action the widget does not know', { action: 'something_new' }, true],
  ] as const) {
    it(`${name}: ${offered ? "'Sign in / Sign up'" : "'Sign in' alone"}`, () => {
      configure(action);
      const remove = showButton();
      expect(buttonText()).toBe(offered ? 'Sign in / Sign up' : 'Sign in');
      remove();
      root().replaceChildren();
      show(<Login route={{ name: 'login' }} />);
      expect(loginOffersSignUp()).toBe(offered);
    });
  }
});
