import { useEffect, useId, useRef, useState, type MutableRefObject } from 'react';
import { failed, ready } from '../../core/util/loadable';
import type { Stripe, StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { providerFailure, type PayFailure } from '../../core/signup/payment';
import { siteConfig } from '../../state/store';
import { useServices } from '../services';
import { LoadFailed, Loading } from '../Status';
import { t } from '../t';
import { useLoad } from '../useLoad';
import { loadProvider, unavailableFailure } from './provider';

/** What a form asks of the card field when it submits. */
export interface CardHandle {
  stripe: Stripe;
  /**
   * The new card as the provider's payment method id, or why not (shown on the field, and the submit stops).
   * The same card not touched since gives the same id, so a retry after an unknown outcome repeats the same
   * request (and idempotency key) instead of charging a second card object.
   */
  paymentMethod(): Promise<{ id: string } | { failure: PayFailure }>;
}

/**
 * The provider's card element (part 2 §2, §5) in the widget's shadow root, with the zip code when the site
 * requires it. Its errors show under it; the provider loads the first time a card field shows.
 */
export function CardField({ handle }: { handle: MutableRefObject<CardHandle | null> }) {
  const { runtime } = useServices();
  const host = useRef<HTMLDivElement>(null);
  const provider = useLoad(
    () =>
      loadProvider(runtime).then(
        (stripe) => ready(stripe),
        (reason: unknown) => failed<PayFailure>(unavailableFailure(reason)),
      ),
    [],
  );
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  // The card element, once the provider is in: mounted into the field, destroyed with it (or on a retry).
  useEffect(() => {
    if (provider.state !== 'ready' || !host.current) return;
    const stripe = provider.value;
    const hidePostalCode = !siteConfig.peek()?.stripe.requireZipCode;
    const card = stripe.elements().create('card', { hidePostalCode });
    let made: { id: string } | null = null;
    card.on('change', (event: StripeCardElementChangeEvent) => {
      made = null;
      setError(event.error?.message ?? null);
    });
    card.mount(host.current);
    handle.current = {
      stripe,
      async paymentMethod() {
        if (made) return made;
        const result = await stripe.createPaymentMethod({ type: 'card', card });
        if (result.error) {
          const failure = providerFailure(result.error);
          setError(t(failure.key, failure.vars));
          return { failure };
        }
        made = { id: result.paymentMethod.id };
        return made;
      },
    };
    return () => {
      handle.current = null;
      card.destroy();
    };
  }, [provider]);

  if (provider.state === 'failed') return <LoadFailed message={t(provider.error.key, provider.error.vars)} onRetry={provider.retry} />;
  return (
    <div className="card-field" data-card-field="">
      <span id={`${id}l`}>{t('cardLabel')}</span>
      {provider.state === 'loading' && <Loading />}
      <div ref={host} className="card-input" role="group" aria-labelledby={`${id}l`} aria-describedby={error ? id : undefined} />
      {error && (
        <span id={id} className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
