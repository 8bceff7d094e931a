import type { ApiResult } from '../../api/client';
import { markPaying } from '../../state/payingMark';
import { tokenMemberId } from '../../state/store';
import { isUnknownOutcome, nextAttempt, randomKey, type Attempt } from '../../core/signup/idempotency';
import { stringify } from '../../core/util/json';

/**
 * Attempts whose outcome is unknown, by member and request, for the page's life rather than the form's: the member
 * who closes the modal after a timeout and joins the same plan again repeats the same call, under the same key.
 */
const unknownOutcomes = new Map<string, Attempt>();

/**
 * Idempotency keys for one form's call that moves money or changes a membership: a new key per attempt, the same
 * key when the same request is repeated after an unknown outcome (core/signup/idempotency.ts), so a retry never charges
 * or cancels twice. `late` reads what goes with the request but may change by itself (referral data): a repeat gets
 * what the first attempt sent. While the call is out, and after an unknown outcome, the tab is marked
 * (state/payingMark.ts): a page left before the answer makes the next page view ask for the member afresh.
 */
export function useAttemptKey() {
  return async <T, L = undefined>(
    request: unknown,
    send: (idempotencyKey: string, late: L) => Promise<ApiResult<T>>,
    late: () => L = () => undefined as L,
  ): Promise<ApiResult<T>> => {
    const text = stringify(request);
    const id = `${tokenMemberId.peek()}:${text}`;
    const next = nextAttempt((unknownOutcomes.get(id) as Attempt<L> | undefined) ?? null, text, late, randomKey);
    markPaying(true);
    const result = await send(next.key, next.late);
    const unknownOutcome = !result.ok && isUnknownOutcome(result.error.status);
    if (unknownOutcome) unknownOutcomes.set(id, { key: next.key, request: text, late: next.late, unknownOutcome });
    else {
      // Only a known outcome takes the mark away: a request the page's unload cut off ends as an unknown one, in
      // the unload itself, and the next page view must still ask for the member afresh.
      markPaying(false);
      unknownOutcomes.delete(id);
    }
    return result;
  };
}
