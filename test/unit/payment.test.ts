import { describe, expect, it } from 'vitest';
import { failedPaymentDue, isFailedPaymentState } from '../../src/core/signup/failedPayment';
import {
  apiPayFailure,
  cardBrandName,
  cardPartOf,
  cardScreenTexts,
  CARD_REFUSED,
  isCardRefusal,
  payFailureStatus,
  paymentMethodBody,
  postalCodeComplete,
  providerFailure,
  retryStep,
} from '../../src/core/signup/payment';
import { threeDSecureStep } from '../../src/contract/payments';
import { TEXT, format } from '../../src/core/texts/texts';

const say = (f: { key: keyof typeof TEXT; vars?: Record<string, string> }) => (f.vars ? format(TEXT[f.key], f.vars) : TEXT[f.key]);

describe('card provider errors in the words of part 2 §8', () => {
  it.each([
    [{ type: 'api_connection_error' }, 'Could not connect to provider. Please try again later or contact support!'],
    [{ type: 'api_error' }, 'Provider responded with internal error. Please try again later!'],
    [{ type: 'authentication_error' }, 'Provider rejected request, please contact support!'],
    [{ type: 'invalid_request_error' }, 'Provider rejected request, please contact support!'],
    [{ type: 'card_error', message: 'Your card was declined.' }, 'Could not charge card! (Your card was declined.)'],
    [{ type: 'idempotency_error' }, 'Retry error. Please contact support!'],
    [{ type: 'rate_limit_error' }, 'Too many requests! Please wait a few minutes and try again!'],
    [{ type: 'validation_error', message: 'Your card number is incomplete.' }, 'Invalid card data. Please verify the card details!'],
    [{ type: 'weird_error' }, 'An unknown error occurred (weird_error), please contact support!'],
    [{}, 'An unknown error occurred (unknown), please contact support!'],
  ])('%j → %s', (error, text) => {
    expect(say(providerFailure(error))).toBe(text);
  });

  it('a missing error is unknown, never a crash', () => {
    expect(say(providerFailure(null))).toBe('An unknown error occurred (unknown), please contact support!');
    expect(say(providerFailure({ type: 42 } as never))).toBe('An unknown error occurred (unknown), please contact support!');
  });

  it("the API's 402 is a card the provider refused; 417 the provider's setup; others stay as they came", () => {
    expect(say(apiPayFailure({ status: 402, message: 'Your card has insufficient funds.' })!)).toBe(
      'Could not charge card! (Your card has insufficient funds.)',
    );
    expect(say(apiPayFailure({ status: 417, message: 'Error: Expectation failed.' })!)).toBe('Stripe is not working - Bad API key or account ID?');
    expect(apiPayFailure({ status: 422, message: 'x' })).toBeNull();
    expect(apiPayFailure({ status: 0, message: 'Network error.' })).toBeNull();
  });
});

describe('which payment errors are about the card, said at the card field', () => {
  it("the API's 402 (declined, insufficient funds, no card) and the provider's card errors are the card's; the rest the form's", () => {
    expect(isCardRefusal({ status: 402 })).toBe(true);
    expect(payFailureStatus({ type: 'card_error', code: 'payment_intent_authentication_failure' })).toBe(CARD_REFUSED);
    expect(isCardRefusal({ status: payFailureStatus({ type: 'card_error' }) })).toBe(true);
    for (const type of ['api_connection_error', 'api_error', 'rate_limit_error', 'invalid_request_error', undefined]) {
      expect(isCardRefusal({ status: payFailureStatus({ type }) }), String(type)).toBe(false);
    }
    for (const status of [0, -1, -2, 401, 417, 420, 422, 500, 503]) expect(isCardRefusal({ status }), String(status)).toBe(false);
  });

  it.each([
    ['incomplete_number', 'number'],
    ['invalid_number', 'number'],
    ['incorrect_number', 'number'],
    ['incomplete_expiry', 'expiry'],
    ['invalid_expiry_month', 'expiry'],
    ['invalid_expiry_year_past', 'expiry'],
    ['expired_card', 'expiry'],
    ['incomplete_cvc', 'cvc'],
    ['incorrect_cvc', 'cvc'],
    ['incomplete_zip', 'postalCode'],
    ['incorrect_zip', 'postalCode'],
    ['card_declined', 'number'],
    [undefined, 'number'],
  ])('the provider code %s is about the %s', (code, part) => {
    expect(cardPartOf(code)).toBe(part);
  });

  it('a postal code needs 3 characters at least (the shortest in use), spaces aside', () => {
    expect(postalCodeComplete('')).toBe(false);
    expect(postalCodeComplete('  12 ')).toBe(false);
    expect(postalCodeComplete('101')).toBe(true);
    expect(postalCodeComplete('SW1A 1AA')).toBe(true);
  });
});

