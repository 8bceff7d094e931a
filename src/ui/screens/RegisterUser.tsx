import { useMemo, useRef, useState } from 'react';
import { register } from '../../contract/registration';
import { networkError } from '../../core/texts/errors';
import {
  initialRegistration,
  isDirty,
  loginFromRegistration,
  registrationBody,
  registrationDestination,
  registrationRules,
  type RegisterValues,
} from '../../core/signin/registrationForm';
import type { RouteOf } from '../../core/shell/screens';
import { sessionChunkFirst, signInWithTokens } from '../../state/actions';
import { signupFields } from '../../state/signupFields';
import { siteConfig } from '../../state/store';
import { useCaptcha } from '../captcha/useCaptcha';
import { useCloseGuard } from '../closeGuard';
import { CustomFields } from '../form/CustomFields';
import { Field } from '../form/Field';
import { Form, Submit } from '../form/Form';
import { useForm } from '../form/useForm';
import { useServices } from '../services';
import { t } from '../../shell/t';
import { loadSignupPlans } from '../../state/signupLoads';
import type { Plan } from '../../contract/plans';
import { PlanPrice, PlanSummary } from './PlanParts';
import { Loading } from '../Status';
import { useHeldBack } from '../heldBack';
import { useWaitedPlans } from '../useWaitedPlans';
import { announceRegistration } from '../../host/registrationEvent';
import { typedIdentifier } from '../../core/util/typedText';

type PlanData = typeof Plan.TYPE;

/**
 * Register user (part 2 §2): names, email twice, a password, the site's custom signup fields and the invisible
 * captcha. The plans the visitor came for stay in the route. Once registered: the approval message, or on to
 * plan signup (or the site's after-registration page) as a logged-in member.
 */
export function RegisterUser({ route }: { route: RouteOf<'registerUser'> }) {
  const [pending, setPending] = useState(false);
  // The plans come above the form: the form waits for them, briefly, so that nothing the visitor reads, types in or
  // clicks moves down when they arrive. It waits laid out but held back under 'Loading…' (ui/heldBack.ts; its captcha
  // loading, its draft back): the dialog has its height already, and a phone's sheet, anchored to the bottom, does not
  // jump up.
  const plans = useRegisterPlans(route);
  const waiting = plans === null;
  // 'Loading…' is taller than a plan's summary: the screen keeps its height, so a phone's sheet does not move. Then
  // the first name takes the focus.
  const { screen, screenStyle, body } = useHeldBack(waiting);
  return (
    <div ref={screen} style={pending ? undefined : screenStyle}>
      <h1>{t('registerTitle')}</h1>
      {waiting && <Loading />}
      {plans && !pending && <RegisterPlans plans={plans} />}
      {pending ? (
        <p role="status" data-pending-approval="">
          {t('pendingApproval')}
        </p>
      ) : (
        <div {...body}>
          <RegisterForm route={route} onPendingApproval={() => setPending(true)} />
        </div>
      )}
    </div>
  );
}

interface FormProps {
  route: RouteOf<'registerUser'>;
  onPendingApproval: () => void;
}

