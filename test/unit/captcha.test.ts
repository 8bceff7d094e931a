import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captchaMessageKey, captchaOutcome, captchaScriptSrc, waitForCaptchaApi } from '../../src/core/signin/captcha';
import { CAPTCHA_POLL_MS, CAPTCHA_RENDER_POLL_MS, CAPTCHA_WAIT_MS } from '../../src/core/constants';
import { poll, TimeoutError, withTimeout } from '../../src/core/util/poll';
import { resolveSettings } from '../../src/core/shell/settings';
import { thirdParties } from '../../src/core/shell/thirdParties';
import { TEXT } from '../../src/core/texts/texts';

describe('captcha settings and constants', () => {
  it('part 1 §9: "Captcha script wait: 3 seconds, polls 200 ms and 300 ms"', () => {
    expect([CAPTCHA_WAIT_MS, CAPTCHA_POLL_MS, CAPTCHA_RENDER_POLL_MS]).toEqual([3000, 200, 300]);
  });
  it('every environment has a site key; the fixture world loads the stand-in', () => {
    const input = { scriptUrl: 'http://127.0.0.1:5555/widget/widget.js', pageConfig: { subdomain: 'demo' }, sessionEnv: null };
    for (const env of ['production', 'staging', 'development', 'fixture']) {
      const r = resolveSettings({ ...input, dataset: { env } });
      expect(r.ok && thirdParties(r.settings).captchaSiteKey).toMatch(/\S/);
    }
    const fixture = resolveSettings({ ...input, dataset: { env: 'fixture' } });
    expect(fixture.ok && thirdParties(fixture.settings).captchaScriptUrl).toBe('http://127.0.0.1:5555/stand-ins/captcha.js');
  });
});

describe('captcha script URL', () => {
  it('asks for explicit rendering and names our onload callback', () => {
    const src = new URL(captchaScriptSrc('http://127.0.0.1:5555/stand-ins/captcha.js', '__cb'));
    expect(src.origin + src.pathname).toBe('http://127.0.0.1:5555/stand-ins/captcha.js');
    expect(src.searchParams.get('onload')).toBe('__cb');
    expect(src.searchParams.get('render')).toBe('explicit');
  });
  it('keeps parameters the provider URL already has', () => {
    const src = new URL(captchaScriptSrc('https://www.google.com/recaptcha/api.js?hl=fr', '__cb'));
    expect(src.searchParams.get('hl')).toBe('fr');
    expect(src.searchParams.get('render')).toBe('explicit');
  });
});

describe('captcha outcome (part 1 §5: "the token and completion time in ms are sent")', () => {
  it('a token gives the proof with the whole milliseconds the run took', () => {
    expect(captchaOutcome('tok', 1000, 1250.6)).toEqual({ ok: true, proof: { captcha: 'tok', captchaTimeMs: 251 } });
  });
  it('a clock stepping backwards never gives a negative time', () => {
    expect(captchaOutcome('tok', 2000, 1000)).toEqual({ ok: true, proof: { captcha: 'tok', captchaTimeMs: 0 } });
  });
  it('"with no token the message is \'To verify that you are not a robot, please check the box!\'"', () => {
    const outcome = captchaOutcome('', 0, 10);
    expect(outcome).toEqual({ ok: false, failure: 'noToken' });
    expect(TEXT[captchaMessageKey('noToken')]).toBe('To verify that you are not a robot, please check the box!');
  });
  it('"must have a trigger, else \'Captcha error! Please contact support!\'"', () => {
    const outcome = captchaOutcome(null, 0, 10);
    expect(outcome).toEqual({ ok: false, failure: 'unavailable' });
    expect(TEXT[captchaMessageKey('unavailable')]).toBe('Captcha error! Please contact support!');
  });
});

describe('waiting (part 1 §9: "captcha script wait: 3 seconds, polls 200 ms and 300 ms")', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls every 200 ms for the API object, then every 300 ms for its render call', async () => {
    let api: Record<string, unknown> | undefined;
    const read = vi.fn(() => api);
    const found = waitForCaptchaApi(read);
    await vi.advanceTimersByTimeAsync(CAPTCHA_POLL_MS * 2);
    expect(read).toHaveBeenCalledTimes(3); // at 0, 200 and 400 ms
    api = {}; // the object first, its methods later, as the real script does
    await vi.advanceTimersByTimeAsync(CAPTCHA_POLL_MS);
    const calls = read.mock.calls.length;
    await vi.advanceTimersByTimeAsync(CAPTCHA_RENDER_POLL_MS - 1);
    expect(read.mock.calls.length).toBe(calls); // no check between the 300 ms polls
    const render = () => 0;
    api.render = render;
    await vi.advanceTimersByTimeAsync(1);
    expect(await found).toMatchObject({ render });
  });

  it('gives up after 3 s in all', async () => {
    const object = {};
    let result: unknown = 'pending';
    void waitForCaptchaApi(() => object).then((r) => (result = r)); // the object, never a render call
    await vi.advanceTimersByTimeAsync(CAPTCHA_WAIT_MS - 1);
    expect(result).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBeNull();
  });

  it('poll answers at once when the value is there, and a throwing check counts as not yet', async () => {
    expect(await poll(() => 42, 100, 1000)).toBe(42);
    let n = 0;
    const value = poll(
      () => {
        n += 1;
        if (n < 3) throw new Error('half-initialised');
        return 'ok';
      },
      100,
      1000,
    );
    await vi.advanceTimersByTimeAsync(200);
    expect(await value).toBe('ok');
  });

  it('withTimeout rejects with a TimeoutError once the time is up, and passes an earlier outcome through', async () => {
    const never = withTimeout(new Promise(() => {}), 5000, 'script');
    const caught = never.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await caught).toBeInstanceOf(TimeoutError);
    expect(await withTimeout(Promise.resolve('ok'), 5000, 'script')).toBe('ok');
  });
});
