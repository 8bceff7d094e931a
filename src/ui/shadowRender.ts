import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Services } from '../state/runtimeTypes';
import { styleShadow } from '../shell/shadowStyles';

/**
 * Renders `node` into the shadow root of `host` (made when it has none) with the widget's styles, the site's
 * custom styling and its language (shell/shadowStyles.ts): embeds and inline content start this way; the modal
 * renders into the shell's root (ui/mount.ts). Returns the unmount.
 */
export function renderInShadow(host: HTMLElement, node: ReactNode, services: Services, nonce: string | undefined): () => void {
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const root = createRoot(shadow as unknown as Element);
  root.render(node);
  // After the first render (shell/shadowStyles.ts says why).
  const stopStyling = styleShadow(shadow, services.runtime, nonce);
  return () => {
    stopStyling();
    root.unmount();
  };
}
