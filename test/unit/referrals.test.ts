import { is, nullable, optional, string, type, unknown } from 'superstruct';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FBC_POLL_MS, FBC_POLL_TRIES } from '../../src/core/constants';
import { initialReferralState, readFbc, readRewardful, referralsToSend, rewardfulKeyStatus } from '../../src/core/signup/referralData';
import { rewardfulScriptUrl, startRewardful, watchFbc } from '../../src/host/referralSources';
import { currentReferrals, referralState, resetReferrals } from '../../src/state/referralStore';

const logger = { log: vi.fn() };

describe('referral data (part 2 §3: rewardful {referral, coupon, setAt}; facebook {referral, setAt})', () => {
  it("reads the referral script's global: referral and coupon, stamped with setAt", () => {
    expect(readRewardful({ referral: ' ref-1 ', coupon: { id: 'c1', name: 'FRIEND' }, affiliate: { id: 'a' } }, 1234)).toEqual({
      referral: 'ref-1',
      coupon: { id: 'c1', name: 'FRIEND' },
      setAt: 1234,
    });
    expect(readRewardful({ referral: 'ref-1', coupon: 'not an object' }, 5)).toEqual({ referral: 'ref-1', coupon: null, setAt: 5 });
  });

  it('checks the global by hand as the struct it replaced did (superstruct is not loaded after ready)', () => {
    // The struct readRewardful used: type({ referral: optional(nullable(string())), coupon: optional(unknown()) }).
    const Global = type({ referral: optional(nullable(string())), coupon: optional(unknown()) });
    const globals: unknown[] = [
      undefined,
      null,
      0,
      'x',
      [],
      ['ref'],
      {},
      { referral: 'r' },
      { referral: ' ' },
      { referral: null },
      { referral: 7 },
      { referral: ['r'] },
    ];
    for (const global of [...globals, ...globals.map((g) => ({ referral: 'r', coupon: g }))]) {
      // Data exactly when the struct accepts the global and it names a referral.
      const named = is(global, Global) && typeof global?.referral === 'string' && global.referral.trim() !== '';
      expect(readRewardful(global, 1) !== null, JSON.stringify(global)).toBe(named);
    }
    const hostile = Object.defineProperty({}, 'referral', {
      get() {
        throw new Error('a third party getter');
      },
    });
    expect(readRewardful(hostile, 1)).toBeNull();
  });

  it('no referral, or a malformed global, is no data', () => {
    for (const global of [undefined, null, 'x', { referral: '' }, { referral: null }, { referral: 42 }, {}]) {
      expect(readRewardful(global, 1)).toBeNull();
    }
  });

  it("status (part 1 §3 'invalid (key mismatch)'): the page's script of another key is invalid; the site's own or none is loaded", () => {
    expect(rewardfulKeyStatus('rw_key', 'rw_other')).toBe('invalid');
    expect(rewardfulKeyStatus('rw_key', 'rw_key')).toBe('loaded');
    expect(rewardfulKeyStatus('rw_key', undefined)).toBe('loaded');
  });

  it('reads the ad-click cookie _fbc, decoded; absent or empty is null', () => {
    expect(readFbc('a=1; _fbc=fb.1.1700000000000.Ab%20Cd; b=2')).toBe('fb.1.1700000000000.Ab Cd');
    expect(readFbc('a=1; x_fbc=nope')).toBeNull();
    expect(readFbc('_fbc=')).toBeNull();
    expect(readFbc('_fbc=%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('sends each provider with data; the rewardful referral only while loaded (part 2 §7 referrals)', () => {
    const rewardful = { referral: 'r', coupon: null, setAt: 1 };
    const facebook = { referral: 'fb.1.2.x', setAt: 2 };
    expect(referralsToSend(initialReferralState)).toEqual([]);
    expect(referralsToSend({ rewardfulStatus: 'loaded', rewardful, facebook })).toEqual([
      { provider: 'rewardful', data: rewardful },
      { provider: 'facebook', data: facebook },
    ]);
    expect(referralsToSend({ rewardfulStatus: 'invalid', rewardful, facebook })).toEqual([{ provider: 'facebook', data: facebook }]);
    expect(referralsToSend({ rewardfulStatus: 'initial', rewardful, facebook: null })).toEqual([]);
  });
});

describe('the ad-click cookie is polled every 1 s up to 10 times (part 2 §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetReferrals();
  });
  afterEach(() => vi.useRealTimers());

  it('asks 10 times, a second apart, then gives up', async () => {
    const read = vi.fn(() => 'other=1');
    const done = watchFbc(read);
    await vi.advanceTimersByTimeAsync(FBC_POLL_MS * FBC_POLL_TRIES * 2);
    await expect(done).resolves.toBe(false);
    expect(read).toHaveBeenCalledTimes(FBC_POLL_TRIES);
    expect(currentReferrals()).toEqual([]);
  });

  it('stops at the first value and records it with setAt', async () => {
    let cookie = '';
    const read = vi.fn(() => cookie);
    const done = watchFbc(read, () => 777);
    await vi.advanceTimersByTimeAsync(FBC_POLL_MS * 2);
    cookie = '_fbc=fb.1.1.click';
    await vi.advanceTimersByTimeAsync(FBC_POLL_MS);
    await expect(done).resolves.toBe(true);
    expect(read).toHaveBeenCalledTimes(4);
    expect(currentReferrals()).toEqual([{ provider: 'facebook', data: { referral: 'fb.1.1.click', setAt: 777 } }]);
  });
});

