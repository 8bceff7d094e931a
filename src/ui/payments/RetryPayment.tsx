import { useEffect } from 'react';
import { retryStep } from '../../core/signup/payment';
import type { RouteOf } from '../../core/shell/screens';
import { loadDeferredPayment } from '../../state/deferredPayment';
import { Icon } from '../icons';
import { useServices } from '../services';
import { LoadFailed, Loading } from '../Status';
import { useLoad } from '../useLoad';
import { settled } from '../../core/util/loadable';
import { errorText, t } from '../../shell/t';

/**
 * Retry payment (part 2 §2), a redirector: the plan's deferred payment intent decides. Awaiting action goes to
 * retry 3DS; anything else to change card in FAILING_CARD mode. Nothing due is an end state: said as the heading, with
 * one way on, to the account.
 */
export function RetryPayment({ route }: { route: RouteOf<'retryPayment'> }) {
  const { runtime, navigate } = useServices();
  const load = useLoad(() => loadDeferredPayment(runtime, route.publicPlanId).then(settled), [route.publicPlanId]);
  useEffect(() => {
    if (load.state !== 'ready') return;
    const step = retryStep(load.value.status);
    navigate(step === 'retry3dsPayment' ? { name: step, publicPlanId: route.publicPlanId } : { name: step, mode: 'FAILING_CARD' }, true);
  }, [load]);
  if (load.state !== 'failed') return <Loading />;
  const { error } = load;
  if (error.status === 404) {
    return (
      <div className="outcome" data-nothing-due="">
        <span className="outcome-icon">
          <Icon name="done" size={44} />
        </span>
        <h1>{t('nothingDue')}</h1>
        <button type="button" className="btn" onClick={() => navigate({ name: 'account' }, true)}>
          {t('done')}
        </button>
      </div>
    );
  }
  return <LoadFailed message={errorText(error)} onRetry={load.retry} />;
}
