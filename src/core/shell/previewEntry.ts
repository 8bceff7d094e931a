/**
 * The audience preview's entry in session storage (docs/architecture.md, "Previewing as an audience"), written by
 * the browser extension's popup as `{ token, audience, expiresAt }` (epoch ms) and taken at boot. Pure: what the
 * entry says, 'expired', or null for anything malformed. Only the lazy preview chunk (state/applyPreview.ts) imports it.
 */
import { base64UrlJson } from '../signin/token';

export interface Preview {
  audience: 'visitor' | 'free' | 'paid' | 'plan';
  /** The preview access token; null for a visitor, who has none. */
  token: string | null;
  expiresAt: number;
}

export function readPreview(raw: string, now: number): Preview | 'expired' | null {
  try {
    const { token, audience, expiresAt } = JSON.parse(raw) as Record<string, unknown>;
    if (!['visitor', 'free', 'paid', 'plan'].includes(audience as string) || typeof expiresAt !== 'number') return null;
    if (audience === 'visitor') return expiresAt > now ? { audience, token: null, expiresAt } : 'expired';
    // Only a preview token: a real session's token placed here is refused, never used as a preview.
    if (typeof token !== 'string' || (base64UrlJson(token.split('.')[1]!) as { preview?: unknown }).preview !== true) return null;
    return expiresAt > now ? { audience: audience as Preview['audience'], token, expiresAt } : 'expired';
  } catch {
    return null; // not JSON, null, or a token that is no JWT
  }
}
