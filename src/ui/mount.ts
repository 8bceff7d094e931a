// Installs the signals integration for Preact: components re-render when a signal they read changes.
import '@preact/signals-react';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import type { Services } from './services';
import { adoptStyles } from './styles';

export const HOST_TAG = 'memberspace-widget';

/** Mounts the UI into a shadow root on a host element of its own at the end of <body>. */
export function mountUi(services: Services, nonce: string | undefined): ShadowRoot {
  const host = document.createElement(HOST_TAG);
  const shadow = host.attachShadow({ mode: 'open' });
  adoptStyles(shadow, nonce);
  document.body.appendChild(host);
  createRoot(shadow as unknown as Element).render(createElement(App, { services }));
  return shadow;
}
