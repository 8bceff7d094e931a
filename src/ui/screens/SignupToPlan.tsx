import { useEffect, useReducer, useRef, useState } from 'react';
import type { ApiResult } from '../../api/client';
import type { ApiError } from '../../core/texts/errors';
import { createMembership, type MembershipCreated } from '../../contract/memberships';
import type { Plan } from '../../contract/plans';
import {
  codeForPlan,
  couponCodeToSend,
  couponReducer,
  couponRefusal,
  droppedDefault,
  hidesSubmit,
  initialCoupon,
  needsCheck,
  verifiedCoupon,
  verifiedTotal,
  type CouponState,
} from '../../core/signup/coupon';
import type { RouteOf, SignupMode } from '../../core/shell/screens';
import {
  AVAILABILITY_TEXT,
  initialPlanId,
  joinErrorText,
  modeIntro,
  needsPayment,
  offeredPlans,
  planAvailability,
  questionnaireRoute,
  replacedPlanName,
  showsPlanDropdown,
  submitLabel,
} from '../../core/signup/signup';
import { paymentMethodBody, type PaymentChoice } from '../../core/signup/payment';
import { currentReferrals } from '../../state/referralStore';
import { cancelReminder, checkCoupon, loadSignupPlans } from '../../state/signupLoads';
import { afterJoin } from '../../host/purchaseAnnouncement';
import { siteConfig, tokenMemberId, type MemberData } from '../../state/store';
import { isUnknownOutcome } from '../../core/signup/idempotency';
import { stringify } from '../../core/util/json';
import { Form } from '../form/Form';
import { PaymentMethodField } from '../form/PaymentMethodField';
import { useAttemptKey } from '../form/useAttemptKey';
import type { CardHandle } from '../payments/CardField';
import type { WalletPayment } from '../payments/WalletButtons';
import { CardField, loadPayments, WalletButtons } from './payments';
import { useForm } from '../form/useForm';
import { useServices } from '../services';
import { LoadFailed, Loading, WithMember } from '../Status';
import { errorText, t } from '../../shell/t';
import { OrderSummary, PlanPrice, PlanSummary } from './PlanParts';
import { useLoad } from '../useLoad';
import { typedIdentifier } from '../../core/util/typedText';

type PlanData = typeof Plan.TYPE;

/**
 * A wallet's payment method sent in a join whose outcome is unknown (network, 5xx), by member, request and card. A
 * wallet makes a new payment method on every payment, so its retry would be another request under another key
 * (form/useAttemptKey.ts) and could charge twice; a retry with the same card sends the kept payment method
 * instead, so it repeats the same request under the same key and the server answers what it did. Another card is a
 * new attempt, as a card typed anew is. A known outcome forgets that card's. For the page's life, as the keys.
 */
const unknownWalletCards = new Map<string, string>();

/**
 * Signup to plan (part 2 §2): the plan (a dropdown unless only one can be chosen), its box, the payment method
 * and coupon for paid plans, and the submit labelled by the kind of signup. On success the page is told of the
 * purchase and the post-signup questionnaire follows.
 */
export function SignupToPlan({ route }: { route: RouteOf<'signupToPlan'> }) {
  const { runtime } = useServices();
  const mode: SignupMode = route.mode ?? 'NORMAL';
  const key = JSON.stringify([route.selectablePlanIds ?? [], mode]);
  const load = useLoad(() => loadSignupPlans(runtime, route), [key]);

  return (
    <div className="stack">
      <h1>{mode === 'ABANDONED_RECOVERY' ? t('signupFinish') : t('signupTitle')}</h1>
      {load.state === 'loading' ? (
        <Loading />
      ) : load.state === 'failed' ? (
        // The plan signup details error, in red (part 2 §2).
        <LoadFailed message={errorText(load.error)} onRetry={load.retry} />
      ) : (
        <WithMember>{(m) => <SignupForm key={key} plans={load.value} route={route} mode={mode} member={m} />}</WithMember>
      )}
      {mode === 'ABANDONED_RECOVERY' && <DontRemind />}
    </div>
  );
}

interface FormProps {
  plans: readonly PlanData[];
  route: RouteOf<'signupToPlan'>;
  mode: SignupMode;
  member: MemberData;
}

interface JoinValues extends Record<string, unknown> {
  planId: string;
  /** Mirrors the coupon field, so the join call's fieldErrors.couponCode lands on it. */
  couponCode: string;
  paymentMethod: string;
}

