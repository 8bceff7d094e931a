import { useEffect, useId, useRef, useState, type MutableRefObject } from 'react';
import { failed, ready } from '../../core/util/loadable';
import type { Stripe, StripeCardNumberElement, StripeElementChangeEvent, StripeElementStyle } from '@stripe/stripe-js';
import type { ApiError } from '../../core/texts/errors';
import { isUnknownOutcome } from '../../core/signup/idempotency';
import { HTTP_TIMEOUT_MS } from '../../core/constants';
import { TimeoutError, withTimeout } from '../../core/util/poll';
import {
  cardPartOf,
  isCardRefusal,
  payFailureStatus,
  postalCodeComplete,
  providerFailure,
  type CardPart,
  type PayFailure,
} from '../../core/signup/payment';
import { siteConfig } from '../../state/store';
import { useServices } from '../services';
import { LoadFailed, Loading } from '../Status';
import { errorText, t } from '../../shell/t';
import { useLoad } from '../useLoad';
import { loadProvider, unavailableFailure } from './provider';
import { visibleControls } from '../focusOrder';
import { inPage, SENTINEL, useLightSlot, type LightSlot } from '../lightSlot';

/** What a form asks of the card field when it submits. */
export interface CardHandle {
  stripe: Stripe;
  /**
   * The new card as the provider's payment method id, or why not (shown on the field, and the submit stops).
   * After an unknown outcome (failed), the card not touched since gives the same id, so the retry repeats the same
   * request (and idempotency key) instead of charging a second card object.
   */
  paymentMethod(): Promise<{ id: string } | { failure: PayFailure }>;
  /**
   * Every failed step of a payment with this card, told by the form. A known outcome forgets the card's payment
   * method: the next submit reads the parts afresh (the provider tells a change only when what it exposes changes,
   * so a card pasted over another of the same brand comes with no change event: it must never be sent as the old
   * one). An unknown outcome keeps it for an identical retry until the member touches a part of the card.
   * When the step is about the card (core/signup/payment.ts isCardRefusal: declined, a failed 3DS), it is said
   * under the field with what to do, the field is marked invalid and takes the focus, and the answer is true; any
   * other error (network, server) is false and left to the form's alert.
   */
  failed(error: ApiError): boolean;
}

/** An error the field shows: its text, the part it is about, and whether to add 'Try another card.' */
interface Shown {
  text: string;
  part: CardPart;
  tryAnother: boolean;
}

const CANNOT_MOUNT = "The payment provider's card fields could not be mounted in the page";
const NO_PAYMENT_METHOD = 'The payment provider gave no payment method for the card';

/** The provider's parts, each its own element (its own iframe of the provider's) in a box of ours. */
const PROVIDER_PARTS = [
  ['number', 'cardNumber'],
  ['expiry', 'cardExpiry'],
  ['cvc', 'cardCvc'],
] as const;
type ProviderPart = (typeof PROVIDER_PARTS)[number][0];
const ORDER: readonly CardPart[] = ['number', 'expiry', 'cvc', 'postalCode'];

/**
 * The control right after `from` (or right before it) in `scope`, leaving out anything inside `from`; with none
 * there (no ZIP, the submit hidden while a coupon is typed), round to the first (last), as the dialog's Tab goes.
 */
function controlBeside(scope: ParentNode, from: Node, direction: 'next' | 'previous'): HTMLElement | undefined {
  const all = visibleControls(scope);
  const side = direction === 'next' ? Node.DOCUMENT_POSITION_FOLLOWING : Node.DOCUMENT_POSITION_PRECEDING;
  const beside = all.filter((el) => !from.contains(el) && from.compareDocumentPosition(el) & side);
  return direction === 'next' ? (beside[0] ?? all[0]) : (beside[beside.length - 1] ?? all[all.length - 1]);
}

/**
 * The provider's text style, from the widget's own (its frames cannot read our CSS): the theme's text colour and
 * font, the placeholder and error colours, and a line height that makes each part as tall as our inputs.
 */
