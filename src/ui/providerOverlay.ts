// The dialog's rules first (ui/dialog.ts), whichever chunk loads first.
import './dialog';
import { EMBED_TAG, HOST_TAG, YIELD_ATTR } from '../core/constants';
import { intoBody } from './hostInBody';
import { lowerPageModals } from './topLayer';
import { addStyles } from '../shell/styles';
import { CSS } from './styles/providerOverlay';

/**
 * Steps during which a provider's own overlay may be on the page: the card provider's 3D Secure dialog and the
 * captcha's challenge. Both are appended to the page's body and stay above other content only by their z-index
 * (fixtures/stand-ins/README.md); our modal must not cover them. Meanwhile our hosts fixed over the page (the
 * modal's, an embed shown as its frame's page) carry YIELD_ATTR: their fixed layers step below the overlay
 * (styles/providerOverlay.ts) and the modal leaves the focus and the keys to it (ui/Modal.tsx reads
 * the mark, so the sign-in flow does not load this). The 3D Secure dialog also fixes <body> to lock scrolling,
 * which makes <body> a stacking context: for it (`joinBody`) the hosts also move into <body>, beside the overlay
 * (ui/hostInBody.ts); the captcha's challenge needs no such move.
 */
let running = 0;
let restore: (() => void)[] = [];

addStyles(CSS);

const fixedHosts = (): Element[] => [...document.querySelectorAll(`${HOST_TAG}, ${EMBED_TAG}[data-embed-page]`)];

/** Runs a step during which a provider's overlay may show. */
export async function underProviderOverlay<T>(step: () => Promise<T>, { joinBody = false } = {}): Promise<T> {
  const hosts = fixedHosts();
  if (running++ === 0) {
    // The page's own modal dialogs first, back last: ours returns to the top layer after them, on top.
    restore = [
      lowerPageModals(),
      ...hosts.map((host) => {
        host.setAttribute(YIELD_ATTR, '');
        return () => host.removeAttribute(YIELD_ATTR);
      }),
    ];
  }
  const moved = joinBody ? hosts.map(intoBody) : [];
  try {
    return await step();
  } finally {
    for (const back of moved) back();
    if (--running === 0) for (const undo of restore.splice(0)) undo();
  }
}
