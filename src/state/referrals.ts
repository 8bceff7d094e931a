/**
 * Referral data collected on the host page (rewardful, facebook ad click), sent with POST /sites/{s}/members and
 * POST /memberships (part 2 §3, §7, §9). The signup screens import `currentReferrals` from here; the collection
 * itself lands in a follow-up commit.
 */
export interface Referral {
  provider: 'rewardful' | 'facebook';
  data: Record<string, unknown>;
}

/** The referrals known right now, ready to send; empty when none were found. */
export function currentReferrals(): Referral[] {
  return [];
}
