/**
 * The invisible captcha's pure parts (part 1 §4, §5, §9): the script URL, the wait for its API, what a run
 * yields (the token and its completion time, sent as `captcha` and `captchaTimeMs`) and which message a failed
 * run shows. The DOM side is src/ui/captcha/.
 */
import { CAPTCHA_POLL_MS, CAPTCHA_RENDER_POLL_MS, CAPTCHA_WAIT_MS } from '../constants';
import { poll } from '../util/poll';
import type { TextKey } from '../texts/texts';

/** Captcha loader states (part 1 §4). */
export type CaptchaLoaderState = 'notLoaded' | 'loading' | 'loaded';

/** The part of the reCAPTCHA-like browser API we use (explicit render, invisible size). */
export interface Grecaptcha {
  render(
    container: Element,
    params: {
      sitekey: string;
      size: 'invisible';
      badge?: 'bottomright' | 'bottomleft' | 'inline';
      callback: (token: string) => void;
      'error-callback': () => void;
      'expired-callback'?: () => void;
    },
  ): number;
  execute(id?: number): unknown;
  reset(id?: number): void;
}

/**
 * 'unavailable': the captcha cannot run (script blocked or failed, no API, render or execute threw: no trigger);
 * 'noToken': it ran and gave no token (failed or dismissed challenge).
 */
export type CaptchaFailure = 'unavailable' | 'noToken';

/** What a form sends with its request (part 1 §5, §7). */
export interface CaptchaProof {
  captcha: string;
  captchaTimeMs: number;
}

export type CaptchaOutcome = { ok: true; proof: CaptchaProof } | { ok: false; failure: CaptchaFailure };

/** The script URL with the explicit-render parameters and our global onload callback. */
export function captchaScriptSrc(base: string, onload: string): string {
  const url = new URL(base);
  url.searchParams.set('onload', onload);
  url.searchParams.set('render', 'explicit');
  return url.href;
}

const hasRender = (api: unknown): api is Grecaptcha => typeof api === 'object' && api !== null && typeof (api as Grecaptcha).render === 'function';

/**
 * The captcha script wait of part 1 §9, once the script has loaded: 3 s in all, polling every 200 ms for the API
 * object and then every 300 ms for its render call (the real script defines the object before its methods).
 * Resolves with the API, or null when it did not appear in time.
 */
export async function waitForCaptchaApi(read: () => unknown): Promise<Grecaptcha | null> {
  const started = Date.now();
  const object = await poll(read, CAPTCHA_POLL_MS, CAPTCHA_WAIT_MS);
  if (!object) return null;
  const left = Math.max(0, CAPTCHA_WAIT_MS - (Date.now() - started));
  return poll(() => (hasRender(read()) ? (read() as Grecaptcha) : null), CAPTCHA_RENDER_POLL_MS, left);
}

/**
 * A run's outcome from the token it produced (null: execute could not even start) and the times it started and
 * ended; the completion time is whole milliseconds, never negative (a clock step backwards).
 */
export function captchaOutcome(token: string | null, startedAt: number, endedAt: number): CaptchaOutcome {
  if (token === null) return { ok: false, failure: 'unavailable' };
  if (!token) return { ok: false, failure: 'noToken' };
  return { ok: true, proof: { captcha: token, captchaTimeMs: Math.max(0, Math.round(endedAt - startedAt)) } };
}

/** Part 1 §5: no trigger → 'Captcha error! Please contact support!'; no token → the "not a robot" message. */
export const captchaMessageKey = (failure: CaptchaFailure): TextKey => (failure === 'noToken' ? 'captchaNoToken' : 'captchaError');
