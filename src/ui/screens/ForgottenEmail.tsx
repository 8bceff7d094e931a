import { forgotEmail } from '../../contract/recovery';
import { emptyForgottenEmail, forgottenEmailBody, forgottenEmailRules, isAdminSite } from '../../core/signin/recoveryForms';
import type { RouteOf } from '../../core/shell/screens';
import { Field } from '../form/Field';
import { Form, Submit } from '../form/Form';
import { useCaptchaForm } from '../form/useCaptchaForm';
import { useServices } from '../services';
import { t } from '../../shell/t';

/**
 * Forgotten email (part 1 §2): a help request to the site owner with the member's details, guarded by the
 * invisible captcha; the admin subdomain site also asks for the site URL (part 1 §6).
 */
export function ForgottenEmail(_: { route: RouteOf<'forgottenEmail'> }) {
  const { runtime } = useServices();
  const admin = isAdminSite(runtime.settings.subdomain);
  const { form, captcha } = useCaptchaForm({
    initial: emptyForgottenEmail(),
    rules: forgottenEmailRules(admin),
    draft: 'forgottenEmail',
    send: (values, proof) => runtime.client(forgotEmail, { body: forgottenEmailBody(values, admin, proof) }),
  });

  return (
    <div>
      <h1>{t('forgottenEmailTitle')}</h1>
      {form.state === 'succeeded' ? (
        <p role="status">{t('forgottenEmailDone')}</p>
      ) : (
        <>
          <p>{t('forgottenEmailIntro')}</p>
          <Form form={form}>
            <Field label={t('firstName')} autoComplete="given-name" {...form.field('firstName')} />
            <Field label={t('lastName')} autoComplete="family-name" {...form.field('lastName')} />
            <Field label={t('email')} type="email" autoComplete="email" {...form.field('email')} />
            <Field label={t('phoneNumber')} type="tel" autoComplete="tel" {...form.field('phoneNumber')} />
            {admin && <Field label={t('siteUrl')} type="url" autoComplete="url" {...form.field('siteUrl')} />}
            <Submit label={t('forgottenEmailSubmit')} submitting={form.submitting} />
            <div className="captcha">{captcha.slot}</div>
          </Form>
        </>
      )}
    </div>
  );
}
