import { useRef, useState } from 'react';
import { confirmPayment } from '../../contract/memberships';
import type { PaymentIntent } from '../../contract/payments';
import { formatMoney } from '../../core/signup/money';
import { uiLocale } from '../../state/textsShowing';
import { paymentMethodBody, type PaymentChoice } from '../../core/signup/payment';
import type { RouteOf } from '../../core/shell/screens';
import { afterMembershipChange } from '../../state/membershipChange';
import { loadDeferredPayment } from '../../state/deferredPayment';
import { Form, Submit } from '../form/Form';
import { PaymentMethodField } from '../form/PaymentMethodField';
import { useForm } from '../form/useForm';
import { useServices } from '../services';
import { LoadFailed, Loading } from '../Status';
import { useLoad } from '../useLoad';
import { settled } from '../../core/util/loadable';
import { errorText, t } from '../../shell/t';
import { usePlanName } from '../usePlanName';
import { CardField, type CardHandle } from './CardField';
import { STOPPED_ON_FIELD } from './ChangeCreditCard';
import { failureError, payWith3ds } from './pay';
import { useAttemptKey } from '../form/useAttemptKey';

type Intent = typeof PaymentIntent.TYPE;

/**
 * Retry 3DS (part 2 §2): the plan, what the payment is for, the card to pay with and 'Pay {amount}'. Paying runs
 * the provider's verification when the server asks for it (420), then confirms the payment.
 */
export function Retry3dsPayment({ route }: { route: RouteOf<'retry3dsPayment'> }) {
  const { runtime } = useServices();
  const load = useLoad(() => loadDeferredPayment(runtime, route.publicPlanId).then(settled), [route.publicPlanId]);
  const plan = usePlanName(route.publicPlanId);
  return (
    <div className="stack">
      <h1>{t('retryTitle')}</h1>
      {plan && (
        <h2>
          <bdi>{plan}</bdi>
        </h2>
      )}
      {load.state === 'loading' ? (
        <Loading />
      ) : load.state === 'ready' ? (
        <PayForm intent={load.value} publicPlanId={route.publicPlanId} />
      ) : load.error.status === 404 ? (
        <p className="note" role="status">
          {t('nothingDue')}
        </p>
      ) : (
        <LoadFailed message={errorText(load.error)} onRetry={load.retry} />
      )}
    </div>
  );
}

function PayForm({ intent, publicPlanId }: { intent: Intent; publicPlanId: string }) {
  const { runtime } = useServices();
  const [paid, setPaid] = useState<'retryPaid' | 'retryPaidNewCard' | null>(null);
  const card = useRef<CardHandle | null>(null);
  const attempt = useAttemptKey();
  const form = useForm<{ paymentMethod: string }>({
    initial: { paymentMethod: '' },
    submit: async ({ paymentMethod }) => {
      const choice = paymentMethod as PaymentChoice;
      let newId: string | null = null;
      if (choice === 'new') {
        if (!card.current) return failureError({ key: 'providerNotLoaded' });
        const made = await card.current.paymentMethod();
        if ('failure' in made) return STOPPED_ON_FIELD;
        newId = made.id;
      }
      const method = paymentMethodBody(choice, newId);
      const params = { planId: publicPlanId };
      const result = await attempt({ method }, (key) =>
        payWith3ds(runtime, card.current?.stripe ?? null, key, (idempotencyKey, confirmed) =>
          confirmed
            ? runtime.client(confirmPayment, { params, body: { paymentIntentId: confirmed, idempotencyKey } })
            : runtime.client(confirmPayment, { params, body: { paymentIntentId: intent.id, paymentMethod: method, idempotencyKey } }),
        ),
      );
      if (!result.ok) return choice === 'new' && card.current?.failed(result.error) ? STOPPED_ON_FIELD : result.error;
      // The plan is live now: its pages open once the token's claim says so, before the success is shown.
      await afterMembershipChange(runtime);
      setPaid(choice === 'new' ? 'retryPaidNewCard' : 'retryPaid');
      return null;
    },
  });

  if (paid) {
    return (
      <p className="status ok" role="status" data-paid="">
        {t(paid)}
      </p>
    );
  }
  const amount = formatMoney(intent.amount, intent.currency, true, uiLocale.value);
  return (
    <Form form={form}>
      <p>{t('retryNeedsStep')}</p>
      <table className="lines">
        <tbody>
          {intent.lineItems.map((line, i) => (
            <tr key={i}>
              <td>{line.description}</td>
              <td>{formatMoney(line.amount, line.currency, true, uiLocale.value)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{t('invoiceTotal')}</th>
            <td>{amount}</td>
          </tr>
        </tbody>
      </table>
      <PaymentMethodField
        choice={form.values.paymentMethod}
        error={form.errors.paymentMethod}
        onChoice={form.set('paymentMethod')}
        newCard={<CardField handle={card} />}
      />
      {form.values.paymentMethod && <Submit label={t('retryPay', { amount })} submitting={form.submitting} />}
    </Form>
  );
}
