import { useEffect, useId, useRef, useState } from 'react';
import type { PaymentMethod, StripeElements, StripeExpressCheckoutElement, StripeExpressCheckoutElementConfirmEvent } from '@stripe/stripe-js';
import type { Coupon, Plan } from '../../contract/plans';
import { HTTP_TIMEOUT_MS } from '../../core/constants';
import { providerFailure, type PayFailure } from '../../core/signup/payment';
import { applePayRecurring, managementUrl, walletRequest, walletSheetKey, type WalletRequest } from '../../core/signup/walletRequest';
import { checkoutSummary, trialPhrase } from '../../core/signup/checkoutSummary';
import { withTimeout } from '../../core/util/poll';
import { stringify } from '../../core/util/json';
import { useServices } from '../services';
import { t } from '../../shell/t';
import { useLightSlot } from '../lightSlot';
import { uiLocale } from '../../state/textsShowing';
import { loadProvider } from './provider';

type PlanData = typeof Plan.TYPE;
type CouponData = typeof Coupon.TYPE;

/** A wallet's payment, as the join takes it. */
export interface WalletPayment {
  /** The provider's payment method. */
  id: string;
  /** The card it is, as far as its payment method tells: a retry can tell the same card from another. */
  card: string;
  /** Whether joining `plan` with `coupon` now asks what the sheet showed: the join goes on only then. */
  showed: (plan: PlanData, coupon: CouponData | null) => boolean;
}

export interface WalletProps {
  plan: PlanData;
  /** The coupon verified for this plan, or null: the sheet's amount follows it. */
  coupon: CouponData | null;
  /** Whether a payment may start now (no join under way, no coupon being checked or typed unchecked). */
  canStart: () => boolean;
  /** Joins with the wallet's card through the form's own path; false when it failed (the form says why). */
  onPay: (payment: WalletPayment) => Promise<boolean>;
}

/**
 * The card a wallet paid with, as far as its payment method tells a publishable key (no fingerprint): the wallet,
 * brand, last four digits and expiry. The same string for the same card.
 */
const cardIdentity = (card: PaymentMethod.Card | undefined): string =>
  card ? [card.wallet?.type, card.brand, card.last4, card.exp_month, card.exp_year].join(':') : '';

const CANNOT_MOUNT = "The payment provider's wallet buttons could not be mounted in the page";

/** Only what gives a card payment method, which the join call takes (part 2 §7): the others need redirects or tokens. */
const PAYMENT_METHODS = { applePay: 'auto', googlePay: 'auto', link: 'never', paypal: 'never', amazonPay: 'never', klarna: 'never' } as const;

/** The provider's Elements group for a request: deferred mode, the payment method made by us (then sent to join). */
const groupOptions = (request: WalletRequest) => ({ ...request.group, paymentMethodCreation: 'manual' as const });

/**
 * Apple Pay and Google Pay above the card field of a paid plan's join (ours: the spec knows only cards; see
 * docs/architecture.md "Wallets"): the card provider's Express Checkout Element in deferred mode, its amount the
 * one due today (the order summary's), what follows in Apple Pay's recurring request. It shows only once the
 * provider says a wallet can pay in this browser; until then, and when none can, it takes no room. A wallet's
 * payment goes through the form's join path (`onPay`): a failure closes the sheet as failed and the form says why,
 * with the card field still there; a dismissed sheet changes nothing. Like the card field, it lives in a container
 * of the page's light DOM (ui/lightSlot.tsx): the provider refuses a shadow root.
 */
