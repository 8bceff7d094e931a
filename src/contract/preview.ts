import { array, boolean, define, enums, nullable, optional, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { defineCall } from './call';
import { IsoDate, PlanType } from './common';
import { MAX_JOINED_DAYS, isJoinedDaysAgo } from '../core/shell/previewEntry';

/**
 * Previewing a site as an audience (docs/architecture.md, "Previewing as an audience"): not in the spec. Only the
 * site's owner may ask (a member's token gets 403). `free` previews the site's first free plan, `paid` its first
 * paid plan, `plan` the plan named by `publicPlanId` (private plans included); `visitor` needs no token at all.
 */
export const PreviewAudience = enums(['visitor', 'free', 'paid', 'plan']);
export type PreviewAudience = Infer<typeof PreviewAudience>;

export { MAX_JOINED_DAYS, isJoinedDaysAgo };
export const JOINED_DAYS_ERROR = `A whole number of days from 0 to ${MAX_JOINED_DAYS}.`;
/** One struct with one message (the fixture's 422 field error), whatever is wrong with the value. */
export const JoinedDaysAgo = define<number>('JoinedDaysAgo', (value) => isJoinedDaysAgo(value) || JOINED_DAYS_ERROR);

/**
 * `joinedDaysAgo` (member audiences; 0 when left out): the preview member's membership began that many days
 * before the preview was issued, so drip rules count from then, as for a real member who joined that day.
 */
export const PreviewRequest = type({ audience: PreviewAudience, publicPlanId: optional(string()), joinedDaysAgo: optional(JoinedDaysAgo) });

/** The plan a member preview holds, as the preview notice names it. */
export const PreviewedPlan = type({ publicId: string(), name: string() });

/**
 * The preview access token: 10 minutes, no refresh token, read-only (every write answers 403 with it), claims
 * `preview: true` and the audience's memberspace claim. Null for `visitor`, as are `plan` and `joinedDaysAgo`.
 */
export const PreviewGrant = type({
  previewToken: nullable(string()),
  audience: PreviewAudience,
  expiresAt: IsoDate,
  plan: optional(nullable(PreviewedPlan)),
  joinedDaysAgo: optional(nullable(JoinedDaysAgo)),
});

export const startPreview = defineCall({
  method: 'POST',
  path: '/sites/:s/preview',
  auth: true,
  body: PreviewRequest,
  response: PreviewGrant,
});

/**
 * One plan of the site as the owner's preview list shows it: every plan, private and agency ones included
 * (`visibility`), disabled ones marked (`enabled`: existing members may still hold them).
 */
export const PreviewPlan = type({
  publicId: string(),
  name: string(),
  type: PlanType,
  visibility: enums(['public', 'private', 'agency']),
  enabled: boolean(),
});
export type PreviewPlan = Infer<typeof PreviewPlan>;

/** Every plan of the site, for the owner's "Preview as a member of" list: owner only (a member 403, none 401). */
export const listPreviewPlans = defineCall({
  method: 'GET',
  path: '/sites/:s/preview/plans',
  auth: true,
  response: array(PreviewPlan),
});
