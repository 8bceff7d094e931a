// Installs the signals integration for Preact: components re-render when a signal they read changes.
import '@preact/signals-react';
import { createElement, type ComponentType } from 'react';
import { App } from './App';
import type { Services } from '../state/runtimeTypes';
import { setNonce } from './nonce';
import { renderInShadow } from './shadowRender';
import { FONT_FAMILY, FONT_TIMEOUT_MS, HOST_TAG } from '../core/constants';
import { FACES, loadFonts, type FontOptions, type FontOutcome } from '../host/fonts';
import type { Logger } from '../core/util/logger';

/** The font's loads by the faces they wait for, once per page for every shadow root (the modal's and each embed's). */
const fontLoads = new Map<string, Promise<FontOutcome>>();
let fontOptions: FontOptions | undefined;
let fontLogged = false;
const fontsFor = (options: FontOptions): Promise<FontOutcome> => {
  fontOptions ??= options;
  const key = (options.faces ?? FACES).join();
  let load = fontLoads.get(key);
  if (load) return load;
  // A font service that fails fails every load: it is logged once per page, as when one load waited for every face.
  const { logger } = options;
  const once: Logger = {
    log: (...entry) => {
      if (fontLogged) return;
      fontLogged = true;
      logger.log(...entry);
    },
    entries: () => logger.entries(),
  };
  fontLoads.set(key, (load = loadFonts({ ...options, logger: once })));
  return load;
};

/**
 * The member button shows bold text only: on a page view it waits for that face alone, and the others (~23 KB each)
 * load with the dialog's chunk (ui/dialog.ts calls this), on the intent to open it.
 */
const BUTTON_FACES = ['700'];
export const loadEveryFace = (): void => {
  const options = fontOptions;
  // Not after the first load fell back: the system font stays for good, nothing more to fetch.
  if (!options) return;
  void fontsFor(options).then((outcome) => {
    if (outcome === 'loaded') void fontsFor({ ...options, faces: FACES });
  });
};

/**
 * Renders `component` into a shadow root on `host` (ui/shadowRender.ts) and starts what only the interface
 * needs beyond that: the nonce for later styles and the font (`data-font` on the host; `faces`: the faces it waits
 * for, every face unless told). Returns the unmount.
 */
export function renderUi<P extends object>(
  host: HTMLElement,
  component: ComponentType<P>,
  props: P,
  services: Services,
  nonce: string | undefined,
  faces: readonly string[] = FACES,
): () => void {
  setNonce(nonce);
  const { settings, logger } = services.runtime;
  host.setAttribute('data-font', 'loading'); // the system font until Lato is in (styles.ts)
  const unmount = renderInShadow(host, createElement(component, props), services, nonce);
  const fonts = fontsFor({ href: settings.fontCssUrl, family: FONT_FAMILY, nonce, timeoutMs: FONT_TIMEOUT_MS, logger, faces });
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
  renderUi(host, App, { services }, services, nonce, BUTTON_FACES);
}
