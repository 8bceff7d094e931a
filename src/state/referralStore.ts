import { signal, type ReadonlySignal } from '@preact/signals-react';
import {
  initialReferralState,
  referralsToSend,
  type FacebookData,
  type Referral,
  type ReferralState,
  type RewardfulData,
} from '../core/signup/referralData';

export type { Referral } from '../core/signup/referralData';

/**
 * Referral data collected on this page view (part 2 §3, §7, §9): host/referralSources.ts feeds it, the plan signup
 * screen sends `currentReferrals()` with POST /sites/{s}/memberships. In memory: both sources (the referral
 * script's own cookie, the ad-click cookie) are read again on every page.
 */
const state = signal<ReferralState>(initialReferralState);

export const referralState: ReadonlySignal<ReferralState> = state;

/** The referral script was read: its data (null for no referral) and whether its key is the site's. */
export function setRewardful(status: 'loaded' | 'invalid', data: RewardfulData | null): void {
  state.value = { ...state.peek(), rewardfulStatus: status, rewardful: status === 'loaded' ? data : null };
}

export function setFacebook(data: FacebookData): void {
  state.value = { ...state.peek(), facebook: data };
}

/** The referrals known right now, ready to send; empty when none were found. */
export function currentReferrals(): Referral[] {
  return referralsToSend(state.peek());
}

/** Back to nothing known (tests). */
export function resetReferrals(): void {
  state.value = initialReferralState;
}
