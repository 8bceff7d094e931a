import { enums, nullable, optional, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { defineCall } from './call';
import { IsoDate } from './common';

/**
 * Previewing a site as an audience (docs/architecture.md, "Previewing as an audience"): not in the spec. Only the
 * site's owner may ask (a member's token gets 403). `free` previews the site's first free plan, `paid` its first
 * paid plan, `plan` the plan named by `publicPlanId` (private plans included); `visitor` needs no token at all.
 */
export const PreviewAudience = enums(['visitor', 'free', 'paid', 'plan']);
export type PreviewAudience = Infer<typeof PreviewAudience>;

export const PreviewRequest = type({ audience: PreviewAudience, publicPlanId: optional(string()) });

/**
 * The preview access token: 10 minutes, no refresh token, read-only (every write answers 403 with it), claims
 * `preview: true` and the audience's memberspace claim. Null for `visitor`.
 */
export const PreviewGrant = type({ previewToken: nullable(string()), audience: PreviewAudience, expiresAt: IsoDate });

export const startPreview = defineCall({
  method: 'POST',
  path: '/sites/:s/preview',
  auth: true,
  body: PreviewRequest,
  response: PreviewGrant,
});
