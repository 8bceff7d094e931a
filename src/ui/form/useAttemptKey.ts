import { useRef } from 'react';
import type { ApiResult } from '../../api/client';
import { markPaying } from '../../state/payingMark';
import { attemptKey, isUnknownOutcome, randomKey, type Attempt } from '../../core/signup/idempotency';
import { stringify } from '../../core/util/json';

/**
 * Idempotency keys for one form's call that moves money or changes a membership: a new key per attempt, the same
 * key when the same request is repeated after an unknown outcome (core/signup/idempotency.ts), so a retry never charges
 * or cancels twice. While the call is out the tab is marked (state/payingMark.ts): a page left before the answer
 * makes the next page view ask for the member afresh.
 */
export function useAttemptKey() {
  const last = useRef<Attempt | null>(null);
  return async <T>(request: unknown, send: (idempotencyKey: string) => Promise<ApiResult<T>>): Promise<ApiResult<T>> => {
    const text = stringify(request);
    const key = attemptKey(last.current, text, randomKey);
    markPaying(true);
    const result = await send(key).finally(() => markPaying(false));
    last.current = { key, request: text, unknownOutcome: !result.ok && isUnknownOutcome(result.error.status) };
    return result;
  };
}
