/**
 * The coupon field of signup to plan (part 2 §4 "Coupon: unverified, fetching, verified (success) or error on
 * the field"; §5 "applied only when verified; the coupon code is sent only if verified"). A pure reducer: the
 * screen dispatches what happened and renders the state.
 */
import type { Coupon } from '../../contract/plans';
import type { ApiError } from '../texts/errors';
import { typedIdentifier } from '../util/typedText';

export type CouponData = typeof Coupon.TYPE;

/**
 * byDefault: the code is the plan's default coupon (Plan.defaultCouponCode), not one the member typed. Such a
 * code never stands between the member and the submit: failing its check, it is dropped (docs/architecture.md).
 */
export type CouponState = (
  | { status: 'unverified'; code: string }
  | { status: 'fetching'; code: string; planId: string }
  | { status: 'verified'; code: string; planId: string; coupon: CouponData }
  | { status: 'error'; code: string; message: string }
) & { byDefault?: true };

export type CouponEvent =
  /** The member typed (or cleared) the code. */
  | { type: 'typed'; code: string }
  /** The chosen plan's default coupon was put in (empty: the plan has none). */
  | { type: 'prefilled'; code: string }
  /** A check for this code and plan was sent. */
  | { type: 'fetch'; planId: string }
  | { type: 'succeeded'; code: string; planId: string; coupon: CouponData }
  /** message: the server's words, else 'Could not load this coupon' (the caller picks). */
  | { type: 'failed'; code: string; planId: string; message: string }
  /** Another plan was chosen: a coupon is checked per plan, so the code needs checking again. */
  | { type: 'planChanged' }
  /** The join call refused the code (its fieldErrors.couponCode). */
  | { type: 'refused'; message: string };

export const initialCoupon = (code = ''): CouponState => ({ status: 'unverified', code });

export function couponReducer(state: CouponState, event: CouponEvent): CouponState {
  // Everything but the member's typing keeps whether the code is the plan's default.
  const keep = state.byDefault ? ({ byDefault: true } as const) : {};
  switch (event.type) {
    case 'typed':
      return event.code === state.code && state.status !== 'error' && !state.byDefault ? state : { status: 'unverified', code: event.code };
    case 'prefilled':
      return typedIdentifier(event.code) ? { status: 'unverified', code: event.code, byDefault: true } : { status: 'unverified', code: '' };
    case 'fetch':
      return typedIdentifier(state.code) ? { status: 'fetching', code: state.code, planId: event.planId, ...keep } : state;
    case 'succeeded':
    case 'failed':
      // An answer for a code or plan no longer shown (typed over, plan changed) is dropped.
      if (state.status !== 'fetching' || state.code !== event.code || state.planId !== event.planId) return state;
      return event.type === 'succeeded'
        ? { status: 'verified', code: state.code, planId: event.planId, coupon: event.coupon, ...keep }
        : { status: 'error', code: state.code, message: event.message, ...keep };
    case 'planChanged':
      return state.status === 'unverified' ? state : { status: 'unverified', code: state.code, ...keep };
    case 'refused':
      return { status: 'error', code: state.code, message: event.message, ...keep };
  }
}

/**
 * Something typed that is not (yet) a verified coupon hides the submit button (part 2 §2). The plan's default
 * coupon is not typed: while it is checked the button is only disabled, and once refused it is dropped.
 */
export const hidesSubmit = (state: CouponState): boolean => !state.byDefault && typedIdentifier(state.code) !== '' && state.status !== 'verified';

/** The plan's default coupon that failed its check (or the join call refused): its code and why, for the note. */
export const droppedDefault = (state: CouponState): { code: string; message: string } | null =>
  state.byDefault && state.status === 'error' ? { code: state.code, message: state.message } : null;

/**
 * The code to check when a plan is chosen: the member's own, else the plan's default coupon, else none. A code
 * that was another plan's default is not the member's choice and gives way to this plan's.
 */
export function codeForPlan(state: CouponState, defaultCouponCode: string | null | undefined): { code: string; byDefault: boolean } | null {
  if (typedIdentifier(state.code) && !state.byDefault) return { code: state.code, byDefault: false };
  const code = defaultCouponCode?.trim() ?? '';
  return code ? { code, byDefault: true } : null;
}

/**
 * What a failed coupon check says (part 2 §8 "the server's error or 'Could not load this coupon'"): the server's
 * error, else its words for the coupon field; null when the server said nothing (a network failure, a bare status),
 * for the caller's 'Could not load this coupon'.
 */
export const couponRefusal = (error: Pick<ApiError, 'message' | 'messageKey' | 'fieldErrors'>): string | null =>
  (error.messageKey ? null : error.message) || error.fieldErrors.couponCode || null;

/** The couponCode of the join call: only a verified one (part 2 §5), for the plan it was verified for. */
export const couponCodeToSend = (state: CouponState, planId: string): string | null =>
  state.status === 'verified' && state.planId === planId ? typedIdentifier(state.code) : null;

/**
 * Whether Apply sends a check: a code typed and not verified, nothing in flight. After an error it may be
 * checked again (a network failure, or a code the join call refused that the member wants to retry).
 */
export const needsCheck = (state: CouponState): boolean =>
  (state.status === 'unverified' || state.status === 'error') && typedIdentifier(state.code) !== '';

/** The coupon verified for the plan, or null: what the order summary, the join and the wallets' sheet count. */
export const verifiedCoupon = (state: CouponState, planId: string): CouponData | null =>
  state.status === 'verified' && state.planId === planId ? state.coupon : null;

/** The verified coupon's total for the plan (minor units), or null when unknown. */
export const verifiedTotal = (state: CouponState, planId: string): number | null => verifiedCoupon(state, planId)?.result?.total ?? null;
