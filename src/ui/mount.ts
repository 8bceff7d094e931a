// Installs the signals integration for Preact: components re-render when a signal they read changes.
import '@preact/signals-react';
import { createElement, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { DIAG_SEQUENCE } from '../core/constants';
import { createSequenceMatcher } from '../core/shell/sequence';
import type { Services } from '../state/runtimeTypes';
import { startFont } from '../shell/fonts';
import type { Shell } from '../shell/mountShell';
import { setNonce } from '../shell/nonce';
import { onMissingText } from '../shell/t';
import { App } from './App';
import { renderInShadow } from './shadowRender';

export { loadScreens } from './Screen';

// A text beyond the ones in (the shell's, the dialog's) loads every text (ui/allTexts.ts) and renders again with it.
onMissingText(() => import('./allTexts'));

/**
 * Renders `component` into a shadow root on `host` (ui/shadowRender.ts) with the nonce for later styles and the font
 * (every face): an embed's and inline content's roots. Returns the unmount.
 */
export function renderUi<P extends object>(
  host: HTMLElement,
  component: ComponentType<P>,
  props: P,
  services: Services,
  nonce: string | undefined,
): () => void {
  setNonce(nonce);
  const { settings, logger } = services.runtime;
  const unmount = renderInShadow(host, createElement(component, props), services, nonce);
  startFont(host, settings.fontCssUrl, logger, nonce);
  return unmount;
}

const TYPING = /^(input|textarea|select)$/i;

/**
 * Mounts the interface (the modal, a preview's notice) into the shell the member button is in (shell/mountShell.ts),
 * with the diagnostics' secret word typed anywhere in the widget, outside a field (a password is never read as one).
 */
export function mountUi(services: Services, shell: Shell): void {
  createRoot(shell.ui).render(createElement(App, { services }));
  const onSecret = createSequenceMatcher(DIAG_SEQUENCE);
  shell.root.addEventListener('keydown', (event) => {
    // Inside the shadow root the target is the real element, not the retargeted host.
    const target = event.target as Element | null;
    if (target && TYPING.test(target.tagName)) return;
    if (onSecret(event.key)) services.navigate({ name: 'diag' });
  });
}
