/**
 * The nonce of the loader's own script tag, kept for the scripts and styles the UI adds to the page later
 * (captcha), so they pass a strict Content-Security-Policy. Set once by mountUi.
 */
let current: string | undefined;

export const setNonce = (nonce: string | undefined): void => {
  current = nonce;
};

export const getNonce = (): string | undefined => current;
