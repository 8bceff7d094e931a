import { useState } from 'react';
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
import { sendIntent } from '../../state/billing';
import { member, siteConfig } from '../../state/store';
import { uiLocale } from '../../state/textsShowing';
import { RequiredMark, useFieldError } from '../form/Field';
import { useAttemptKey } from '../form/useAttemptKey';
import { Form, Submit } from '../form/Form';
import { useForm } from '../form/useForm';
import { useServices } from '../services';
import { LoadFailed, Loading } from '../Status';
import { useLoad } from '../useLoad';
import { settled } from '../../core/util/loadable';
import { errorText, t } from '../t';
import { usePlanName } from '../usePlanName';

/**
 * Cancel membership (part 2 §2): the plan's retention offers (support, more trial time, a discount) before the
 * cancellation itself. What was typed survives a failed call; a retry after an unknown outcome reuses its key.
 */
export function CancelMembership({ route }: { route: RouteOf<'cancelMembership'> }) {
  const { runtime } = useServices();
  const planId = route.publicPlanId;
  const load = useLoad(() => runtime.client(getRetentionOptions, { params: { planId } }).then(settled), [planId]);
  const plan = usePlanName(planId);
  return (
    <div className="stack">
      <h1>{plan ? t('cancelTitle', { plan }) : t('cancelTitleUnnamed')}</h1>
      {load.state === 'loading' ? (
        <Loading />
      ) : load.state === 'ready' ? (
        <CancelForm planId={planId} options={load.value} />
      ) : (
        <LoadFailed message={errorText(load.error)} onRetry={load.retry} />
      )}
    </div>
  );
}

function CancelForm({ planId, options }: { planId: string; options: RetentionOptionsData }) {
  const { runtime } = useServices();
  const [intent, setIntent] = useState<Intent | null>(null);
  const [done, setDone] = useState<Intent | null>(null);
  const attempt = useAttemptKey();
  const needReason = siteConfig.value?.requireCancellationReason ?? false;
  const form = useForm<CancelValues>({
    initial: { message: '', canceledReason: '' },
    resume: `cancelMembership:${planId}:${member.peek()?.id}`,
    rules: intent ? cancelRules(intent, needReason) : {},
    submit: async (values) => {
      if (!intent) return null;
      const result = await attempt([intent, values.canceledReason.trim()], (key) => sendIntent(runtime, planId, intent, values, key));
      if (!result.ok) return result.error;
      setDone(intent);
      return null;
    },
  });

  if (done) {
    return (
      <p className="status ok" role="status" data-done={done}>
        {t(INTENT_TEXT[done][2])}
      </p>
    );
  }
  const discount = options.discountCoupon && discountText(options.discountCoupon, uiLocale.value);
  return (
    <Form form={form}>
      <fieldset className="choices">
        <legend>{t('cancelSubtitle')}</legend>
        {offeredIntents(options).map((i) => (
          <label key={i} className="choice">
            <input type="radio" name="intent" value={i} checked={intent === i} onChange={() => setIntent(i)} />
            <span>{t(INTENT_TEXT[i][0])}</span>
          </label>
        ))}
      </fieldset>
      {intent === 'requireSupport' && <Area label={t('retentionMessage')} required {...form.field('message')} />}
      {intent === 'extendTrial' && <p className="note">{t('retentionTrialOffer', { n: options.extendTrial?.extraDays ?? 0 })}</p>}
      {intent === 'needDiscount' && discount && <p className="note">{t(discount.key, discount.values)}</p>}
      {intent === 'wantToCancel' && (
        <Area label={t('retentionReason')} placeholder={t('retentionReasonPlaceholder')} required={needReason} {...form.field('canceledReason')} />
      )}
      {intent && <Submit label={t(INTENT_TEXT[intent][1])} submitting={form.submitting} cta={intent !== 'wantToCancel'} />}
    </Form>
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
