import { forgotPassword } from '../../contract/recovery';
import { forgottenPasswordBody, forgottenPasswordRules } from '../../core/signin/recoveryForms';
import type { RouteOf } from '../../core/shell/screens';
import { Field } from '../form/Field';
import { Form, Submit } from '../form/Form';
import { useCaptchaForm } from '../form/useCaptchaForm';
import { useServices } from '../services';
import { t } from '../../shell/t';

/**
 * Forgotten password (part 1 §2): asks for the reset link by email, guarded by the invisible captcha. The server
 * answers the same for any address, so the success text never tells whether the email belongs to a member.
 */
export function ForgottenPassword(_: { route: RouteOf<'forgottenPassword'> }) {
  const { runtime } = useServices();
  const { form, captcha } = useCaptchaForm({
    initial: { email: '' },
    rules: forgottenPasswordRules,
    draft: 'forgottenPassword',
    send: (values, proof) => runtime.client(forgotPassword, { body: forgottenPasswordBody(values, proof) }),
  });

  return (
    <div>
      <h1>{t('forgottenPasswordTitle')}</h1>
      {form.state === 'succeeded' ? (
        <p role="status">{t('forgottenPasswordDone')}</p>
      ) : (
        <Form form={form}>
          <Field label={t('email')} type="email" autoComplete="email" {...form.field('email')} />
          <Submit label={t('forgottenPasswordSubmit')} submitting={form.submitting} />
          <div className="captcha">{captcha.slot}</div>
        </Form>
      )}
    </div>
  );
}
