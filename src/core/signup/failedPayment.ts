/**
 * The failed-payment popup (part 2 §4): the member's plan with a payment failure (the lowest plan id) opens retry
 * payment, unless a reminder for this member is delayed past now. Stored: whom and until when.
 */
export interface FailedPaymentState {
  memberId: number;
  publicPlanId: string;
  delayedUntil: number;
}

export const isFailedPaymentState = (v: unknown): v is FailedPaymentState => {
  if (typeof v !== 'object' || v === null) return false;
  const s = v as Record<string, unknown>;
  return (
    typeof s.memberId === 'number' && typeof s.publicPlanId === 'string' && typeof s.delayedUntil === 'number' && Number.isFinite(s.delayedUntil)
  );
};

export function failedPaymentDue(
  memberId: number,
  memberships: readonly { planId: number; publicPlanId: string; paymentFailure: boolean }[],
  stored: FailedPaymentState | null,
  now: number,
): string | null {
  const failing = memberships.filter((m) => m.paymentFailure).sort((a, b) => a.planId - b.planId)[0];
  if (!failing) return null;
  if (stored && stored.memberId === memberId && stored.delayedUntil > now) return null;
  return failing.publicPlanId;
}