describe('the referral script (part 2 §7 "a referral script ... feed referral data")', () => {
  const settings = { env: 'fixture' as const, scriptUrl: 'https://cdn.example.test/widget/widget.js' };
  const w = window as unknown as { rewardful?: ((...a: unknown[]) => void) & { q?: unknown[][] }; Rewardful?: unknown; _rwq?: string };
  beforeEach(() => {
    resetReferrals();
    document.head.innerHTML = '';
    delete w.rewardful;
    delete w.Rewardful;
    logger.log.mockClear();
  });

  it('is the stand-in in the fixture world and the provider elsewhere', () => {
    expect(rewardfulScriptUrl(settings)).toBe('https://cdn.example.test/stand-ins/rewardful.js');
    expect(rewardfulScriptUrl({ ...settings, env: 'production' })).toBe('https://r.wdfl.co/rw.js');
  });

  it("is loaded with the site's key and the loader's nonce; its data is read once it says it is ready", () => {
    startRewardful('rw_key', settings, 'n0nce', logger);
    const script = document.head.querySelector<HTMLScriptElement>('script[data-rewardful]')!;
    expect(script.dataset.rewardful).toBe('rw_key');
    expect(script.nonce).toBe('n0nce');
    expect(referralState.value.rewardfulStatus).toBe('initial');
    // What the provider's script does when it has run: replay the queued 'ready' callbacks.
    w.Rewardful = { referral: 'ref-9', coupon: null };
    const [[command, callback]] = w.rewardful!.q as [[string, () => void]];
    expect(command).toBe('ready');
    callback();
    expect(currentReferrals()).toEqual([{ provider: 'rewardful', data: { referral: 'ref-9', coupon: null, setAt: expect.any(Number) } }]);
  });

  it('a page script of another key: invalid, nothing loaded, nothing sent, a REFERRAL warning', () => {
    const other = document.createElement('script');
    other.dataset.rewardful = 'rw_other';
    document.head.append(other);
    startRewardful('rw_key', settings, undefined, logger);
    expect(document.head.querySelectorAll('script').length).toBe(1);
    expect(referralState.value.rewardfulStatus).toBe('invalid');
    expect(currentReferrals()).toEqual([]);
    expect(logger.log).toHaveBeenCalledWith('WARN', 'REFERRAL', expect.any(String));
  });

  it("the page's own script of the site's key is used, not loaded twice", () => {
    const own = document.createElement('script');
    own.dataset.rewardful = 'rw_key';
    document.head.append(own);
    startRewardful('rw_key', settings, undefined, logger);
    expect(document.head.querySelectorAll('script').length).toBe(1);
    expect(w.rewardful!.q).toHaveLength(1);
  });
});