function RegisterForm({ route, onPendingApproval }: FormProps) {
  const { runtime, navigate, leaveTo } = useServices();
  const fields = signupFields(runtime.logger).value;
  const captcha = useCaptcha();
  const initial = useMemo(() => initialRegistration(fields), [fields]);
  // The email as typed now, for the verification rule (rules see one field at a time).
  const typedEmail = useRef('');
  const form = useForm<RegisterValues>({
    initial,
    rules: registrationRules(fields, () => typedEmail.current),
    draft: 'register',
    submit: async (values) => {
      const chunk = sessionChunkFirst(runtime);
      const check = await captcha.run();
      if (!check.ok) return check.error;
      if (!(await chunk)) return networkError();
      const result = await runtime.client(register, { body: registrationBody(fields, values, check.proof, route.selectablePlanIds) });
      if (!result.ok) return result.error;
      const data = result.data;
      const pendingApproval = 'pendingApproval' in data;
      if (!('pendingApproval' in data)) {
        // Part 2 §4: tokens are stored after a registration; the member is loaded before plan signup opens.
        const { signedIn, error } = await signInWithTokens(runtime, data);
        if (!signedIn) return error;
      }
      await announceRegistration(typedIdentifier(values.email), pendingApproval, runtime.logger);
      const outcome = registrationDestination({
        pendingApproval,
        selectablePlanIds: route.selectablePlanIds,
        allPlans: route.allPlans,
        afterRegistrationAction: siteConfig.peek()?.afterRegistrationAction,
      });
      if ('pendingApproval' in outcome) onPendingApproval();
      else if ('route' in outcome) navigate(outcome.route);
      else leaveTo(outcome.url); // the session is persisted before the page goes, as after a login
      return null;
    },
  });
  const { values, errors } = form;
  typedEmail.current = values.email;

  // Closing with something typed asks first (part 2 §2); an untouched form just closes. Abandoning forgets the draft.
  useCloseGuard(() => {
    if (isDirty(form.values, initial) && !window.confirm(t('abandonSignup'))) return false;
    form.discardDraft();
    return true;
  });

  return (
    <Form form={form}>
      <Field label={t('firstName')} autoComplete="given-name" aria-required {...form.field('firstName')} />
      <Field label={t('lastName')} autoComplete="family-name" aria-required {...form.field('lastName')} />
      <Field label={t('email')} type="email" autoComplete="email" aria-required {...form.field('email')} />
      <Field label={t('emailVerify')} type="email" autoComplete="email" aria-required {...form.field('emailVerify')} />
      <Field label={t('password')} type="password" autoComplete="new-password" aria-required {...form.field('password')} />
      <CustomFields fields={fields} values={values} errors={errors} onValue={(name, value) => form.set(name)(value)} />
      <Submit label={t('registerContinue')} submitting={form.submitting} />
      <div className="captcha">{captcha.slot}</div>
      <p className="or">
        {t('haveAccount')}{' '}
        <button type="button" className="link" onClick={() => navigate(loginFromRegistration(route))}>
          {t('logIn')}
        </button>
      </p>
    </Form>
  );
}

/** The plans the visitor came for that are open to sign-up, or null while the form waits for them (ui/useWaitedPlans.ts). */
function useRegisterPlans(route: RouteOf<'registerUser'>): readonly PlanData[] | null {
  const { runtime } = useServices();
  const ids = route.selectablePlanIds ?? [];
  const wanted = ids.length > 0 || route.allPlans === true;
  return useWaitedPlans(JSON.stringify(['register', ids]), wanted, () =>
    loadSignupPlans(runtime, { name: 'signupToPlan', selectablePlanIds: ids }).then((result) =>
      result.state === 'ready' ? result.value.filter((p) => p.enabled && p.canSignUp) : ('failed' as const),
    ),
  );
}

/**
 * The plan the visitor came for, above the form (ours, docs/architecture.md "Registration shows the plan"): one
 * plan as a compact summary (name, price, trial); several, or all plans ('register showing all plans', part 2
 * §2), as a list with a note that the choice comes next, on plan signup's dropdown. Nothing when there is none.
 */
function RegisterPlans({ plans }: { plans: readonly PlanData[] }) {
  const only = plans.length === 1 ? plans[0]! : null;
  if (only)
    return (
      <div className="card plan-box register-plans" data-register-plan={only.publicId}>
        <div className="plan-head">
          <h2>
            <bdi>{only.name}</bdi>
          </h2>
          <PlanPrice plan={only} />
        </div>
      </div>
    );
  if (!plans.length) return null;
  return (
    <div className="register-plans" data-register-plans="">
      <ul className="plan-options">
        {plans.map((p) => (
          <li key={p.publicId} className="plan-option static">
            <PlanSummary plan={p} />
          </li>
        ))}
      </ul>
      <p className="muted">{t('registerPlansNext')}</p>
    </div>
  );
}
