import { useRef, useState } from 'react';
import { updateCurrentPaymentMethod } from '../../contract/payments';
import { cardScreenTexts } from '../../core/signup/payment';
import type { RouteOf } from '../../core/shell/screens';
import { afterMembershipChange } from '../../state/membershipChange';
import { loadCardOnFile } from '../../state/signupLoads';
import { Form, Submit } from '../form/Form';
import { useForm } from '../form/useForm';
import { useServices } from '../services';
import { LoadFailed, Loading, WithMember } from '../Status';
import { useLoad } from '../useLoad';
import { ready } from '../../core/util/loadable';
import { t } from '../../shell/t';
import { CardField, type CardHandle } from './CardField';
import { failureError, payWith3ds } from './pay';
import { useAttemptKey } from '../form/useAttemptKey';

/** A card step that stopped on the card field: the field shows why, the form's alert stays empty. */
export const STOPPED_ON_FIELD = { status: -2, message: '', fieldErrors: {} };

/**
 * Change credit card (part 2 §2), NORMAL or FAILING_CARD: the stored card's line, the provider's card field and
 * 'Update Credit Card'. The server retries unpaid memberships with the new card (3DS when it asks, as a join); the
 * token and member are renewed after.
 */
export function ChangeCreditCard({ route }: { route: RouteOf<'changeCreditCard'> }) {
  const { runtime } = useServices();
  const load = useLoad(() => loadCardOnFile(runtime).then((card) => ready(card)), []);
  if (load.state !== 'ready') return <Loading />;
  const onFile = load.value;
  if (onFile.state === 'failed') return <LoadFailed message={t('general')} onRetry={load.retry} />;
  const card = onFile.state === 'card' ? onFile.card : null;
  return (
    <WithMember>
      {(m) => {
        const [title, ...lines] = cardScreenTexts(route.mode ?? 'NORMAL', card, m.firstName);
        return (
          <div className="stack">
            <h1>{t(title!.key, title!.vars)}</h1>
            {lines.map((line) => (
              <p key={line.key} className={route.mode === 'FAILING_CARD' ? 'status error' : undefined}>
                {t(line.key, line.vars)}
              </p>
            ))}
            <NewCardForm />
          </div>
        );
      }}
    </WithMember>
  );
}

function NewCardForm() {
  const { runtime } = useServices();
  const card = useRef<CardHandle | null>(null);
  const [done, setDone] = useState(false);
  const attempt = useAttemptKey();
  const form = useForm<Record<string, never>>({
    initial: {},
    submit: async () => {
      if (!card.current) return failureError({ key: 'providerNotLoaded' });
      const made = await card.current.paymentMethod();
      if ('failure' in made) return STOPPED_ON_FIELD;
      // The server retries unpaid plans with the new card: one whose payment needs 3DS answers 420, which is run
      // like a join's (payWith3ds), then the call is repeated with the confirmed payment.
      const result = await attempt(made.id, (key) =>
        payWith3ds(runtime, card.current?.stripe ?? null, key, (idempotencyKey, paymentIntentId) =>
          runtime.client(updateCurrentPaymentMethod, {
            body: { newPaymentMethodId: made.id, idempotencyKey, ...(paymentIntentId ? { paymentIntentId } : {}) },
          }),
        ),
      );
      if (!result.ok) return card.current?.failed(result.error) ? STOPPED_ON_FIELD : result.error;
      // The server retried unpaid plans with the new card: a plan it settled opens its pages once the token says so.
      await afterMembershipChange(runtime);
      setDone(true);
      return null;
    },
  });
  if (done) {
    return (
      <p className="status ok" role="status" data-card-updated="">
        {t('cardUpdated')}
      </p>
    );
  }
  return (
    <Form form={form}>
      <CardField handle={card} />
      <Submit label={t('cardUpdate')} submitting={form.submitting} />
    </Form>
  );
}
