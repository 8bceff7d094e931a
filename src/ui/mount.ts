// Installs the signals integration for Preact: components re-render when a signal they read changes.
import '@preact/signals-react';
import { createElement, type ComponentType } from 'react';
import { App } from './App';
import type { Services } from '../state/runtimeTypes';
import { setNonce } from './nonce';
import { renderInShadow } from './shadowRender';
import { FONT_FAMILY, FONT_TIMEOUT_MS, HOST_TAG } from '../core/constants';
import { loadFonts, type FontOutcome } from '../host/fonts';

/** The font, loaded once per page for every shadow root (the modal's and each embed's). */
let fonts: Promise<FontOutcome> | undefined;

/**
 * Renders `component` into a shadow root on `host` (ui/shadowRender.ts) and starts what only the interface
 * needs beyond that: the nonce for later styles and the font (`data-font` on the host). Returns the unmount.
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
  host.setAttribute('data-font', 'loading'); // the system font until Lato is in (styles.ts)
  const unmount = renderInShadow(host, createElement(component, props), services, nonce);
  fonts ??= loadFonts({ href: settings.fontCssUrl, family: FONT_FAMILY, nonce, timeoutMs: FONT_TIMEOUT_MS, logger });
  void fonts.then((outcome) => host.setAttribute('data-font', outcome));
  return unmount;
}

/**
 * Mounts the UI into a shadow root on a host element of its own, the last child of <html> (after <body>, so
 * no transform, filter or contain the page puts on body becomes the containing block of our fixed elements).
 */
export function mountUi(services: Services, nonce: string | undefined): void {
  const host = document.createElement(HOST_TAG);
  document.documentElement.appendChild(host);
  renderUi(host, App, { services }, services, nonce);
}
