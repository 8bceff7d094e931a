import { useEffect, useRef, useState } from 'react';
import { getRetentionOptions } from '../../contract/retention';
import {
  INTENT_TEXT,
  cancelRules,
  discountText,
  offeredIntents,
  type CancelValues,
  type Intent,
  type RetentionOptionsData,
} from '../../core/signup/retention';
import type { RouteOf } from '../../core/shell/screens';
import { formatDate } from '../../core/texts/dates';
import { sendIntent } from '../../state/billing';
import { member, siteConfig } from '../../state/store';
import { uiLocale } from '../../state/textsShowing';
import { MembershipHead } from '../AccountLinks';
import { RequiredMark, useFieldError } from '../form/Field';
import { useAttemptKey } from '../form/useAttemptKey';
import { Form } from '../form/Form';
import { useForm } from '../form/useForm';
import { Icon, type IconName } from '../icons';
import { useServices } from '../services';
import { LoadFailed, Loading } from '../Status';
import { useLoad } from '../useLoad';
import { settled } from '../../core/util/loadable';
import { errorText, t } from '../../shell/t';
import { usePlanName } from '../usePlanName';

/**
 * Cancel membership (part 2 §2): the plan's retention offers (support, more trial time, a discount) before the
 * cancellation itself, as cards to choose from with the action always in view; each offer taken ends on a panel
 * of its own (the spec's success text as its heading, the plan it changed, one way on). What was typed survives
 * a failed call; a retry after an unknown outcome reuses its key.
 */
export function CancelMembership({ route }: { route: RouteOf<'cancelMembership'> }) {
  const { runtime } = useServices();
  const planId = route.publicPlanId;
  const load = useLoad(() => runtime.client(getRetentionOptions, { params: { planId } }).then(settled), [planId]);
  const plan = usePlanName(planId);
  const [done, setDone] = useState<Intent | null>(null);
  if (done && load.state === 'ready') return <Outcome intent={done} planId={planId} plan={plan} options={load.value} />;
  return (
    <div className="stack cancel">
      <h1>{plan ? t('cancelTitle', { plan }) : t('cancelTitleUnnamed')}</h1>
      {load.state === 'loading' ? (
        <Loading />
      ) : load.state === 'ready' ? (
        <CancelForm planId={planId} options={load.value} onDone={setDone} />
      ) : (
        <LoadFailed message={errorText(load.error)} onRetry={load.retry} />
      )}
    </div>
  );
}

/** Each intent's icon on its card (ours). */
const ICON: Record<Intent, IconName> = { requireSupport: 'chat', extendTrial: 'clock', needDiscount: 'tag', wantToCancel: 'leave' };

function CancelForm({ planId, options, onDone }: { planId: string; options: RetentionOptionsData; onDone: (intent: Intent) => void }) {
  const { runtime } = useServices();
  const [intent, setIntent] = useState<Intent | null>(null);
  const attempt = useAttemptKey();
  const needReason = siteConfig.value?.requireCancellationReason ?? false;
  const choices = useRef<HTMLFieldSetElement>(null);
  const form = useForm<CancelValues>({
    initial: { message: '', canceledReason: '' },
    draft: `cancelMembership:${planId}:${member.peek()?.id}`,
    resume: `cancelMembership:${planId}:${member.peek()?.id}`,
    rules: intent ? cancelRules(intent, needReason) : {},
    submit: async (values) => {
      if (!intent) return null;
      const result = await attempt([intent, values.canceledReason.trim()], (key) => sendIntent(runtime, planId, intent, values, key));
      if (!result.ok) return result.error;
      onDone(intent);
      return null;
    },
  });
  const discount = options.discountCoupon && discountText(options.discountCoupon, uiLocale.value);
  /** What the chosen card holds under its label: the offer in words, or the box to type in. */
  const detail = (i: Intent) =>
    i === 'requireSupport' ? (
      <Area label={t('retentionMessage')} required {...form.field('message')} />
    ) : i === 'extendTrial' ? (
      <p className="note">{t('retentionTrialOffer', { n: options.extendTrial?.extraDays ?? 0 })}</p>
    ) : i === 'needDiscount' ? (
      discount && <p className="note">{t(discount.key, discount.values)}</p>
    ) : (
      <Area label={t('retentionReason')} placeholder={t('retentionReasonPlaceholder')} required={needReason} {...form.field('canceledReason')} />
    );
  // Before a choice the button is there, says what it waits for, and sends nothing: a press goes to the choices.
  const waiting = intent === null;
  const onPress = (event: MouseEvent) => {
    if (!waiting) return;
    event.preventDefault();
    choices.current?.querySelector('input')?.focus();
  };
  return (
    <Form form={form}>
      <fieldset className="choices" ref={choices}>
        <legend>{t('cancelSubtitle')}</legend>
        {offeredIntents(options).map((i) => (
          <div key={i} className={intent === i ? 'choice-card chosen' : 'choice-card'} data-intent={i}>
            <label className="choice">
              <input type="radio" name="intent" value={i} checked={intent === i} onChange={() => setIntent(i)} />
              <Icon name={ICON[i]} />
              <span>{t(INTENT_TEXT[i][0])}</span>
            </label>
            {intent === i && <div className="choice-detail">{detail(i)}</div>}
          </div>
        ))}
      </fieldset>
      <div className="cancel-action">
        <button
          type="submit"
          className={intent === 'wantToCancel' ? 'btn' : 'btn cta'}
          disabled={form.submitting}
          aria-disabled={waiting || undefined}
          aria-describedby={waiting ? 'ms-cancel-hint' : undefined}
          onClick={(e) => onPress(e as unknown as MouseEvent)}
        >
          {/* 'Continue' is the register screen's word too: the same step forward. */}
          {intent ? t(INTENT_TEXT[intent][1]) : t('registerContinue')}
        </button>
        {waiting && (
          <p id="ms-cancel-hint" className="muted">
            {t('cancelChooseHint')}
          </p>
        )}
      </div>
    </Form>
  );
}

