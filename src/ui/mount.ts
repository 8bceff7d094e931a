// Installs the signals integration for Preact: components re-render when a signal they read changes.
import '@preact/signals-react';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import type { Services } from './services';
import { setNonce } from './nonce';
import { adoptStyles } from './styles';
import { applyCustomStyling } from './customStyles';
import { FONT_FAMILY, FONT_TIMEOUT_MS } from '../core/constants';
import { loadFonts } from '../host/fonts';
import { ensureTranslations } from '../state/translations';

export const HOST_TAG = 'memberspace-widget';

/**
 * Mounts the UI into a shadow root on a host element of its own, the last child of <html> (after <body>, so
 * no transform, filter or contain the page puts on body becomes the containing block of our fixed elements),
 * and starts what only the UI needs: the site's custom styling, the font and the translation.
 */
export function mountUi(services: Services, nonce: string | undefined): ShadowRoot {
  setNonce(nonce);
  const host = document.createElement(HOST_TAG);
  const shadow = host.attachShadow({ mode: 'open' });
  const { settings, logger } = services.runtime;
  host.setAttribute('data-font', 'loading'); // the system font until Lato is in (styles.ts)
  document.documentElement.appendChild(host);
  createRoot(shadow as unknown as Element).render(createElement(App, { services }));
  // After the first render: Preact's first render removes children it did not create, such as the <style>
  // fallbacks of browsers without constructable stylesheets.
  adoptStyles(shadow, nonce);
  applyCustomStyling(shadow, nonce, logger);
  ensureTranslations(settings.cdnBase, logger);
  void loadFonts({ href: settings.fontCssUrl, family: FONT_FAMILY, nonce, timeoutMs: FONT_TIMEOUT_MS, logger }).then((outcome) =>
    host.setAttribute('data-font', outcome),
  );
  return shadow;
}
