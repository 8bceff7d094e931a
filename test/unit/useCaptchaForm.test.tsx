import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import type { CaptchaRun } from '../../src/ui/captcha/useCaptcha';
import { useCaptchaForm } from '../../src/ui/form/useCaptchaForm';
import { useRoot } from './root';

let run: () => Promise<CaptchaRun>;
vi.mock('../../src/ui/captcha/useCaptcha', () => ({ useCaptcha: () => ({ slot: null, run: () => run() }) }));

const root = useRoot();
const error = (message: string) => ({ status: 500, message, fieldErrors: {} });

let kit: ReturnType<typeof useCaptchaForm<{ email: string }>>;
function View({ send }: { send: Parameters<typeof useCaptchaForm<{ email: string }>>[0]['send'] }) {
  kit = useCaptchaForm({ initial: { email: 'a@b.test' }, send });
  return <p>{kit.form.errors['*'] ?? kit.form.state}</p>;
}
const submit = () =>
  act(async () => {
    await kit.form.onSubmit({ preventDefault() {} });
  });

describe('useCaptchaForm', () => {
  it('runs the captcha, then sends the values with its proof; success is the form succeeding', async () => {
    run = async () => ({ ok: true, proof: { captcha: 'tok', captchaTimeMs: 5 } });
    const send = vi.fn(async () => ({ ok: true as const }));
    act(() => render(<View send={send} />, root()));
    await submit();
    expect(send).toHaveBeenCalledWith({ email: 'a@b.test' }, { captcha: 'tok', captchaTimeMs: 5 });
    expect(root().textContent).toBe('succeeded');
  });
  it("a failed captcha is the form's error and nothing is sent", async () => {
    run = async () => ({ ok: false, error: error('Captcha error! Please contact support!') });
    const send = vi.fn(async () => ({ ok: true as const }));
    act(() => render(<View send={send} />, root()));
    await submit();
    expect(send).not.toHaveBeenCalled();
    expect(root().textContent).toBe('Captcha error! Please contact support!');
  });
  it("the call's error is the form's", async () => {
    run = async () => ({ ok: true, proof: { captcha: 'tok', captchaTimeMs: 5 } });
    act(() => render(<View send={async () => ({ ok: false, error: error('Server down') })} />, root()));
    await submit();
    expect(root().textContent).toBe('Server down');
  });
  it('a step that throws (a third party refusing a call) is the general error, the form free again, nothing thrown', async () => {
    run = async () => {
      throw new Error('We could not retrieve data from the specified Element.');
    };
    const send = vi.fn(async () => ({ ok: true as const }));
    act(() => render(<View send={send} />, root()));
    await submit();
    expect(root().textContent).toBe('Error - Please try again later or contact support.');
    expect(kit.form.submitting).toBe(false);
    // The next submit runs again.
    run = async () => ({ ok: true, proof: { captcha: 'tok', captchaTimeMs: 5 } });
    await submit();
    expect(root().textContent).toBe('succeeded');
  });
});
