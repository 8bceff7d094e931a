import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_WAIT_MS, SCRIPT_TIMEOUT_MS } from '../../src/core/constants';
import { createLogger } from '../../src/core/util/logger';

const SRC = 'http://127.0.0.1:5555/stand-ins/captcha.js';
type W = Window & { grecaptcha?: unknown; [k: string]: unknown };
const w = window as unknown as W;

// A fresh module per test: the loader keeps one script tag per page.
const fresh = async () => {
  vi.resetModules();
  return import('../../src/ui/captcha/loadCaptcha');
};
const logger = () => createLogger([], { error() {}, warn() {}, log() {}, debug() {} });

describe('captcha loader (part 1 §4 states, §9 script-loading timeout)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // happy-dom must not fetch the script: the tests play the script's part.
    vi.spyOn(document.head, 'appendChild').mockImplementation((node) => node);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    delete w.grecaptcha;
    document.head.innerHTML = '';
  });

  it('inserts one explicit-render tag with the nonce, goes loading → loaded when the script calls back', async () => {
    const { loadCaptcha, captchaLoader } = await fresh();
    const appended: HTMLScriptElement[] = [];
    vi.mocked(document.head.appendChild).mockImplementation((node) => (appended.push(node as HTMLScriptElement), node));
    expect(captchaLoader.value).toBe('notLoaded');
    const loading = loadCaptcha(SRC, 'n0nce', logger());
    const again = loadCaptcha(SRC, 'n0nce', logger());
    expect(captchaLoader.value).toBe('loading');
    expect(appended).toHaveLength(1);
    const [tag] = appended;
    expect(tag!.nonce).toBe('n0nce');
    const url = new URL(tag!.src);
    expect(url.searchParams.get('render')).toBe('explicit');
    const onload = url.searchParams.get('onload')!;
    const api = { render: () => 0, execute() {}, reset() {} };
    w.grecaptcha = api;
    (w[onload] as () => void)();
    await vi.advanceTimersByTimeAsync(0);
    expect(await loading).toBe(api);
    expect(await again).toBe(api);
    expect(captchaLoader.value).toBe('loaded');
  });

  it('a script that never answers fails after 5000 ms and returns to not loaded', async () => {
    const { loadCaptcha, captchaLoader } = await fresh();
    const result = loadCaptcha(SRC, undefined, logger()).catch((e: Error) => e);
    await vi.advanceTimersByTimeAsync(SCRIPT_TIMEOUT_MS - 1);
    expect(captchaLoader.value).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBeInstanceOf(Error);
    expect(captchaLoader.value).toBe('notLoaded');
  });

  it('a script that loaded but never defines the API fails after the 3 s captcha wait', async () => {
    const { loadCaptcha, captchaLoader } = await fresh();
    const appended: HTMLScriptElement[] = [];
    vi.mocked(document.head.appendChild).mockImplementation((node) => (appended.push(node as HTMLScriptElement), node));
    const result = loadCaptcha(SRC, undefined, logger()).catch((e: Error) => e);
    appended[0]!.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(CAPTCHA_WAIT_MS - 1);
    expect(captchaLoader.value).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBeInstanceOf(Error);
    expect(captchaLoader.value).toBe('notLoaded');
  });

  it('a script that failed is removed, so the next attempt inserts it again', async () => {
    const { loadCaptcha } = await fresh();
    const appended: HTMLScriptElement[] = [];
    vi.mocked(document.head.appendChild).mockImplementation((node) => (appended.push(node as HTMLScriptElement), node));
    const first = loadCaptcha(SRC, undefined, logger()).catch((e: Error) => e);
    appended[0]!.dispatchEvent(new Event('error'));
    expect(await first).toBeInstanceOf(Error);
    void loadCaptcha(SRC, undefined, logger()).catch(() => undefined);
    expect(appended).toHaveLength(2);
  });

  it('uses an API the host page already loaded, without a tag of its own', async () => {
    const { loadCaptcha, captchaLoader } = await fresh();
    const api = { render: () => 0, execute() {}, reset() {} };
    w.grecaptcha = api;
    expect(await loadCaptcha(SRC, undefined, logger())).toBe(api);
    expect(document.head.appendChild).not.toHaveBeenCalled();
    expect(captchaLoader.value).toBe('loaded');
  });
});
