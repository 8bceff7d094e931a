import type { CaptchaProof } from '../../core/signin/captcha';
import type { ApiError } from '../../core/texts/errors';
import { useCaptcha } from '../captcha/useCaptcha';
import { useForm, type FormOptions } from './useForm';

interface Options<V extends Record<string, unknown>> extends Omit<FormOptions<V>, 'submit'> {
  /** Sends the form with the captcha's proof; its error, if any, is the form's. */
  send: (values: V, proof: CaptchaProof) => Promise<{ ok: true } | { ok: false; error: ApiError }>;
}

/**
 * A request form guarded by the invisible captcha (part 1 §5): each submit runs the captcha first (its failure is
 * the form's error), then sends. Render `captcha.slot` in the form.
 */
export function useCaptchaForm<V extends Record<string, unknown>>({ send, ...options }: Options<V>) {
  const captcha = useCaptcha();
  const form = useForm<V>({
    ...options,
    submit: async (values) => {
      const check = await captcha.run();
      if (!check.ok) return check.error;
      const result = await send(values, check.proof);
      return result.ok ? null : result.error;
    },
  });
  return { form, captcha };
}
