import { forgotPassword } from '../../contract/recovery';
import { forgottenPasswordBody, forgottenPasswordRules } from '../../core/recovery';
import type { RouteOf } from '../../core/screens';
import { useCaptcha } from '../captcha/useCaptcha';
import { Field } from '../form/Field';
import { Form, Submit } from '../form/Form';
import { useForm } from '../form/useForm';
import { useServices } from '../services';
import { t } from '../t';

/**
 * Forgotten password (part 1 §2): asks for the reset link by email, guarded by the invisible captcha. The server
 * answers the same for any address, so the success text never tells whether the email belongs to a member.
 */
export function ForgottenPassword(_: { route: RouteOf<'forgottenPassword'> }) {
  const { runtime } = useServices();
  const captcha = useCaptcha();
  const form = useForm({
    initial: { email: '' },
    rules: forgottenPasswordRules,
    submit: async (values) => {
      const check = await captcha.run();
      if (!check.ok) return check.error;
      const result = await runtime.client(forgotPassword, { body: forgottenPasswordBody(values, check.proof) });
      return result.ok ? null : result.error;
    },
  });
  const { errors } = form;

  return (
    <div>
      <h1>{t('forgottenPasswordTitle')}</h1>
      {form.state === 'succeeded' ? (
        <p role="status">{t('forgottenPasswordDone')}</p>
      ) : (
        <Form onSubmit={form.onSubmit} formRef={form.formRef} submitting={form.submitting} alert={errors['*']}>
          <Field label={t('email')} type="email" autoComplete="email" {...form.field('email')} />
          <Submit label={t('forgottenPasswordSubmit')} submitting={form.submitting} />
          <div className="captcha" ref={captcha.ref} />
        </Form>
      )}
    </div>
  );
}
