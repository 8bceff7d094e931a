import { useEffect } from 'react';
import { retryStep } from '../../core/payment';
import type { RouteOf } from '../../core/screens';
import { loadDeferredPayment } from '../../state/payments';
import { useServices } from '../services';
import { LoadFailed, Loading } from '../Status';
import { useLoad } from '../useLoad';
import { errorText, t } from '../t';

/**
 * Retry payment (part 2 §2), a redirector: the plan's deferred payment intent decides. Awaiting action goes to
 * retry 3DS; anything else to change card in FAILING_CARD mode. Nothing due says so.
 */
export function RetryPayment({ route }: { route: RouteOf<'retryPayment'> }) {
  const { runtime, navigate } = useServices();
  const { result, retry } = useLoad(() => loadDeferredPayment(runtime, route.publicPlanId), [route.publicPlanId]);
  useEffect(() => {
    if (!result?.ok) return;
    const step = retryStep(result.data.status);
    navigate(step === 'retry3dsPayment' ? { name: step, publicPlanId: route.publicPlanId } : { name: step, mode: 'FAILING_CARD' }, true);
  }, [result]);
  if (!result || result.ok) return <Loading />;
  const { error } = result;
  if (error.status === 404) {
    return (
      <p className="note" role="status" data-nothing-due="">
        {t('nothingDue')}
      </p>
    );
  }
  return <LoadFailed message={errorText(error)} onRetry={retry} />;
}
