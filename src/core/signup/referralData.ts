/**
 * Referral data (part 1 §3, part 2 §3, §7, §9): what the referral script (rewardful) and the ad-click cookie
 * (facebook's _fbc) say about where a visitor came from, and what is sent with a new membership. Pure: the host
 * layer reads the page's global and cookie.
 */
import { parseCookies } from '../signin/cookieRead';
import { isRecord } from '../util/guards';

export type ReferralProvider = 'rewardful' | 'facebook';
/** Part 1 §3 "Referral status: initial, loaded, invalid (key mismatch)". */
export type ReferralStatus = 'initial' | 'loaded' | 'invalid';

/** Part 2 §3: rewardful {referral, coupon, setAt}; setAt is when the widget read it (ms since the epoch). */
export interface RewardfulData {
  referral: string;
  coupon: Record<string, unknown> | null;
  setAt: number;
}
/** Part 2 §3: facebook {referral, setAt}; the referral is the ad-click cookie's value. */
export interface FacebookData {
  referral: string;
  setAt: number;
}

export interface ReferralState {
  /** The referral script's state: initial until read, loaded, or invalid when its key is not the site's. */
  rewardfulStatus: ReferralStatus;
  rewardful: RewardfulData | null;
  facebook: FacebookData | null;
}

export interface Referral {
  provider: ReferralProvider;
  data: Record<string, unknown>;
}

export const initialReferralState: ReferralState = { rewardfulStatus: 'initial', rewardful: null, facebook: null };

/**
 * The part of the referral script's global (window.Rewardful) the widget reads; anything else is ignored. Checked by
 * hand: this runs after ready on every page, and superstruct stays in the contract's chunk (contract/chunk.ts).
 */
interface RewardfulGlobal {
  referral?: string | null;
  coupon?: unknown;
}
const isRewardfulGlobal = (v: unknown): v is RewardfulGlobal => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const { referral } = v as RewardfulGlobal;
  return referral === undefined || referral === null || typeof referral === 'string';
};

/** The referral script's data, or null when it has no referral (a visitor who came on their own) or is malformed. */
export function readRewardful(global: unknown, now: number): RewardfulData | null {
  try {
    if (!isRewardfulGlobal(global)) return null;
    const referral = global.referral?.trim();
    if (!referral) return null;
    return { referral, coupon: isRecord(global.coupon) ? global.coupon : null, setAt: now };
  } catch {
    return null; // a third party's getter that throws: no referral
  }
}

/**
 * Whose referral it is: the site's referral key (integrations.rewardful.apiKey) against the key of the script on
 * the page. Another account's script tracks another program's affiliates, so its referral is not this site's.
 */
export function rewardfulKeyStatus(siteKey: string, scriptKey: string | null | undefined): 'loaded' | 'invalid' {
  return !scriptKey || scriptKey.trim() === siteKey.trim() ? 'loaded' : 'invalid';
}

/** The ad-click cookie's name (facebook's pixel sets it after an ad click). */
export const FBC_COOKIE = '_fbc';

/** The ad-click cookie's value, decoded, or null when it is absent or empty. */
export function readFbc(cookieHeader: string): FacebookData['referral'] | null {
  const raw = parseCookies(cookieHeader).get(FBC_COOKIE);
  if (!raw) return null;
  try {
    return decodeURIComponent(raw).trim() || null;
  } catch {
    return raw.trim() || null; // not percent-encoded after all: the value as it is
  }
}

/**
 * What goes with POST /memberships (part 2 §7 referrals): each provider that has data, the rewardful referral only
 * while its status is loaded.
 */
export function referralsToSend(state: ReferralState): Referral[] {
  const out: Referral[] = [];
  if (state.rewardfulStatus === 'loaded' && state.rewardful) out.push({ provider: 'rewardful', data: { ...state.rewardful } });
  if (state.facebook) out.push({ provider: 'facebook', data: { ...state.facebook } });
  return out;
}
