import { useEffect, useRef, type ReactElement } from 'react';
import { captchaMessageKey, captchaOutcome, type CaptchaProof, type Grecaptcha } from '../../core/signin/captcha';
import { CAPTCHA_BACK_IN_FORM_MS, CAPTCHA_RUN_TIMEOUT_MS } from '../../core/constants';
import type { ApiError } from '../../core/texts/errors';
import { getNonce } from '../../shell/nonce';
import { thirdParties } from '../../core/shell/thirdParties';
import { useServices } from '../services';
import { t } from '../../shell/t';
import { loadCaptcha } from './loadCaptcha';
import { inPage, useLightSlot } from '../lightSlot';
import { underProviderOverlay } from '../providerOverlay';

const ACTING_KEYS = new Set(['Enter', ' ', 'Escape']);

interface Rendered {
  api: Grecaptcha;
  id: number; // the first widget id is 0: compare with null, never truthiness
}

export type CaptchaRun = { ok: true; proof: CaptchaProof } | { ok: false; error: ApiError };

export interface Captcha {
  /**
   * Where the provider's widget (its frame, its inline badge) shows: render it in the form. The widget itself goes
   * on a container in the page's light DOM slotted there (ui/lightSlot.tsx): inside a shadow root the provider's
   * frames cannot reach each other, and it never answers.
   */
  slot: ReactElement;
  /** Runs the captcha on submit: the proof to send with the request, or the error the form shows as its alert. */
  run: () => Promise<CaptchaRun>;
}

/**
 * The invisible captcha of a form (part 1 §5). Loading starts when the screen opens, so the script is usually
 * ready by the time the visitor submits; a form whose captcha failed to load tries again on the next submit.
 */
export function useCaptcha(): Captcha {
  const { runtime } = useServices();
  const { logger, settings } = runtime;
  const { captchaScriptUrl, captchaSiteKey } = thirdParties(settings);
  const { container, slot } = useLightSlot('captcha');
  const widget = useRef<Promise<Rendered | null> | null>(null);
  const answer = useRef<((token: string) => void) | null>(null);
  const executed = useRef(false);
  const alive = useRef(true);

  const prepare = (): Promise<Rendered | null> =>
    loadCaptcha(captchaScriptUrl, getNonce(), logger).then(
      (api) => {
        const node = container.current;
        if (!alive.current || !node) return null;
        if (!inPage(node)) {
          logger.log('ERROR', 'CAPTCHA', 'The captcha has no place in the page to render');
          return null;
        }
        try {
          const id = api.render(node, {
            sitekey: captchaSiteKey,
            size: 'invisible',
            badge: 'inline', // the provider's notice stays inside our dialog, not fixed on the host page
            callback: (token) => answer.current?.(token),
            'error-callback': () => answer.current?.(''),
          });
          return { api, id };
        } catch (error) {
          logger.log('ERROR', 'CAPTCHA', 'The captcha could not render', error);
          return null;
        }
      },
      () => null, // already logged by the loader
    );

  useEffect(() => {
    alive.current = true;
    widget.current = prepare();
    return () => {
      alive.current = false;
      answer.current?.('');
    };
  }, []);

  const fail = (failure: 'unavailable' | 'noToken'): CaptchaRun => ({
    ok: false,
    error: { status: 0, message: t(captchaMessageKey(failure)), fieldErrors: {} },
  });

  const run = async (): Promise<CaptchaRun> => {
    const rendered = await (widget.current ??= prepare());
    if (!rendered) {
      widget.current = null; // no trigger: the next submit loads and renders again
      return fail('unavailable');
    }
    const startedAt = Date.now();
    const token = await underProviderOverlay(() => execute(rendered));
    const outcome = captchaOutcome(token, startedAt, Date.now());
    if (outcome.ok) return outcome;
    logger.log(
      outcome.failure === 'noToken' ? 'WARN' : 'ERROR',
      'CAPTCHA',
      outcome.failure === 'noToken' ? 'The captcha gave no token' : 'The captcha could not run',
    );
    return fail(outcome.failure);
  };

  /** The token from the widget's callbacks ('' for none); null when the widget refused to run. */
  const execute = ({ api, id }: Rendered): Promise<string | null> =>
    new Promise((resolve) => {
      const timer = setTimeout(() => settle(''), CAPTCHA_RUN_TIMEOUT_MS);
      // The visitor back in our form while the run waits: a challenge they dismissed, which never answers.
      const startedAt = Date.now();
      const form = container.current?.parentElement?.shadowRoot;
      // A click in the form, or a key that acts (Enter, Space, Escape): not Tab, Shift or a screen reader's keys.
      const back = (event: Event) =>
        (!(event instanceof KeyboardEvent) || ACTING_KEYS.has(event.key)) && Date.now() - startedAt >= CAPTCHA_BACK_IN_FORM_MS && settle('');
      form?.addEventListener('pointerdown', back, true);
      form?.addEventListener('keydown', back, true);
      function settle(token: string | null) {
        clearTimeout(timer);
        form?.removeEventListener('pointerdown', back, true);
        form?.removeEventListener('keydown', back, true);
        answer.current = null;
        resolve(token);
      }
      answer.current = settle;
      try {
        if (executed.current) api.reset(id); // a token is good for one request only
        executed.current = true;
        // reCAPTCHA returns nothing; some versions and the stand-in return a promise: never leave it unhandled.
        void Promise.resolve(api.execute(id)).catch(() => undefined);
      } catch (error) {
        logger.log('ERROR', 'CAPTCHA', 'The captcha could not execute', error);
        settle(null);
      }
    });

  return { slot, run };
}
