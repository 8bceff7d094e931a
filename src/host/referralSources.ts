import { effect } from '@preact/signals-react';
import { FBC_POLL_MS, FBC_POLL_TRIES, REWARDFUL_SCRIPT_URL } from '../core/constants';
import type { Logger } from '../core/util/logger';
import { poll } from '../core/util/poll';
import { readFbc, readRewardful, rewardfulKeyStatus } from '../core/signup/referralData';
import type { Settings } from '../core/shell/settings';
import { setFacebook, setRewardful } from '../state/referralStore';
import { siteConfig } from '../state/store';
import type { FeatureContext } from './features';

/**
 * The ad-click cookie (part 2 §9): read now and then every second, 10 times in all, since the ad network's pixel
 * may set it after the widget boots. `read` returns the cookie header.
 */
export function watchFbc(read: () => string, now: () => number = Date.now): Promise<boolean> {
  return poll(() => readFbc(read()), FBC_POLL_MS, FBC_POLL_MS * (FBC_POLL_TRIES - 1)).then((referral) => {
    if (referral) setFacebook({ referral, setAt: now() });
    return referral !== null;
  });
}

/** The referral script for this environment: the provider's, or the stand-in next to the loader in the fixture world. */
export const rewardfulScriptUrl = (settings: Pick<Settings, 'env' | 'scriptUrl'>): string =>
  settings.env === 'fixture' ? new URL('/stand-ins/rewardful.js', settings.scriptUrl).href : REWARDFUL_SCRIPT_URL;

type RewardfulQueue = ((...args: unknown[]) => void) & { q?: unknown[][] };
type RewardfulWindow = Window & { rewardful?: RewardfulQueue; _rwq?: string; Rewardful?: unknown };

/**
 * Loads the referral script with the site's key unless the page has one already (the provider's snippet: a
 * `rewardful` queue function, then the script with data-rewardful), and reads its data once it is ready. A script
 * of another account makes the status invalid (key mismatch) and its referral is not used.
 */
export function startRewardful(
  apiKey: string,
  settings: Pick<Settings, 'env' | 'scriptUrl'>,
  nonce: string | undefined,
  logger: Pick<Logger, 'log'>,
): void {
  const w = window as RewardfulWindow;
  const present = document.querySelector<HTMLScriptElement>('script[data-rewardful]');
  const status = rewardfulKeyStatus(apiKey, present?.dataset.rewardful);
  if (status === 'invalid') {
    logger.log('WARN', 'REFERRAL', "The page's referral script uses another key than the site's: its referral is not used");
    setRewardful('invalid', null);
    return;
  }
  // The provider's own queue stub: calls made before its script runs are kept and replayed by it.
  w._rwq = 'rewardful';
  w.rewardful ??= Object.assign((...args: unknown[]) => void (w.rewardful!.q ??= []).push(args), { q: [] as unknown[][] });
  w.rewardful('ready', () => setRewardful('loaded', readRewardful(w.Rewardful, Date.now())));
  if (present) return;
  const script = document.createElement('script');
  script.src = rewardfulScriptUrl(settings);
  script.async = true;
  script.dataset.rewardful = apiKey;
  if (nonce) script.nonce = nonce;
  script.addEventListener('error', () => logger.log('WARN', 'REFERRAL', 'The referral script could not load'), { once: true });
  document.head.append(script);
}

/**
 * Referral collection (part 2 §3, §9) for this page view: the ad-click cookie on every page, the referral script
 * once the site configuration names a referral key (once per page).
 */
export function install({ runtime, nonce, logger }: Pick<FeatureContext, 'runtime' | 'nonce' | 'logger'>): void {
  void watchFbc(() => document.cookie);
  let started = false;
  effect(() => {
    const key = siteConfig.value?.integrations.rewardful?.apiKey;
    if (!key || started) return;
    started = true;
    try {
      startRewardful(key, runtime.settings, nonce, logger);
    } catch (error) {
      logger.log('ERROR', 'REFERRAL', 'The referral script could not start', error);
    }
  });
}
