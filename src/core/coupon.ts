/**
 * The coupon field of signup to plan (part 2 §4 "Coupon: unverified, fetching, verified (success) or error on
 * the field"; §5 "applied only when verified; the coupon code is sent only if verified"). A pure reducer: the
 * screen dispatches what happened and renders the state.
 */
import type { Coupon } from '../contract/plans';

export type CouponData = typeof Coupon.TYPE;

export type CouponState =
  | { status: 'unverified'; code: string }
  | { status: 'fetching'; code: string; planId: string }
  | { status: 'verified'; code: string; planId: string; coupon: CouponData }
  | { status: 'error'; code: string; message: string };

export type CouponEvent =
  /** The member typed (or cleared) the code. */
  | { type: 'typed'; code: string }
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
  switch (event.type) {
    case 'typed':
      return event.code === state.code && state.status !== 'error' ? state : { status: 'unverified', code: event.code };
    case 'fetch':
      return state.code.trim() ? { status: 'fetching', code: state.code, planId: event.planId } : state;
    case 'succeeded':
    case 'failed':
      // An answer for a code or plan no longer shown (typed over, plan changed) is dropped.
      if (state.status !== 'fetching' || state.code !== event.code || state.planId !== event.planId) return state;
      return event.type === 'succeeded'
        ? { status: 'verified', code: state.code, planId: event.planId, coupon: event.coupon }
        : { status: 'error', code: state.code, message: event.message };
    case 'planChanged':
      return state.status === 'unverified' ? state : { status: 'unverified', code: state.code };
    case 'refused':
      return { status: 'error', code: state.code, message: event.message };
  }
}

/** Something typed that is not (yet) a verified coupon hides the submit button (part 2 §2). */
export const hidesSubmit = (state: CouponState): boolean => state.code.trim() !== '' && state.status !== 'verified';

/** The couponCode of the join call: only a verified one (part 2 §5), for the plan it was verified for. */
export const couponCodeToSend = (state: CouponState, planId: string): string | null =>
  state.status === 'verified' && state.planId === planId ? state.code.trim() : null;

/**
 * Whether Apply sends a check: a code typed and not verified, nothing in flight. After an error it may be
 * checked again (a network failure, or a code the join call refused that the member wants to retry).
 */
export const needsCheck = (state: CouponState): boolean =>
  (state.status === 'unverified' || state.status === 'error') && state.code.trim() !== '';

/** The verified coupon's total for the plan (minor units), or null when unknown. */
export const verifiedTotal = (state: CouponState, planId: string): number | null =>
  state.status === 'verified' && state.planId === planId ? (state.coupon.result?.total ?? null) : null;
