import { useEffect, type ReactNode } from 'react';
import { paymentOptions } from '../../core/signup/signup';
import { cardBrandName, type PaymentChoice } from '../../core/signup/payment';
import { loadCardOnFile } from '../../state/signupLoads';
import { useServices } from '../services';
import { LoadFailed, Loading } from '../Status';
import { t } from '../../shell/t';
import { useLoad } from '../useLoad';
import type { MemberData } from '../../state/store';
import { ready } from '../../core/util/loadable';

interface Props {
  choice: string;
  error: string | undefined;
  onChoice: (choice: PaymentChoice) => void;
  /** The card field, shown under the choices while a new card is chosen. */
  newCard: ReactNode;
  /** The member, when known: one the card provider does not know has no stored card, and nothing is asked. */
  member?: Pick<MemberData, 'stripeCustomerId'> | null;
}

/**
 * Payment method selection (part 2 §2): the stored card (the default) or a new card. The stored card is asked
 * for when the field shows, unless the member data says there is none; a 404 (none stored) leaves only a new
 * card, shown at once without a choice of one; a failure can be asked again.
 */
export function PaymentMethodField({ choice, error, onChoice, newCard, member }: Props) {
  const { runtime } = useServices();
  const load = useLoad(() => loadCardOnFile(runtime, member).then((card) => ready(card)), []);
  const onFile = load.state === 'ready' ? load.value : null;
  const options = onFile && paymentOptions(onFile);
  useEffect(() => {
    if (options) onChoice(options.initial);
  }, [onFile]);
  if (!onFile) return <Loading />;
  if (!options) return <LoadFailed message={t('general')} onRetry={load.retry} />;
  const errorLine = error && (
    <span className="field-error" role="alert">
      {error}
    </span>
  );
  if (options.options.length === 1)
    // One way to pay (a new card): no choice of one option, the card field itself, labelled by its own label.
    return (
      <div className="payment-method" data-payment-method="">
        {choice === 'new' && newCard}
        {errorLine}
      </div>
    );
  return (
    <fieldset className="choices payment-method" data-payment-method="">
      <legend>{t('paymentMethodLegend')}</legend>
      {options.options.map((option) => (
        <label key={option} className="choice">
          <input type="radio" name="paymentMethod" value={option} checked={choice === option} onChange={() => onChoice(option)} />
          <span>
            {option === 'current' && onFile.state === 'card'
              ? t('paymentCurrentCard', { cardBrand: cardBrandName(onFile.card.cardBrand), hint: onFile.card.hint })
              : t('paymentNewCard')}
          </span>
        </label>
      ))}
      {choice === 'new' && newCard}
      {errorLine}
    </fieldset>
  );
}
