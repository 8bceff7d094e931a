/**
 * The payments chunk (ui/payments/: the card provider, the card field, the card screens): loaded the first time
 * a payment screen opens or a new card is chosen, so no other screen downloads it (GUIDE: payments and Stripe
 * on demand). A failed load says so and can be asked again.
 */
import { useEffect, useState, type ComponentType } from 'react';
import type { RouteOf } from '../../core/screens';
import { LoadFailed, Loading } from '../Status';
import { t } from '../t';

type PaymentsModule = typeof import('../payments/index');
let loading: Promise<PaymentsModule> | null = null;

export const loadPayments = (): Promise<PaymentsModule> =>
  (loading ??= import('../payments/index').catch((error: unknown) => {
    loading = null;
    throw error;
  }));

function fromPayments<P extends object>(pick: (m: PaymentsModule) => ComponentType<P>): ComponentType<P> {
  return function FromPayments(props: P) {
    const [found, setFound] = useState<{ C: ComponentType<P> } | 'failed' | null>(null);
    const [asked, setAsked] = useState(0);
    useEffect(() => {
      let live = true;
      loadPayments().then(
        (m) => live && setFound({ C: pick(m) }),
        () => live && setFound('failed'),
      );
      return () => {
        live = false;
      };
    }, [asked]);
    if (found === 'failed') return <LoadFailed message={t('general')} onRetry={() => (setFound(null), setAsked((n) => n + 1))} />;
    return found ? <found.C {...props} /> : <Loading />;
  };
}

export const CardField = fromPayments((m) => m.CardField);
export const ChangeCreditCard = fromPayments<{ route: RouteOf<'changeCreditCard'> }>((m) => m.ChangeCreditCard);
export const RetryPayment = fromPayments<{ route: RouteOf<'retryPayment'> }>((m) => m.RetryPayment);
export const Retry3dsPayment = fromPayments<{ route: RouteOf<'retry3dsPayment'> }>((m) => m.Retry3dsPayment);