function providerStyle(from: Element): StripeElementStyle {
  const css = getComputedStyle(from);
  // Only values that are set: the provider refuses a style property whose value is not a string.
  const muted = css.getPropertyValue('--ms-muted').trim();
  const error = css.getPropertyValue('--ms-error-text').trim();
  return {
    base: { color: css.color, fontFamily: css.fontFamily, fontSize: '16px', lineHeight: '24px', ...(muted && { '::placeholder': { color: muted } }) },
    ...(error && { invalid: { color: error } }),
  };
}

/**
 * The card (part 2 §2, §5): the provider's number, expiry and CVC elements, each in a box of ours sized to what it
 * holds (styles/cardField.ts), and our own postal code input when the site requires it (sent as the payment
 * method's billing postal code). The provider refuses to mount in a shadow root (its frames must talk to the
 * page), so each element goes on a container in the page's light DOM, projected into its box through a slot
 * (ui/lightSlot.tsx). The single card element is not used: its parts share one frame whose layout we cannot change,
 * so a number is clipped in a narrow dialog. Errors show under the parts; the provider loads the first time a card
 * field shows.
 */
export function CardField({ handle }: { handle: MutableRefObject<CardHandle | null> }) {
  const { runtime } = useServices();
  const provider = useLoad(
    () =>
      loadProvider(runtime).then(
        (stripe) => ready(stripe),
        (reason: unknown) => failed<PayFailure>(unavailableFailure(reason)),
      ),
    [],
  );
  const field = useRef<HTMLDivElement>(null);
  // In this order: the containers join our host in it, and it is the order the provider's own Tab reads (below).
  // Inside <body>: the provider counts an Element as mounted only while <body> contains it.
  const before = useLightSlot('card-before', { style: SENTINEL, inBody: true });
  const slots: Record<ProviderPart, LightSlot> = {
    number: useLightSlot('card-number', { inBody: true }),
    expiry: useLightSlot('card-expiry', { inBody: true }),
    cvc: useLightSlot('card-cvc', { inBody: true }),
  };
  const after = useLightSlot('card-after', { style: SENTINEL, inBody: true });
  const boxes = { number: useRef<HTMLDivElement>(null), cvc: useRef<HTMLDivElement>(null) };
  const zip = useRef<HTMLInputElement>(null);
  const withZip = Boolean(siteConfig.value?.stripe.requireZipCode);
  // What each part's own checks say (the provider's words, as the visitor types), and a refusal on submit.
  const [partErrors, setPartErrors] = useState<Partial<Record<CardPart, string>>>({});
  const [refusal, setRefusal] = useState<Shown | null>(null);
  // The part whose frame has the focus: the frame is the provider's, so our box shows the ring from its events.
  const [focused, setFocused] = useState<ProviderPart | null>(null);
  // The provider's elements, once mounted: a click on a box's padding focuses its element.
  const mounted = useRef<Record<ProviderPart, { focus(): void }> | null>(null);
  // Every part's frame has said it is ready (the provider's own focus moves only between ready parts).
  const [partsReady, setPartsReady] = useState(false);
  // A mount the page made impossible (our host moved into a shadow root, or the provider refused): said, not thrown.
  const [unmountable, setUnmountable] = useState(false);
  // The payment method made from the card as it is now; any change to a part forgets it.
  const made = useRef<{ id: string } | null>(null);
  const id = useId();

  const firstPart = ORDER.find((part) => partErrors[part]);
  const shown: Shown | null = refusal ?? (firstPart ? { text: partErrors[firstPart]!, part: firstPart, tryAnother: false } : null);

  const changed = () => {
    made.current = null;
    setRefusal(null);
  };

  // The provider's elements, once it is in: mounted on their containers, destroyed with the field (or on a retry).
  useEffect(() => {
    if (provider.state !== 'ready' || !field.current) return;
    const stripe = provider.value;
    // The provider's frames cannot read our fonts: they load the widget's web font themselves.
    const elements = stripe.elements({ fonts: [{ cssSrc: runtime.settings.fontCssUrl }] });
    const style = providerStyle(field.current);
    const parts = {
      number: elements.create('cardNumber', { style }),
      expiry: elements.create('cardExpiry', { style }),
      cvc: elements.create('cardCvc', { style }),
    };
    // Tab out of the provider's frames is the provider's: its script focuses the next (or previous) focusable node
    // of the document's light DOM after (before) the element, never one inside our shadow root, and nothing when
    // there is none (fixtures/stand-ins/README.md, "Keyboard focus"). So while a part has the focus, a sentinel in
    // the page before the number and one after the CVC are focusable; landing on one moves the focus on to the
    // control of ours that is really before or after the card. Otherwise they are out of the tab order, so a Tab
    // from our own controls goes into the frames as the browser does.
    let readyParts = 0;
    const sentinels = [before.container.current, after.container.current];
    let armedFor: ProviderPart | null = null;
    // After an unknown outcome the card's payment method is kept for an identical retry, until a part is touched.
    let replayUntilTouched = false;
    const arm = (part: ProviderPart | null) => {
      armedFor = part;
      for (const sentinel of sentinels) sentinel?.setAttribute('tabindex', part ? '0' : '-1');
    };
    arm(null);
    const leave = (direction: 'next' | 'previous', box: HTMLDivElement | null) => () => {
      arm(null);
      const scope = (field.current?.closest('.dialog,section.embed') ?? field.current?.getRootNode()) as ParentNode | undefined;
      if (scope && box) controlBeside(scope, box, direction)?.focus();
    };
    const listeners = [leave('previous', boxes.number.current), leave('next', boxes.cvc.current)] as const;
    sentinels.forEach((sentinel, i) => sentinel?.addEventListener('focus', listeners[i]!));
    const destroy = () => {
      sentinels.forEach((sentinel, i) => sentinel?.removeEventListener('focus', listeners[i]!));
      for (const [part] of PROVIDER_PARTS) parts[part].destroy();
    };
    try {
      for (const [part] of PROVIDER_PARTS) {
        const element = parts[part] as StripeCardNumberElement; // the three share their events' shape
        element.on('change', (event: StripeElementChangeEvent) => {
          changed();
          setPartErrors((errors) => ({ ...errors, [part]: event.error?.message }));
        });
        element.on('ready', () => {
          if (++readyParts === PROVIDER_PARTS.length) setPartsReady(true);
        });
        element.on('focus', () => {
          // Touched after an unknown outcome: what the member sends now may be another card, so a new attempt.
          if (replayUntilTouched) made.current = null;
          arm(part);
          setFocused(part);
        });
        element.on('blur', () => {
          if (armedFor === part) arm(null);
          setFocused((now) => (now === part ? null : now));
        });
        // Escape inside the provider's frame never reaches the dialog: pass it on, so it closes as everywhere else.
        element.on('escape', () => field.current?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true })));
        const container = slots[part].container.current;
        if (!inPage(container)) throw new Error(`The card field's ${part} container is not a node of the page`);
        element.mount(container);
      }
    } catch (error) {
      runtime.logger.log('ERROR', 'PAYMENT', CANNOT_MOUNT, error);
      destroy();
      setUnmountable(true);
      return;
    }
    mounted.current = parts;
    const focus = (part: CardPart) => (part === 'postalCode' ? zip.current?.focus() : parts[part].focus());
    const show = (error: Shown) => {
      setRefusal(error);
      focus(error.part);
    };
    handle.current = {
      stripe,
      async paymentMethod() {
        if (made.current) return made.current;
        const postalCode = zip.current?.value.trim() ?? '';
        if (withZip && !postalCodeComplete(postalCode)) {
          const failure = providerFailure({ type: 'validation_error', code: 'incomplete_zip' });
          show({ text: t(failure.key, failure.vars), part: 'postalCode', tryAnother: false });
          return { failure };
        }
        let result: Awaited<ReturnType<Stripe['createPaymentMethod']>>;
        try {
          const asked = stripe.createPaymentMethod({
            type: 'card',
            card: parts.number,
            ...(withZip ? { billing_details: { address: { postal_code: postalCode } } } : {}),
          });
          // A provider whose frames never answer (a policy blocking them) must not keep the form submitting.
          result = await withTimeout(asked, HTTP_TIMEOUT_MS, 'The card provider');
        } catch (error) {
          // The provider refused the call itself (its Element unreachable) or never answered: nothing was sent.
          runtime.logger.log('ERROR', 'PAYMENT', NO_PAYMENT_METHOD, error);
          const failure =
            error instanceof TimeoutError ? providerFailure({ type: 'api_connection_error' }) : ({ key: 'providerNotLoaded' } as PayFailure);
          show({ text: t(failure.key, failure.vars), part: 'number', tryAnother: false });
          return { failure };
        }
        if (result.error) {
          const failure = providerFailure(result.error);
          const tryAnother = isCardRefusal({ status: payFailureStatus(result.error) });
          show({ text: t(failure.key, failure.vars), part: cardPartOf(result.error.code), tryAnother });
          return { failure };
        }
        made.current = { id: result.paymentMethod.id };
        return made.current;
      },
      failed(error) {
        if (isUnknownOutcome(error.status)) replayUntilTouched = true;
        else made.current = null;
        if (!isCardRefusal(error)) return false;
        show({ text: errorText(error), part: 'number', tryAnother: true });
        return true;
      },
    };
    return () => {
      handle.current = null;
      mounted.current = null;
      setPartsReady(false);
      destroy();
    };
  }, [provider]);

  if (provider.state === 'failed') return <LoadFailed message={t(provider.error.key, provider.error.vars)} onRetry={provider.retry} />;
  const box = (part: CardPart) =>
    `card-input card-${part === 'postalCode' ? 'zip' : part}${shown?.part === part || partErrors[part] ? ' is-invalid' : ''}${focused === part ? ' is-focus' : ''}`;
  // The frame fills the box's text line; its padding is ours, so a click there goes to the part as on our inputs.
  const focusOnPadding = (part: ProviderPart) => (event: React.MouseEvent) => {
    if (event.target === event.currentTarget) mounted.current?.[part].focus();
  };
  return (
    <div ref={field} className="card-field" data-card-field="" data-card-ready={partsReady ? '' : undefined}>
      <span id={`${id}l`}>{t('cardLabel')}</span>
      {provider.state === 'loading' && <Loading />}
      {unmountable && (
        <p className="alert" role="alert">
          {t('providerNotLoaded')}
        </p>
      )}
      <div
        className={withZip ? 'card-parts' : 'card-parts no-zip'}
        role="group"
        aria-labelledby={`${id}l`}
        aria-describedby={shown ? id : undefined}
        aria-invalid={shown ? true : undefined}
        data-card-parts=""
        hidden={unmountable}
      >
        {before.slot}
        {PROVIDER_PARTS.map(([part]) => (
          <div
            key={part}
            ref={part === 'expiry' ? undefined : boxes[part]}
            className={box(part)}
            data-card-part={part}
            onMouseDown={focusOnPadding(part)}
          >
            {slots[part].slot}
          </div>
        ))}
        {after.slot}
        {withZip && (
          <div className={box('postalCode')}>
            <input
              ref={zip}
              type="text"
              name="postal"
              autoComplete="postal-code"
              maxLength={10}
              placeholder={t('cardPostalCode')}
              aria-label={t('cardPostalCode')}
              aria-invalid={shown?.part === 'postalCode' ? true : undefined}
              onInput={() => {
                changed();
                setPartErrors((errors) => ({ ...errors, postalCode: undefined }));
              }}
            />
          </div>
        )}
      </div>
      {shown && (
        <span id={id} className="field-error" role="alert">
          {shown.text}
          {shown.tryAnother && ` ${t('cardTryAnother')}`}
        </span>
      )}
    </div>
  );
}
