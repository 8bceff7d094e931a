import { ONE_DAY_MS } from '../bootConstants';

/** Drip gates of a rule (part 1 §6): a fixed start, a fixed end, days after the oldest matching membership began. */
export interface DripRule {
  daysUntilDrip: number | null;
  /** Epoch ms. */
  dripStart: number | null;
  dripEnd: number | null;
}

export type DripGate =
  | { kind: 'open' }
  /** Not yet: wait for `from` (a fixed start) and/or `days` more day(s) of membership. */
  | { kind: 'notYet'; from: number | null; to: number | null; days: number | null }
  | { kind: 'noLonger'; from: number | null; to: number };

/**
 * Whether the drip gates let the viewer in now. `memberSince` holds when each matching live membership began
 * (epoch ms). Days are counted in elapsed time (86,400,000 ms from the moment the oldest began), not calendar
 * days, so the answer does not depend on the visitor's time zone; a part day still to wait counts as one.
 * A days gate with no matching membership (an authenticated-users rule and no plan) has nothing to count
 * from and is open.
 */
export function dripGate(rule: DripRule, memberSince: readonly number[], now: number): DripGate {
  const { dripStart: from, dripEnd: to } = rule;
  let days: number | null = null;
  if (rule.daysUntilDrip !== null && rule.daysUntilDrip > 0 && memberSince.length) {
    const viewableAt = Math.min(...memberSince) + rule.daysUntilDrip * ONE_DAY_MS;
    if (now < viewableAt) days = Math.ceil((viewableAt - now) / ONE_DAY_MS);
  }
  if ((from !== null && now < from) || days !== null) return { kind: 'notYet', from, to, days };
  if (to !== null && now > to) return { kind: 'noLonger', from, to };
  return { kind: 'open' };
}