/**
 * An offer taken: an end state of its own. The heading is the spec's success text (and takes focus, so it is
 * read), the plan it changed is named with what changed where we know it (the new trial end, the discount, the
 * date the plan ends), and one 'Done' goes back to where the member came from (the account or their plans,
 * which show the change).
 */
function Outcome({ intent, planId, plan, options }: { intent: Intent; planId: string; plan: string | null; options: RetentionOptionsData }) {
  const { back, canGoBack, navigate } = useServices();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const locale = uiLocale.value;
  const membership = member.value?.memberships.find((m) => m.publicPlanId === planId) ?? null;
  const discount = options.discountCoupon && discountText(options.discountCoupon, locale);
  const change =
    intent === 'extendTrial' && membership?.trialEndsAt
      ? t('retentionTrialEndsOn', { date: formatDate(membership.trialEndsAt, locale) })
      : intent === 'needDiscount' && discount
        ? t(discount.key, discount.values)
        : intent === 'wantToCancel' && membership?.cancelsOn
          ? t('accountCancelsOn', { date: formatDate(membership.cancelsOn, locale) })
          : null;
  const name = membership ? null : plan;
  return (
    <section className="outcome" data-done={intent} aria-labelledby="ms-outcome">
      <span className={intent === 'wantToCancel' ? 'outcome-icon quiet' : 'outcome-icon'}>
        <Icon name="done" size={44} />
      </span>
      <h1 id="ms-outcome" ref={heading} tabIndex={-1}>
        {t(INTENT_TEXT[intent][2])}
      </h1>
      {(membership || name || change) && (
        <div className="outcome-plan">
          {membership ? <MembershipHead membership={membership} /> : name && <strong>{name}</strong>}
          {change && <p className="muted">{change}</p>}
        </div>
      )}
      <button type="button" className="btn" onClick={() => (canGoBack.value ? back() : navigate({ name: 'account' }, true))}>
        {t('done')}
      </button>
    </section>
  );
}

interface AreaProps {
  label: string;
  name: string;
  value: string;
  onValue: (value: string) => void;
  error: string | undefined;
  required?: boolean;
  placeholder?: string;
}

/** A labelled text box whose error is announced and tied to it, like form/Field's inputs. */
function Area({ label, name, value, onValue, error, required, placeholder }: AreaProps) {
  const { aria, message } = useFieldError(error);
  return (
    <label>
      <span>
        {label}
        {required && <RequiredMark />}
      </span>
      <textarea
        name={name}
        rows={3}
        value={value}
        placeholder={placeholder}
        aria-required={required || undefined}
        {...aria}
        onInput={(e) => onValue(e.currentTarget.value)}
      />
      {message}
    </label>
  );
}
