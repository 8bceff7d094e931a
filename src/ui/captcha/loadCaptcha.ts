import { signal } from '@preact/signals-react';
import { SCRIPT_TIMEOUT_MS } from '../../core/constants';
import { captchaScriptSrc, waitForCaptchaApi, type CaptchaLoaderState, type Grecaptcha } from '../../core/signin/captcha';
import type { Logger } from '../../core/util/logger';
import { withTimeout } from '../../core/util/poll';

/** The captcha loader state of part 1 §4 (diagnostics can show it). A failed load goes back to not loaded. */
export const captchaLoader = signal<CaptchaLoaderState>('notLoaded');

/** A global the script calls when its API is ready (the provider's `onload` parameter); ours by name. */
const ONLOAD = '__memberspaceCaptchaOnload';

type CaptchaWindow = Window & { grecaptcha?: unknown; [ONLOAD]?: () => void };
const win = () => window as CaptchaWindow;

let inserted: Promise<void> | null = null;

/**
 * Inserts the script tag once per page (with the loader's nonce, for a strict CSP) and settles when it has run.
 * Only a tag that failed is removed, so a later attempt can insert it again (an ad blocker switched off); a slow
 * one stays in place and a retry waits for that same tag.
 */
function insertScript(src: string, nonce: string | undefined): Promise<void> {
  return (inserted ??= new Promise<void>((resolve, reject) => {
    const tag = document.createElement('script');
    tag.src = captchaScriptSrc(src, ONLOAD);
    tag.async = true;
    if (nonce) tag.nonce = nonce;
    win()[ONLOAD] = () => resolve();
    tag.addEventListener('load', () => resolve());
    tag.addEventListener('error', () => {
      tag.remove();
      inserted = null;
      reject(new Error(`The captcha script could not load: ${tag.src}`));
    });
    document.head.appendChild(tag);
  }));
}

/**
 * The captcha API: the host page's own when it already loaded the provider, else our script tag within the
 * script-loading timeout (5000 ms) and then the captcha script wait (3 s). Rejects with the reason, logged under
 * CAPTCHA.
 */
export async function loadCaptcha(src: string, nonce: string | undefined, logger: Logger): Promise<Grecaptcha> {
  const present = usableApi();
  if (present) {
    captchaLoader.value = 'loaded';
    return present;
  }
  captchaLoader.value = 'loading';
  logger.log('LOG', 'CAPTCHA', 'Loading the captcha script', src);
  try {
    await withTimeout(insertScript(src, nonce), SCRIPT_TIMEOUT_MS, 'The captcha script');
    const api = await waitForCaptchaApi(() => win().grecaptcha);
    if (!api) throw new Error('The captcha API did not appear after its script loaded');
    captchaLoader.value = 'loaded';
    return api;
  } catch (error) {
    captchaLoader.value = 'notLoaded';
    logger.log('ERROR', 'CAPTCHA', 'The captcha is unavailable', error);
    throw error;
  }
}

/** An API that is already usable (loaded by us earlier, or by the host page): no second tag. */
function usableApi(): Grecaptcha | null {
  const api = win().grecaptcha as Partial<Grecaptcha> | undefined;
  return typeof api?.render === 'function' ? (api as Grecaptcha) : null;
}
