import { requestEmailChange } from '../../contract/memberChanges';
import { emailChangeBody, emailChangeRules, type EmailChangeValues } from '../../core/signin/credentialChange';
import type { RouteOf } from '../../core/shell/screens';
import { Field } from '../form/Field';
import { Form, Submit } from '../form/Form';
import { member } from '../../state/store';
import { useCaptchaForm } from '../form/useCaptchaForm';
import { useServices } from '../services';
import { t } from '../../shell/t';
import { typedIdentifier } from '../../core/util/typedText';

/**
 * Request email change (part 1 §2): the new address and the current password, guarded by the invisible
 * captcha. The server mails a confirmation link to the new address; the email changes only once it is followed.
 */
export function RequestEmailChange(_: { route: RouteOf<'requestEmailChange'> }) {
  const { runtime } = useServices();
  const { form, captcha } = useCaptchaForm<EmailChangeValues>({
    initial: { newEmail: '', password: '' },
    draft: `requestEmailChange:${member.peek()?.id}`,
    resume: `requestEmailChange:${member.peek()?.id}`,
    rules: emailChangeRules,
    send: (values, proof) => runtime.client(requestEmailChange, { body: emailChangeBody(values, proof) }),
  });

  return (
    <div>
      <h1>{t('changeEmail')}</h1>
      {form.state === 'succeeded' ? (
        <p role="status">{t('changeEmailSent', { newEmail: typedIdentifier(form.values.newEmail) })}</p>
      ) : (
        <Form form={form}>
          <Field label={t('newEmail')} type="email" autoComplete="email" {...form.field('newEmail')} />
          <Field label={t('currentPassword')} type="password" autoComplete="current-password" {...form.field('password')} />
          <Submit label={t('changeEmailSubmit')} submitting={form.submitting} />
          <div className="captcha">{captcha.slot}</div>
        </Form>
      )}
    </div>
  );
}
