import { signal } from '@preact/signals-react';
import { useEffect, type RefObject } from 'react';
import { intoBody } from './hostInBody';

/**
 * How many third-party steps that may put the provider's own overlay on the page are running: the card provider's
 * 3D Secure dialog and the captcha's challenge. Both are appended to the page's body and stay above other content
 * only by their z-index; our modal must not cover them. While one may be up, our fixed hosts step below them
 * (`data-ms-yield`, styles/shell.ts and embeds/styles/embed.ts) and the modal leaves the focus and the keyboard to
 * them (ui/Modal.tsx).
 */
export const providerOverlays = signal(0);

/** Runs a step during which a provider's overlay may show. */
export async function underProviderOverlay<T>(step: () => Promise<T>): Promise<T> {
  providerOverlays.value++;
  try {
    return await step();
  } finally {
    providerOverlays.value--;
  }
}

/**
 * While a provider's overlay may be up: the shadow host holding `inside` is marked (its fixed layers step below the
 * overlay's z-index) and moved into <body> beside the overlay (ui/hostInBody.ts). Returns whether one may be up.
 */
export function useYieldToProviders(inside: RefObject<Element | null>): boolean {
  const yielding = providerOverlays.value > 0;
  useEffect(() => {
    const host = (inside.current?.getRootNode() as ShadowRoot | undefined)?.host;
    if (!host || !yielding) return;
    host.setAttribute('data-ms-yield', '');
    const back = intoBody(host);
    return () => {
      host.removeAttribute('data-ms-yield');
      back();
    };
  }, [yielding]);
  return yielding;
}
