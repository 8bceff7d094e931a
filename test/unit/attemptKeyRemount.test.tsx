import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { useAttemptKey } from '../../src/ui/form/useAttemptKey';
import { useRoot } from './root';

const root = useRoot();
let attempt: ReturnType<typeof useAttemptKey>;
function Join() {
  attempt = useAttemptKey();
  return null;
}

describe('the join retried after an unknown outcome reuses its key', () => {
  it('even when the member closed the modal and opened the same plan again', async () => {
    const keys: string[] = [];
    const body = { planId: 'sub01', couponCode: null, paymentMethod: { method: 'new', newPaymentMethodId: 'pm_1' }, recoveredBy: null };
    act(() => render(<Join />, root()));
    await attempt(body, async (key) => (keys.push(key), { ok: false, error: { status: 0, message: 'timeout', fieldErrors: {} } }) as never);
    act(() => render(null, root())); // closed after 'Error - Please try again later'
    act(() => render(<Join />, root())); // the same plan, the same card, Join again
    await attempt(body, async (key) => (keys.push(key), { ok: true, data: {} }) as never);
    expect(keys[1]).toBe(keys[0]);
  });
});
