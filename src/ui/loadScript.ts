/**
 * Third-party browser scripts the interface needs (captcha, card provider): one tag per URL per page, with the
 * loader's nonce (strict CSP), settled once the script has run. Only a tag that failed is removed, so a later
 * attempt can insert it again (an ad blocker switched off); a slow one stays and a retry waits for that same tag.
 */
const inserted = new Map<string, Promise<void>>();

export function loadScript(src: string, nonce: string | undefined, ready?: (done: () => void) => void): Promise<void> {
  let pending = inserted.get(src);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const tag = document.createElement('script');
      tag.src = src;
      tag.async = true;
      if (nonce) tag.nonce = nonce;
      ready?.(resolve);
      tag.addEventListener('load', () => resolve());
      tag.addEventListener('error', () => {
        tag.remove();
        inserted.delete(src);
        reject(new Error(`The script could not load: ${src}`));
      });
      document.head.appendChild(tag);
    });
    inserted.set(src, pending);
  }
  return pending;
}
