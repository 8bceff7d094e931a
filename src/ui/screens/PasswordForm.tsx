import type { ReactNode } from 'react';
import { passwordRules, type PasswordMode, type PasswordValues } from '../../core/signin/credentialChange';
import type { ApiError } from '../../core/texts/errors';
import { Field } from '../form/Field';
import { Form, Submit } from '../form/Form';
import { useForm } from '../form/useForm';
import { t } from '../../shell/t';

interface Props {
  /** Change asks for the current password too; reset asks for the new one only (part 1 §2). */
  mode: PasswordMode;
  /** Sends the form; the error to show, or null. */
  send: (values: PasswordValues) => Promise<ApiError | null>;
  /** What replaces the form once it succeeded (reset navigates away instead). */
  done?: ReactNode;
}

/**
 * The password form shared by Change password and Reset password. On an error both passwords stay as typed:
 * the server names the field that was wrong, and the visitor fixes that one instead of typing both again.
 */
export function PasswordForm({ mode, send, done }: Props) {
  const form = useForm<PasswordValues>({
    initial: { currentPassword: '', newPassword: '' },
    rules: passwordRules(mode),
    submit: send,
  });
  if (form.state === 'succeeded' && done) return <>{done}</>;
  return (
    <Form form={form}>
      {mode === 'change' && <Field label={t('currentPassword')} type="password" autoComplete="current-password" {...form.field('currentPassword')} />}
      <Field label={t('newPassword')} type="password" autoComplete="new-password" {...form.field('newPassword')} />
      <Submit label={t('changePasswordSubmit')} submitting={form.submitting} />
    </Form>
  );
}
