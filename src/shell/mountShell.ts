import { effect } from '@preact/signals-react';
import { HOST_TAG } from '../core/constants';
import type { Runtime } from '../state/runtimeTypes';
import { uiDirection, uiLocale } from '../state/textsShowing';
import { BUTTON_FACES, startFont } from './fonts';
import { installMemberButton, type MemberButtonDeps } from './memberButton';
import { setNonce } from './nonce';
import { styleShadow } from './shadowStyles';

/** The widget's standing element on the page, which the interface renders into when it loads (ui/mount.ts). */
export interface Shell {
  /** The `.ms` element of the shadow root: the theme, the language and the direction; keys typed in the widget reach it. */
  root: HTMLElement;
  /** Where the interface renders (the modal, a preview's notice): after the member button. */
  ui: HTMLElement;
}

/**
 * Puts the widget's host element on the page, the last child of <html> (after <body>, so no transform, filter or
 * contain the page puts on body becomes the containing block of our fixed elements), with its shadow root, sheet,
 * custom styling, language and font, and the member button (plain DOM: a page view downloads no Preact).
 */
export function mountShell(runtime: Runtime, nonce: string | undefined, button: Omit<MemberButtonDeps, 'logger'>): Shell {
  setNonce(nonce);
  const host = document.createElement(HOST_TAG);
  document.documentElement.appendChild(host);
  let stopDirection = () => {};
  try {
    const shadow = host.attachShadow({ mode: 'open' });
    const root = document.createElement('div');
    root.className = 'ms';
    const ui = document.createElement('div');
    root.append(ui);
    shadow.append(root);
    stopDirection = effect(() => {
      root.dir = uiDirection.value;
      root.lang = uiLocale.value;
    });
    styleShadow(shadow, runtime, nonce);
    startFont(host, runtime.settings.fontCssUrl, runtime.logger, nonce, BUTTON_FACES);
    installMemberButton(ui, { logger: runtime.logger, ...button });
    return { root, ui };
  } catch (error) {
    // The interface loader asks again (app/interface.ts): its mount must be the page's only widget element.
    stopDirection();
    host.remove();
    throw error;
  }
}