export function WalletButtons({ plan, coupon, canStart, onPay }: WalletProps) {
  const { runtime } = useServices();
  const slot = useLightSlot('wallet', { inBody: true });
  // What the provider's `ready` said: waiting, no wallet can pay here, or buttons shown.
  const [ready, setReady] = useState<'waiting' | 'none' | 'ready'>('waiting');
  const [failure, setFailure] = useState<PayFailure | null>(null);
  const id = useId();
  const request = walletRequest(plan, coupon, new Date());
  const key = request && stringify(request.group);
  // The group's amount as the provider holds it. update() is asynchronous, so `sent` is the last amount asked for,
  // `pending` how many answers are still out, and `accepted` the amount it holds once every answer is in (null
  // meanwhile, and after a refusal, when what it holds is not known). A sheet opens only when that is the screen's.
  const sent = useRef<string | null>(null);
  const pending = useRef(0);
  const accepted = useRef<string | null>(null);
  const [refusedKey, setRefusedKey] = useState<string | null>(null);
  const shown = ready === 'ready' && refusedKey === key ? 'none' : ready;
  const available = shown === 'ready';
  // Read by the provider's event handlers, which are bound once.
  const latest = useRef({ plan, coupon, request, canStart, onPay });
  latest.current = { plan, coupon, request, canStart, onPay };
  const group = useRef<StripeElements | null>(null);
  const hasRequest = request !== null;

  useEffect(() => {
    if (!hasRequest) return;
    let element: StripeExpressCheckoutElement | null = null;
    let gone = false;
    // What the sheet last opened showed (walletSheetKey): its payment goes on only while it is still what joining
    // charges, and the join checks it again against what it sends (ui/screens/SignupToPlan.tsx).
    let sheetShows: string | null = null;
    void loadProvider(runtime)
      .then((stripe) => {
        const first = latest.current.request;
        const container = slot.container.current;
        if (gone || !first || !container) return;
        const elements = stripe.elements(groupOptions(first));
        sent.current = accepted.current = stringify(first.group);
        pending.current = 0;
        setRefusedKey(null);
        // Our inputs' height; the wallets' own words for what the button does ('Subscribe with', 'Buy with').
        const buttonKind = first.group.mode === 'subscription' ? 'subscribe' : 'buy';
        element = elements.create('expressCheckout', {
          paymentMethods: PAYMENT_METHODS,
          buttonHeight: 44,
          buttonType: { applePay: buttonKind, googlePay: buttonKind },
        });
        element.on('ready', (event) => {
          const methods = event.availablePaymentMethods;
          setReady(methods && (methods.applePay || methods.googlePay) ? 'ready' : 'none');
        });
        element.on('click', (event) => {
          const now = latest.current;
          // The provider asks for an answer within a second: this one is synchronous.
          if (!now.request || !now.canStart() || stringify(now.request.group) !== accepted.current) return event.reject();
          sheetShows = walletSheetKey(now.plan.publicId, now.request);
          setFailure(null);
          const trial = trialPhrase(now.plan);
          const recurring = applePayRecurring(now.request, {
            planName: now.plan.name,
            trial: trial ? t(trial.key, trial.values) : now.plan.name,
            managementURL: managementUrl(location.origin),
          });
          // One line with what the order summary says (what follows a trial or the first payment): every wallet shows
          // line items, and this one adds up to the amount due today. The summary alone, since wallets cut long
          // labels: the plan's name is in Apple Pay's request and on our screen.
          const summary = checkoutSummary(now.plan, now.coupon, new Date(), uiLocale.value);
          const said = summary ? summary.map((line) => t(line.key, line.values)).join(' ') : now.plan.name;
          event.resolve({
            lineItems: [{ name: said, amount: now.request.group.amount }],
            ...(recurring ? { applePay: { recurringPaymentRequest: recurring } } : {}),
          });
        });
        element.on('confirm', (event) => void confirm(stripe, elements, event));
        element.mount(container);
        group.current = elements;
      })
      .catch((error: unknown) => {
        // No provider (the card field says so) or a mount the page made impossible: no wallet, the card stays.
        runtime.logger.log('WARN', 'PAYMENT', CANNOT_MOUNT, error);
        setReady('none');
      });

    const confirm = async (
      stripe: Awaited<ReturnType<typeof loadProvider>>,
      elements: StripeElements,
      event: StripeExpressCheckoutElementConfirmEvent,
    ) => {
      // The sheet is told of every failure. Once the payment method is made the provider may already count the
      // payment as submitted and refuse the call ("Unexpected call to paymentFailed()": fixtures/stand-ins/README.md,
      // "when the sheet closes"; not confirmed either way), so a refusal is only logged: the form says why.
      const failed = (why: PayFailure | null) => {
        setFailure(why);
        try {
          event.paymentFailed({ reason: 'fail' });
        } catch (error) {
          runtime.logger.log('WARN', 'PAYMENT', 'The wallet sheet took no failure', error);
        }
      };
      try {
        // A join may have started, or the amount changed (a coupon), since the sheet opened: the page stays usable
        // under some wallets' sheets. Then this payment fails before anything is made.
        const shows = sheetShows;
        const still = () => {
          const now = latest.current;
          return now.canStart() && now.request !== null && walletSheetKey(now.plan.publicId, now.request) === shows;
        };
        if (!shows || !still()) return failed(null);
        const checked = await elements.submit();
        if (checked.error) return failed(providerFailure(checked.error));
        const made = await withTimeout(stripe.createPaymentMethod({ elements }), HTTP_TIMEOUT_MS, 'The card provider');
        if (made.error) return failed(providerFailure(made.error));
        // Again after the provider's steps, which take time: nothing is joined on what the sheet did not show.
        if (!still()) return failed(null);
        runtime.logger.log('LOG', 'PAYMENT', 'Paying with a wallet', event.expressPaymentType);
        // The join's own failure is said by the form, like a card's.
        const paid = await latest.current.onPay({
          id: made.paymentMethod.id,
          card: cardIdentity(made.paymentMethod.card),
          showed: (joined, verified) => {
            const asked = walletRequest(joined, verified, new Date());
            return asked !== null && walletSheetKey(joined.publicId, asked) === shows;
          },
        });
        if (!paid) failed(null);
      } catch (error) {
        runtime.logger.log('ERROR', 'PAYMENT', 'The wallet payment could not be made', error);
        failed(providerFailure({ type: 'api_connection_error' }));
      }
    };

    return () => {
      gone = true;
      group.current = null;
      sent.current = accepted.current = null;
      element?.destroy();
      setReady('waiting');
    };
  }, [hasRequest]);

  // A coupon applied or removed: the group is asked for the screen's amount, and holds it once every answer is in.
  // A refusal leaves what it holds unknown: no wallet on that amount, and the next change asks again.
  useEffect(() => {
    const elements = group.current;
    if (!key || !request || !elements || sent.current === key) return;
    sent.current = key;
    accepted.current = null;
    pending.current++;
    const settled = (taken: boolean) => (error?: unknown) => {
      if (group.current !== elements) return; // a group since replaced
      pending.current--;
      if (!taken) {
        runtime.logger.log('ERROR', 'PAYMENT', 'The wallet sheet could not take the new amount', error);
        setRefusedKey(key);
        sent.current = null;
        return;
      }
      if (pending.current === 0 && sent.current === key) {
        accepted.current = key;
        setRefusedKey(null);
      }
    };
    try {
      void Promise.resolve(elements.update(request.group)).then(settled(true), settled(false));
    } catch (error) {
      settled(false)(error);
    }
  }, [key]);

  // Out of the tab order and the accessibility tree until it holds buttons. On the container itself: it is the
  // page's node, kept from every style but its own (ui/pageCssShield.ts), so nothing of our box reaches it.
  useEffect(() => {
    const container = slot.container.current;
    if (container) container.inert = !available;
  }, [available]);

  // The slot stays while the plan does (its container is made once, when it first renders), hidden without a request.
  return (
    <div
      className={available ? 'wallet is-available' : 'wallet'}
      // Named only once it holds buttons: until then there is nothing in it for a screen reader.
      role={available ? 'group' : undefined}
      aria-label={available ? t('walletLabel') : undefined}
      data-wallet={shown}
      hidden={!request}
    >
      {slot.slot}
      {failure && (
        <p id={id} className="alert" role="alert">
          {t(failure.key, failure.vars)}
        </p>
      )}
      {available && <p className="wallet-or">{t('walletOrCard')}</p>}
    </div>
  );
}