describe('3DS and retry payment (part 2 §2, §4)', () => {
  it('reads the 420 body, and refuses one it cannot act on', () => {
    expect(threeDSecureStep({ requiresAction: true, paymentIntentId: 'pi_1', clientSecret: 'pi_1_secret_x' })).toEqual({
      paymentIntentId: 'pi_1',
      clientSecret: 'pi_1_secret_x',
    });
    expect(threeDSecureStep({ requiresAction: true, paymentIntentId: 'pi_1' })).toBeNull();
    expect(threeDSecureStep('<html>')).toBeNull();
    expect(threeDSecureStep(null)).toBeNull();
    // The spec's 420 body: the payment intent itself (part 2 §3: id, status, clientSecret, amount, currency).
    expect(threeDSecureStep({ id: 'pi_2', status: 'requires_action', clientSecret: 'pi_2_secret_y', amount: 9900, currency: 'usd' })).toEqual({
      paymentIntentId: 'pi_2',
      clientSecret: 'pi_2_secret_y',
    });
    expect(threeDSecureStep({ id: 'pi_2', status: 'requires_action', amount: 9900, currency: 'usd' })).toBeNull();
  });

  it.each([
    ['requires_action', 'retry3dsPayment'],
    ['requires_source_action', 'retry3dsPayment'],
    ['requires_payment_method', 'changeCreditCard'],
    ['requires_source', 'changeCreditCard'],
    ['something_new', 'changeCreditCard'],
  ])('intent %s → %s', (status, step) => {
    expect(retryStep(status)).toBe(step);
  });

  it('sends the stored card, or a new card only once it has an id', () => {
    expect(paymentMethodBody('current', null)).toEqual({ method: 'current' });
    expect(paymentMethodBody('new', 'pm_1')).toEqual({ method: 'new', newPaymentMethodId: 'pm_1' });
    expect(paymentMethodBody('new', null)).toBeNull();
    expect(paymentMethodBody('', null)).toBeNull();
  });
});

describe('change credit card texts (part 2 §2)', () => {
  const card = { cardBrand: 'visa', hint: '0341' };
  it('NORMAL: the title and what the new card replaces', () => {
    expect(cardScreenTexts('NORMAL', card, 'Pat').map(say)).toEqual([
      'Enter your card details below.',
      'This will replace your Visa ending in 0341.',
    ]);
  });
  it('FAILING_CARD: the warning with the first name and the failing card', () => {
    expect(cardScreenTexts('FAILING_CARD', card, 'Pat').map(say)).toEqual([
      'Pat, this is important!',
      'Your card (Visa ending in 0341) keeps failing. Update it below to keep your account active',
    ]);
  });
  it('no stored card: only the title', () => {
    expect(cardScreenTexts('FAILING_CARD', null, 'Pat').map(say)).toEqual(['Enter your card details below.']);
  });
});

describe('card brands as people write them', () => {
  it.each([
    ['visa', 'Visa'],
    ['VISA', 'Visa'],
    ['mastercard', 'Mastercard'],
    ['amex', 'American Express'],
    ['american_express', 'American Express'],
    ['American Express', 'American Express'],
    ['discover', 'Discover'],
    ['diners', 'Diners Club'],
    ['diners_club', 'Diners Club'],
    ['jcb', 'JCB'],
    ['unionpay', 'UnionPay'],
    ['cartes_bancaires', 'Cartes bancaires'],
    ['eftpos_au', 'Eftpos au'],
    ['unknown', 'Unknown'],
    ['  ', 'card'],
    ['', 'card'],
  ])('%j → %s', (brand, name) => {
    expect(cardBrandName(brand)).toBe(name);
  });
});

describe('the failed-payment popup (part 2 §4)', () => {
  const ms = (planId: number, publicPlanId: string, paymentFailure: boolean) => ({ planId, publicPlanId, paymentFailure });
  const now = 1_000_000_000;
  it('opens for the failing plan with the lowest plan id', () => {
    expect(failedPaymentDue(1, [ms(9, 'b', true), ms(3, 'a', false), ms(5, 'c', true)], null, now)).toBe('c');
  });
  it('nothing failing, nothing to open', () => {
    expect(failedPaymentDue(1, [ms(3, 'a', false)], null, now)).toBeNull();
  });
  it('waits while delayed for this member, not for another one', () => {
    const stored = { memberId: 1, publicPlanId: 'c', delayedUntil: now + 1 };
    expect(failedPaymentDue(1, [ms(5, 'c', true)], stored, now)).toBeNull();
    expect(failedPaymentDue(1, [ms(5, 'c', true)], { ...stored, delayedUntil: now }, now)).toBe('c');
    expect(failedPaymentDue(2, [ms(5, 'c', true)], stored, now)).toBe('c');
  });
  it('tampered stored state is ignored', () => {
    expect(isFailedPaymentState({ memberId: 1, publicPlanId: 'c', delayedUntil: now })).toBe(true);
    expect(isFailedPaymentState({ memberId: '1', publicPlanId: 'c', delayedUntil: now })).toBe(false);
    expect(isFailedPaymentState({ memberId: 1, publicPlanId: 'c', delayedUntil: Infinity })).toBe(false);
    expect(isFailedPaymentState(null)).toBe(false);
  });
});
