import { signal } from '@preact/signals-react';
import { useEffect, type RefObject } from 'react';

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

/** Marks the shadow host holding `inside` while a provider's overlay may be up; returns whether one may be. */
export function useYieldToProviders(inside: RefObject<Element | null>): boolean {
  const yielding = providerOverlays.value > 0;
  useEffect(() => {
    const host = (inside.current?.getRootNode() as ShadowRoot | undefined)?.host;
    host?.toggleAttribute('data-ms-yield', yielding);
    return () => host?.removeAttribute('data-ms-yield');
  }, [yielding]);
  return yielding;
}
