import { useEffect, useState, type ReactNode } from 'react';
import { paymentOptions, type CardOnFile } from '../../core/signup';
import type { PaymentChoice } from '../../core/payment';
import { loadCardOnFile } from '../../state/signup';
import { useServices } from '../services';
import { LoadFailed, Loading } from '../Status';
import { t } from '../t';

interface Props {
  onFile: CardOnFile;
  choice: string;
  error: string | undefined;
  onChoice: (choice: PaymentChoice) => void;
  onRetry: () => void;
  /** The card field, shown under the choices while a new card is chosen. */
  newCard: ReactNode;
}

/** Payment method selection (part 2 §2): the stored card (the default) or a new card; 404 leaves only a new card. */
export function PaymentMethodField({ onFile, choice, error, onChoice, onRetry, newCard }: Props) {
  if (onFile.state === 'loading') return <Loading />;
  if (onFile.state === 'failed') return <LoadFailed message={t('general')} onRetry={onRetry} />;
  const options = paymentOptions(onFile)?.options ?? [];
  return (
    <fieldset className="choices" data-payment-method="">
      <legend>{t('paymentMethodLegend')}</legend>
      {options.map((option) => (
        <label key={option} className="choice">
          <input type="radio" name="paymentMethod" value={option} checked={choice === option} onChange={() => onChoice(option)} />
          <span>
            {option === 'current' && onFile.state === 'card'
              ? t('paymentCurrentCard', { cardBrand: onFile.card.cardBrand, hint: onFile.card.hint })
              : t('paymentNewCard')}
          </span>
        </label>
      ))}
      {choice === 'new' && newCard}
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}

/**
 * The stored card, asked for once a card is needed (`active`); 404 is no card. `choose` gets the default choice
 * when it is known. A failure can be asked again; a known answer is kept.
 */
export function useCardOnFile(active: boolean, choose: (initial: PaymentChoice) => void) {
  const { runtime } = useServices();
  const [onFile, setOnFile] = useState<CardOnFile>({ state: 'loading' });
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (!active || onFile.state === 'card' || onFile.state === 'none') return;
    let live = true;
    setOnFile({ state: 'loading' });
    void loadCardOnFile(runtime).then((found) => {
      if (!live) return;
      setOnFile(found);
      const options = paymentOptions(found);
      if (options) choose(options.initial);
    });
    return () => {
      live = false;
    };
  }, [active, asked]);
  return { onFile, retry: () => setAsked((n) => n + 1) };
}
