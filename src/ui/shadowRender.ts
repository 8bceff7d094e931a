import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { followSiteLanguage } from '../state/textsShowing';
import { applyCustomStyling } from './customStyles';
import type { Services } from '../state/runtimeTypes';
import { adoptStyles } from './styles';

/**
 * Renders `node` into the shadow root of `host` (made when it has none) with the widget's styles, the site's
 * custom styling and its language: every root of the interface (the modal, embeds, inline content) starts
 * this way. Returns the unmount.
 */
export function renderInShadow(host: HTMLElement, node: ReactNode, services: Services, nonce: string | undefined): () => void {
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const { settings, logger, persist } = services.runtime;
  const root = createRoot(shadow as unknown as Element);
  root.render(node);
  // After the first render: Preact's first render removes children it did not create, such as the <style>
  // fallbacks of browsers without constructable stylesheets.
  adoptStyles(shadow, nonce);
  const stopStyling = applyCustomStyling(shadow, nonce, logger);
  void followSiteLanguage({ cdnBase: settings.cdnBase, logger, persist });
  return () => {
    stopStyling();
    root.unmount();
  };
}
