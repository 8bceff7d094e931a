import { useState } from 'react';
import { acceptInvitation, getInvitation, Invitation as InvitationStruct } from '../../contract/invitation';
import { networkError, type ApiError } from '../../core/texts/errors';
import { failed, ready } from '../../core/util/loadable';
import { initialInvitation, invitationBody, invitationRules, type InvitationValues } from '../../core/account/profileForms';
import type { RouteOf } from '../../core/shell/screens';
import { sessionChunkFirst, signInWithTokens } from '../../state/actions';
import { signupFields } from '../../state/signupFields';
import { isLoggedIn } from '../../state/store';
import { useCaptcha } from '../captcha/useCaptcha';
import { CustomFields } from '../form/CustomFields';
import { Field } from '../form/Field';
import { Form, Submit } from '../form/Form';
import { useForm } from '../form/useForm';
import { ContactLine, LogOutFirst } from '../Notices';
import { useServices } from '../services';
import { LoadFailed, Loading } from '../Status';
import { errorText, t } from '../../shell/t';
import { useLoad } from '../useLoad';

type InvitationData = typeof InvitationStruct.TYPE;

/**
 * Invitation (part 1 §2): a visitor accepts an invitation to a plan by choosing a password, then goes on to sign
 * up for that plan. A logged-in member is asked to log out first; an unknown, used or expired invitation says so.
 */
export function Invitation({ route }: { route: RouteOf<'invitation'> }) {
  // Set once the invitation was accepted: the new session is this screen's own doing, not a member to turn away.
  const [accepted, setAccepted] = useState(false);
  const blocked = isLoggedIn.value && !accepted;
  return (
    <div>
      <h1>{t('invitationTitle')}</h1>
      {blocked ? <LogOutFirst text={t('invitationLogOutFirst')} /> : <InvitationLoader route={route} onAccepted={() => setAccepted(true)} />}
    </div>
  );
}

function InvitationLoader({ route, onAccepted }: { route: RouteOf<'invitation'>; onAccepted: () => void }) {
  const { runtime } = useServices();
  const { invitationId, magicToken } = route;
  const load = useLoad<InvitationData, ApiError | 'invalid'>(
    () =>
      runtime.client(getInvitation, { params: { invitationId }, query: { magicToken } }).then((result) => {
        if (result.ok) return ready(result.data);
        // Unknown, used or expired (404, 410) and any other refusal: the link will not work again.
        if (result.error.status >= 400 && result.error.status < 500) return failed('invalid');
        // Network, server or malformed answer: the invitation may be fine, so say what happened and offer a retry.
        return failed(result.error);
      }),
    [runtime, invitationId, magicToken],
  );

  switch (load.state) {
    case 'loading':
      return <Loading />;
    case 'failed':
      if (load.error === 'invalid') {
        return (
          <div className="alert" role="alert">
            <p>{t('invitationInvalid')}</p>
            <ContactLine />
          </div>
        );
      }
      return (
        <LoadFailed message={errorText(load.error)} onRetry={load.retry}>
          <ContactLine />
        </LoadFailed>
      );
    case 'ready':
      return <InvitationForm route={route} invitation={load.value} onAccepted={onAccepted} />;
  }
}

interface FormProps {
  route: RouteOf<'invitation'>;
  invitation: InvitationData;
  onAccepted: () => void;
}

function InvitationForm({ route, invitation, onAccepted }: FormProps) {
  const { runtime, navigate } = useServices();
  const fields = signupFields(runtime.logger).value;
  const captcha = useCaptcha();
  const form = useForm<InvitationValues>({
    initial: initialInvitation(invitation, fields),
    rules: invitationRules(fields),
    submit: async (values) => {
      const chunk = sessionChunkFirst(runtime);
      const check = await captcha.run();
      if (!check.ok) return check.error;
      if (!(await chunk)) return networkError();
      const result = await runtime.client(acceptInvitation, {
        params: { invitationId: route.invitationId },
        query: { magicToken: route.magicToken },
        body: invitationBody(fields, values, check.proof),
      });
      if (!result.ok) return result.error;
      onAccepted();
      // Part 1 §4: tokens are stored after an invitation; then the member, then sign-up for the invited plan.
      const { signedIn, error } = await signInWithTokens(runtime, result.data);
      if (!signedIn) return error;
      navigate({ name: 'signupToPlan', selectablePlanIds: [invitation.invitedToPlan] });
      return null;
    },
  });
  const { values, errors } = form;

  return (
    <Form form={form}>
      <Field label={t('firstName')} autoComplete="given-name" aria-required {...form.field('firstName')} />
      <Field label={t('lastName')} autoComplete="family-name" aria-required {...form.field('lastName')} />
      {invitation.email && (
        // Who was invited, read-only; a password manager files the new password under it.
        <Field label={t('email')} type="email" autoComplete="username" readOnly value={invitation.email} onValue={() => undefined} />
      )}
      <Field label={t('password')} type="password" autoComplete="new-password" aria-required {...form.field('password')} />
      <CustomFields fields={fields} values={values} errors={errors} onValue={(name, value) => form.set(name)(value)} />
      <Submit label={t('acceptInvitation')} submitting={form.submitting} />
      <div className="captcha">{captcha.slot}</div>
    </Form>
  );
}
