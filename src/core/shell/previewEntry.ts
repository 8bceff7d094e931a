/**
 * The audience preview's entry in session storage (docs/architecture.md, "Previewing as an audience"), written by
 * the browser extension's popup as `{ token, audience, expiresAt, plan?, joinedDaysAgo? }` (epoch ms; the plan's
 * name and the days since the preview member joined, for the notice) and taken at boot. Pure: what the entry says,
 * 'expired', or null for anything malformed. Only the lazy preview chunk (state/applyPreview.ts) imports it.
 */
import { base64UrlJson } from '../signin/token';

/** The most days ago a preview member may have joined (ten years: every drip rule a site could set is inside). */
export const MAX_JOINED_DAYS = 3650;
/** "Joined N days ago" as the preview call, the popup and the entry all take it: a whole number, 0 to MAX_JOINED_DAYS. */
export const isJoinedDaysAgo = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_JOINED_DAYS;

/** What the preview notice says (ui/PreviewNotice.tsx): the audience, the plan's name, the days since joining. */
export interface PreviewShown {
  audience: 'visitor' | 'free' | 'paid' | 'plan';
  /** The previewed plan's name (member audiences); null when the entry does not say. */
  plan: string | null;
  /** Days since the preview member joined (member audiences); null when the entry does not say. */
  joinedDaysAgo: number | null;
}

export interface Preview extends PreviewShown {
  /** The preview access token; null for a visitor, who has none. */
  token: string | null;
  expiresAt: number;
}

export function readPreview(raw: string, now: number): Preview | 'expired' | null {
  try {
    const { token, audience, expiresAt, plan = null, joinedDaysAgo = null } = JSON.parse(raw) as Record<string, unknown>;
    if (!['visitor', 'free', 'paid', 'plan'].includes(audience as string) || typeof expiresAt !== 'number') return null;
    if (plan !== null && (typeof plan !== 'string' || !plan.trim())) return null;
    if (joinedDaysAgo !== null && !isJoinedDaysAgo(joinedDaysAgo)) return null;
    const shown = { plan, joinedDaysAgo } as Pick<PreviewShown, 'plan' | 'joinedDaysAgo'>;
    if (audience === 'visitor') return expiresAt > now ? { audience, token: null, expiresAt, ...shown } : 'expired';
    // Only a preview token: a real session's token placed here is refused, never used as a preview.
    if (typeof token !== 'string' || (base64UrlJson(token.split('.')[1]!) as { preview?: unknown }).preview !== true) return null;
    return expiresAt > now ? { audience: audience as Preview['audience'], token, expiresAt, ...shown } : 'expired';
  } catch {
    return null; // not JSON, null, or a token that is no JWT
  }
}