function SignupForm({ plans: loaded, route, mode, member: m }: FormProps) {
  const { runtime, navigate } = useServices();
  // What the member held when the screen opened: joining must not turn the form into 'already on this plan'.
  const [memberships] = useState(m.memberships);
  const plans = offeredPlans(loaded, route.selectablePlanIds, memberships);
  const [coupon, dispatch] = useReducer(couponReducer, initialCoupon());
  const [joined, setJoined] = useState(false);
  const attempt = useAttemptKey();
  const card = useRef<CardHandle | null>(null);
  const showCoupon = siteConfig.value?.payment.showCouponInput ?? false;

  // A wallet's payment method while its payment runs through the form's submit; told whether it joined.
  const wallet = useRef<(WalletPayment & { done: (joined: boolean) => void }) | null>(null);

  const form = useForm<JoinValues>({
    initial: { planId: initialPlanId(plans), couponCode: '', paymentMethod: '' },
    submit: async (values) => {
      const viaWallet = wallet.current;
      wallet.current = null;
      let joined = false;
      try {
        const error = await join(values, viaWallet);
        joined = error === null;
        return error;
      } finally {
        viaWallet?.done(joined);
      }
    },
  });
  const submitNow = useRef(form.onSubmit);
  submitNow.current = form.onSubmit;

  /** A wallet's card joins through the form's submit, so it is one submit among the others, shown as any. */
  const payWithWallet = (payment: WalletPayment) =>
    new Promise<boolean>((done) => {
      wallet.current = { ...payment, done };
      void submitNow.current();
      // Not taken (a submit already under way): this payment fails and nothing is sent.
      if (wallet.current?.id === payment.id) {
        wallet.current = null;
        done(false);
      }
    });

  /** The join (part 2 §7 POST /memberships): paid with the card field, the stored card or a wallet's card. */
  const join = async (values: JoinValues, viaWallet: WalletPayment | null): Promise<ApiError | null> => {
    const plan = plans.find((p) => p.publicId === values.planId);
    if (!plan) return null;
    // A wallet pays what its sheet showed, or nothing: a plan or coupon changed under the open sheet sends nothing.
    if (viaWallet && !viaWallet.showed(plan, verifiedCoupon(coupon, plan.publicId))) return { status: -2, message: t('general'), fieldErrors: {} };
    // This render's coupon: the same verified total and code however long the steps below await.
    const couponTotal = verifiedTotal(coupon, plan.publicId);
    const couponCode = couponCodeToSend(coupon, plan.publicId);
    const paying = needsPayment(plan, couponTotal);
    // A wallet gives a new card's payment method, sent as the card field's is.
    const choice = viaWallet ? 'new' : (values.paymentMethod as PaymentChoice);
    // The wallet's card by member, request and card (unknownWalletCards).
    const keptAs = viaWallet && `${tokenMemberId.peek()}:${stringify([plan.publicId, couponCode, route.recoveredBy ?? null])}|${viaWallet.card}`;
    let newCardId: string | null = keptAs ? (unknownWalletCards.get(keptAs) ?? viaWallet.id) : null;
    if (paying && choice === 'new' && !newCardId) {
      if (!card.current) return { status: -2, message: t('loading'), fieldErrors: {} }; // the card field is not in yet
      const made = await card.current.paymentMethod();
      if ('failure' in made) return { status: -2, message: '', fieldErrors: {} }; // shown on the card field
      newCardId = made.id;
    }
    const body = {
      planId: plan.publicId,
      couponCode,
      paymentMethod: paying ? paymentMethodBody(choice, newCardId) : null,
      recoveredBy: route.recoveredBy ?? null,
    };
    let result: ApiResult<typeof MembershipCreated.TYPE>;
    try {
      // Referral data is not part of what is compared: it may arrive between an attempt and its retry, which
      // sends it as the first attempt did.
      result = await attempt(
        body,
        (key, referrals) => {
          const send = (idempotencyKey: string, paymentIntentId: string | null) =>
            paymentIntentId
              ? // after 3DS: the confirmed payment pays, under the key payWith3ds derives from the first call's
                runtime.client(createMembership, { body: { ...body, referrals, paymentMethod: null, paymentIntentId, idempotencyKey } })
              : runtime.client(createMembership, { body: { ...body, referrals, idempotencyKey } });
          // Paid plans go through the payments chunk: a 420 there runs the card provider's 3DS, then pays.
          return paying ? loadPayments().then((p) => p.payWith3ds(runtime, card.current?.stripe ?? null, key, send)) : send(key, null);
        },
        currentReferrals,
      );
    } catch {
      return { status: 0, message: t('general'), fieldErrors: {} }; // the payments chunk did not load
    }
    if (keptAs && newCardId) {
      if (!result.ok && isUnknownOutcome(result.error.status)) unknownWalletCards.set(keptAs, newCardId);
      else unknownWalletCards.delete(keptAs);
    }
    if (!result.ok) {
      // A refused card is said at the card field, which takes the focus (ui/payments/CardField.tsx).
      if (newCardId && !viaWallet && card.current?.failed(result.error)) return { status: -2, message: '', fieldErrors: {} };
      const refusedCode = result.error.fieldErrors.couponCode;
      if (refusedCode) dispatch({ type: 'refused', message: refusedCode });
      const own = joinErrorText(result.error);
      if (!own) return result.error;
      const { messageKey: _ours, ...rest } = result.error;
      return { ...rest, message: t(own) };
    }
    setJoined(true);
    await afterJoin(runtime, plan, result.data, { couponTotal });
    navigate(questionnaireRoute(plan, result.data.replacedPublicPlanId));
    return null;
  };

  const plan = plans.find((p) => p.publicId === form.values.planId) ?? null;
  const availability = plan ? planAvailability(plan, memberships) : null;
  // A coupon belongs to any paid plan that can be joined, even once it makes the price 0 (it can still be changed).
  const couponable = plan !== null && availability === 'ok' && plan.type !== 'free';
  const paying = couponable && needsPayment(plan, verifiedTotal(coupon, plan.publicId));

  /** Checks the typed code for this plan: verified, or the server's words / 'Could not load this coupon'. */
  const check = async (code: string, planId: string) => {
    dispatch({ type: 'fetch', planId });
    const result = await checkCoupon(runtime, code, planId);
    if (result.ok) dispatch({ type: 'succeeded', code, planId, coupon: result.data });
    else dispatch({ type: 'failed', code, planId, message: couponRefusal(result.error) ?? t('couponLoadFailed') });
  };

  // A coupon holds for one plan: choosing a plan checks the member's code again, or prefills and checks its default one.
  useEffect(() => {
    if (!plan || !couponable) return;
    const next = codeForPlan(coupon, plan.defaultCouponCode);
    if (!next) {
      // Another plan's default coupon is not this plan's.
      if (coupon.byDefault) {
        dispatch({ type: 'prefilled', code: '' });
        form.set('couponCode')('');
      }
      return;
    }
    dispatch(next.byDefault ? { type: 'prefilled', code: next.code } : { type: 'typed', code: next.code });
    dispatch({ type: 'planChanged' });
    form.set('couponCode')(next.code);
    void check(next.code, plan.publicId);
  }, [plan?.publicId]);

  if (joined) return <Loading />;
  if (!plans.length)
    return (
      <p className="alert" role="alert">
        {t('planNotAvailable')}
      </p>
    );

  const intro = modeIntro(mode, plans.length);
  const couponHidesSubmit = couponable && hidesSubmit(coupon);
  const dropped = couponable ? droppedDefault(coupon) : null;
  const cardReady = !paying || form.values.paymentMethod !== '';
  // A wallet's sheet opens only when the submit could be pressed.
  const walletMayStart = !form.submitting && coupon.status !== 'fetching' && !couponHidesSubmit && availability === 'ok';

  return (
    <Form form={form}>
      {intro && mode !== 'ABANDONED_RECOVERY' && <p>{t(intro)}</p>}
      {showsPlanDropdown(plans) && (
        <label>
          <span>{t('signupPlanLabel')}</span>
          <select name="planId" value={form.values.planId} onChange={(e) => form.set('planId')(e.currentTarget.value)}>
            <option value="">{t('signupPlanPlaceholder')}</option>
            {plans.map((p) => (
              <option key={p.publicId} value={p.publicId}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {!plan && plans.length > 1 && <PlanOptions plans={plans} onChoose={form.set('planId')} />}
      {plan && <PlanBox plan={plan} coupon={coupon} replaced={replacedPlanName(plan, memberships, loaded)} order={couponable} />}
      {plan && availability !== 'ok' && availability !== null && (
        <p className="alert" role="alert" data-plan-message={availability}>
          {t(AVAILABILITY_TEXT[availability])}
        </p>
      )}
      {couponable && showCoupon && (
        <CouponField
          state={coupon}
          error={form.errors.couponCode}
          onCode={(code) => {
            dispatch({ type: 'typed', code });
            form.set('couponCode')(code);
          }}
          onApply={() => needsCheck(coupon) && void check(coupon.code, plan.publicId)}
        />
      )}
      {paying && (
        // The stored card is asked for once a paid plan is chosen (part 2 §2 "Payment method selection").
        <PaymentMethodField
          choice={form.values.paymentMethod}
          error={form.errors.paymentMethod}
          onChoice={form.set('paymentMethod')}
          newCard={
            <>
              {plan && (
                <WalletButtons
                  key={plan.publicId}
                  plan={plan}
                  coupon={verifiedCoupon(coupon, plan.publicId)}
                  canStart={() => walletMayStart}
                  onPay={payWithWallet}
                />
              )}
              <CardField handle={card} />
            </>
          }
          member={m}
        />
      )}
      {dropped && (
        // The plan's own coupon failed: the member may still join at the full price, and reads why (the field
        // says why when it shows).
        <p className="note" role="status" data-coupon-dropped={dropped.code}>
          {!showCoupon && `${dropped.message} `}
          {t('couponDefaultDropped', { code: dropped.code })}
        </p>
      )}
      {plan && availability === 'ok' && !couponHidesSubmit && (
        <button type="submit" className="btn cta" disabled={form.submitting || coupon.status === 'fetching' || !cardReady}>
          {t(submitLabel(plan))}
        </button>
      )}
    </Form>
  );
}

/**
 * The plan box (part 2 §2): name and price side by side, the trial, descriptions, the replacement warning and
 * message; for a paid plan the member can join, the order summary (price, the coupon's discount, due today, what
 * follows).
 */
function PlanBox({
  plan,
  coupon,
  replaced: which,
  order,
}: {
  plan: PlanData;
  coupon: CouponState;
  replaced: ReturnType<typeof replacedPlanName>;
  order: boolean;
}) {
  const replaced = which && ('name' in which ? which.name : t(which.key));
  const verified = verifiedCoupon(coupon, plan.publicId);
  return (
    <div className="card stack plan-box" data-plan={plan.publicId}>
      <div className="plan-head">
        <h2>
          <bdi>{plan.name}</bdi>
        </h2>
        <PlanPrice plan={plan} />
      </div>
      {plan.expirationDescription && (
        <p className="muted">
          <bdi>{plan.expirationDescription}</bdi>
        </p>
      )}
      {plan.customDescription && (
        <p>
          <bdi>{plan.customDescription}</bdi>
        </p>
      )}
      {replaced && (
        <p className="status warning" data-replacement={plan.planReplacement}>
          {t('signupReplaces', { plan: replaced })}
        </p>
      )}
      {plan.planReplacementMessage && <p className="note">{plan.planReplacementMessage}</p>}
      {order ? (
        <OrderSummary plan={plan} coupon={verified} />
      ) : (
        verified && (
          <p className="status ok" data-coupon-discount="">
            {verified.description}
          </p>
        )
      )}
    </div>
  );
}

/**
 * Before a plan is chosen (the dropdown shows its placeholder), the plans offered, each with its price and
 * trial: choosing one here is choosing it in the dropdown.
 */
function PlanOptions({ plans, onChoose }: { plans: readonly PlanData[]; onChoose: (publicId: string) => void }) {
  return (
    <ul className="plan-options" aria-label={t('signupPlanLabel')}>
      {plans.map((p) => (
        <li key={p.publicId}>
          <button type="button" className="plan-option" data-plan-option={p.publicId} onClick={() => onChoose(p.publicId)}>
            <PlanSummary plan={p} />
          </button>
        </li>
      ))}
    </ul>
  );
}

interface CouponProps {
  state: CouponState;
  error: string | undefined;
  onCode: (code: string) => void;
  onApply: () => void;
}

// One coupon field per screen: ids inside the widget's shadow root.
const COUPON_INPUT = 'ms-coupon-code';
const COUPON_ERROR = 'ms-coupon-error';

/** The coupon input (payment.showCouponInput) with Apply beside it, which checks it; its error shows under both. */
function CouponField({ state, error, onCode, onApply }: CouponProps) {
  const message = state.status === 'error' ? state.message : error;
  return (
    <div className="coupon">
      <label htmlFor={COUPON_INPUT}>{t('couponCode')}</label>
      <div className="coupon-row">
        <input
          id={COUPON_INPUT}
          type="text"
          name="couponCode"
          autoComplete="off"
          value={state.code}
          onInput={(e) => onCode(e.currentTarget.value)}
          onKeyDown={(e) => {
            // Enter applies the code rather than submitting the form with an unchecked one.
            if (e.key === 'Enter') {
              e.preventDefault();
              onApply();
            }
          }}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? COUPON_ERROR : undefined}
          aria-busy={state.status === 'fetching' || undefined}
        />
        <button type="button" className="btn secondary" onClick={onApply} disabled={state.status === 'fetching' || !typedIdentifier(state.code)}>
          {t('couponApply')}
        </button>
      </div>
      {message && (
        <span className="field-error" id={COUPON_ERROR} role="alert">
          {message}
        </span>
      )}
    </div>
  );
}

/** "Don't remind me again" (abandoned-signup recovery): the reminder is cancelled and the dialog closes. */
function DontRemind() {
  const { runtime, close } = useServices();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onClick = async () => {
    setBusy(true);
    const failed = await cancelReminder(runtime);
    setBusy(false);
    if (failed) setError(errorText(failed));
    else close();
  };
  return (
    <div>
      {error && (
        <p className="alert" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="link" disabled={busy} onClick={() => void onClick()}>
        {t('signupDontRemind')}
      </button>
    </div>
  );
}
