import { useEffect, useMemo, useState } from 'react';
import { acceptInvitation, getInvitation, Invitation as InvitationStruct } from '../../contract/invitation';
import { formCustomFields } from '../../core/customFields';
import { malformedAnswer, type ApiError } from '../../core/errors';
import { initialInvitation, invitationBody, invitationRules, type InvitationValues } from '../../core/profile';
import type { RouteOf } from '../../core/screens';
import { isLoggedIn, siteConfig } from '../../state/store';
import { useCaptcha } from '../captcha/useCaptcha';
import { CustomFields } from '../form/CustomFields';
import { Field } from '../form/Field';
import { Form, Submit } from '../form/Form';
import { useForm } from '../form/useForm';
import { useServices } from '../services';
import { t } from '../t';

type InvitationData = typeof InvitationStruct.TYPE;
type Load = { state: 'loading' } | { state: 'ready'; invitation: InvitationData } | { state: 'invalid' } | { state: 'failed'; error: ApiError };

/**
 * Invitation (part 1 §2): a visitor accepts an invitation to a plan by choosing a password, then goes on to sign
 * up for that plan. A logged-in member is asked to log out first; an unknown, used or expired invitation says so.
 */
export function Invitation({ route }: { route: RouteOf<'invitation'> }) {
  // Set once the invitation was accepted: the new session is this screen's own doing, not a member to turn away.
  const [accepted, setAccepted] = useState(false);
  const blocked = isLoggedIn.value && !accepted;
  return (
    <div data-screen="invitation">
      <h1>{t('invitationTitle')}</h1>
      {blocked ? <LogOutFirst /> : <InvitationLoader route={route} onAccepted={() => setAccepted(true)} />}
    </div>
  );
}

/**
 * Logging out here ends the session and stays on the invitation (the logout redirector would leave the page, and
 * the invitation link with it).
 */
function LogOutFirst() {
  const { runtime } = useServices();
  return (
    <>
      <p role="status">{t('invitationLogOutFirst')}</p>
      <button type="button" className="btn" onClick={() => runtime.session.end()}>
        {t('logOut')}
      </button>
    </>
  );
}

function InvitationLoader({ route, onAccepted }: { route: RouteOf<'invitation'>; onAccepted: () => void }) {
  const { runtime } = useServices();
  const { invitationId, magicToken } = route;
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    void runtime.client(getInvitation, { params: { invitationId }, query: { magicToken } }).then((result) => {
      if (!live) return;
      if (result.ok) setLoad({ state: 'ready', invitation: result.data });
      // Unknown, used or expired (404, 410) and any other refusal: the link will not work again.
      else if (result.error.status >= 400 && result.error.status < 500) setLoad({ state: 'invalid' });
      // Network, server or malformed answer: the invitation may be fine, so say what happened and offer a retry.
      else setLoad({ state: 'failed', error: result.error });
    });
    return () => {
      live = false;
    };
  }, [runtime, invitationId, magicToken, attempt]);

  switch (load.state) {
    case 'loading':
      return <p className="loading">{t('loading')}</p>;
    case 'invalid':
      return (
        <div role="alert">
          <p>{t('invitationInvalid')}</p>
          <ContactLine />
        </div>
      );
    case 'failed':
      return (
        <>
          <div role="alert">
            <p>{load.error.message}</p>
            <ContactLine />
          </div>
          <button type="button" className="btn" onClick={() => setAttempt((n) => n + 1)}>
            {t('tryAgain')}
          </button>
        </>
      );
    case 'ready':
      return <InvitationForm route={route} invitation={load.invitation} onAccepted={onAccepted} />;
  }
}

/** 'Please contact {contactEmail} for help.' with the site owner's address as a mail link (part 1 §8). */
function ContactLine() {
  const address = siteConfig.value?.contactEmail;
  if (!address) return null;
  const [before, after = ''] = t('contactHelp').split('{contactEmail}');
  return (
    <p>
      {before}
      <a href={`mailto:${address}`}>{address}</a>
      {after}
    </p>
  );
}

interface FormProps {
  route: RouteOf<'invitation'>;
  invitation: InvitationData;
  onAccepted: () => void;
}

function InvitationForm({ route, invitation, onAccepted }: FormProps) {
  const { runtime, navigate } = useServices();
  const defs = siteConfig.value?.customSignupFields;
  const fields = useMemo(() => formCustomFields(defs ?? [], runtime.logger), [defs, runtime.logger]);
  const captcha = useCaptcha();
  const form = useForm<InvitationValues>({
    initial: initialInvitation(invitation, fields),
    rules: invitationRules(fields),
    submit: async (values) => {
      const check = await captcha.run();
      if (!check.ok) return check.error;
      const result = await runtime.client(acceptInvitation, {
        params: { invitationId: route.invitationId },
        query: { magicToken: route.magicToken },
        body: invitationBody(fields, values, check.proof),
      });
      if (!result.ok) return result.error;
      onAccepted();
      // Part 1 §4: tokens are stored after an invitation; then the member, then sign-up for the invited plan.
      if (!runtime.session.accept(result.data)) return malformedAnswer();
      await runtime.member.run();
      navigate({ name: 'signupToPlan', selectablePlanIds: [invitation.invitedToPlan] });
      return null;
    },
  });
  const { values, errors } = form;

  return (
    <Form onSubmit={form.onSubmit} formRef={form.formRef} submitting={form.submitting} alert={errors['*']}>
      <Field label={t('firstName')} autoComplete="given-name" aria-required {...form.field('firstName')} />
      <Field label={t('lastName')} autoComplete="family-name" aria-required {...form.field('lastName')} />
      {invitation.email && (
        // Who was invited, read-only; a password manager files the new password under it.
        <Field label={t('email')} type="email" autoComplete="username" readOnly value={invitation.email} onValue={() => undefined} />
      )}
      <Field label={t('password')} type="password" autoComplete="new-password" aria-required {...form.field('password')} />
      <CustomFields fields={fields} values={values} errors={errors} onValue={(name, value) => form.set(name)(value)} />
      <Submit label={t('acceptInvitation')} submitting={form.submitting} />
      <div className="captcha" ref={captcha.ref} />
    </Form>
  );
}
