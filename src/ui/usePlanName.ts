import { useRef } from 'react';
import { membershipName } from '../core/account/planMemberships';
import { member } from '../state/store';

/**
 * The name of the member's plan a screen is about (cancel membership, retry 3DS), from the member's memberships.
 * Once found it is kept for the screen's life: the member reloaded after the change the screen made (a
 * cancellation, a payment) may list the plan no more, and the title must not lose its name under the member's eyes.
 */
export function usePlanName(publicPlanId: string): string | null {
  const found = membershipName(member.value?.memberships ?? [], publicPlanId);
  const kept = useRef<{ publicPlanId: string; name: string } | null>(null);
  if (found) kept.current = { publicPlanId, name: found };
  return found ?? (kept.current?.publicPlanId === publicPlanId ? kept.current.name : null);
}
