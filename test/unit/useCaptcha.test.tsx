import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CaptchaRun, useCaptcha } from '../../src/ui/captcha/useCaptcha';
import { ServicesContext } from '../../src/ui/services';
import type { Services } from '../../src/state/runtimeTypes';
// Every text, as the screens chunk brings them (ui/allTexts.ts): the hook runs here alone.
import '../../src/ui/allTexts';

/**
 * A captcha challenge the visitor dismisses never calls back (fixtures/stand-ins/README.md): a visitor back in our
 * form, by a click or a key that acts, ends the run as "no token" at once rather than after 120 s.
 */
const services = {
  runtime: { logger: { log: vi.fn() }, settings: { env: 'fixture', scriptUrl: 'https://captcha.test/widget/widget.js' } },
} as unknown as Services;

let run: () => Promise<CaptchaRun>;
function Form() {
  const captcha = useCaptcha();
  run = captcha.run;
  return (
    <form>
      <button type="submit">Send</button>
      {captcha.slot}
    </form>
  );
}

const made: Element[] = [];
afterEach(() => {
  for (const el of made.splice(0)) el.remove();
  vi.useRealTimers();
  delete (window as { grecaptcha?: unknown }).grecaptcha;
});

async function formWithAChallengeNobodyAnswers(): Promise<ShadowRoot> {
  // The provider's API, already on the page: a widget that renders, and a run that never calls back.
  (window as { grecaptcha?: unknown }).grecaptcha = { render: () => 0, execute: () => undefined, reset: () => undefined };
  const host = document.createElement('memberspace-widget');
  document.documentElement.append(host);
  made.push(host);
  const shadow = host.attachShadow({ mode: 'open' });
  await act(async () => {
    render(
      <ServicesContext.Provider value={services}>
        <Form />
      </ServicesContext.Provider>,
      shadow as unknown as Element,
    );
  });
  return shadow;
}

describe('a captcha run the visitor left', () => {
  it('ends as "no token" on a click or an acting key in the form a second after it began; Tab and Shift do not end it', async () => {
    const shadow = await formWithAChallengeNobodyAnswers();
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    let outcome: CaptchaRun | null = null;
    void run().then((o) => (outcome = o));
    await vi.advanceTimersByTimeAsync(10);
    const button = shadow.querySelector('button')!;
    // A double click on the submit button comes within the second: not a visitor back from a challenge.
    button.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    await vi.advanceTimersByTimeAsync(1500);
    for (const key of ['Tab', 'Shift']) button.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(outcome).toBeNull();
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(outcome).toMatchObject({ ok: false, error: { message: 'To verify that you are not a robot, please check the box!' } });
  });
});
