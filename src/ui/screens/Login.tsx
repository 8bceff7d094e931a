import { useState } from 'react';
import type { Route } from '../../core/screens';
import { TEXT } from '../../core/texts';
import { email, required, validateForm } from '../../core/validate';
import { logIn } from '../../state/actions';
import { Field } from '../Field';
import { useServices } from '../services';

type Values = { email: string; password: string };

/** Login (part 1 §2): email and password; the member then goes where they were headed. */
export function Login({ redirect }: { redirect?: Route | undefined }) {
  const { runtime, navigate } = useServices();
  const [values, setValues] = useState<Values>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Values | '*', string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: Event | React.FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateForm(values, { email: [required, email], password: [required] });
    setErrors(found);
    if (Object.keys(found).length) return;
    setSubmitting(true);
    const error = await logIn(runtime, values.email.trim(), values.password);
    setSubmitting(false);
    if (error) {
      setErrors({ ...error.fieldErrors, ...(Object.keys(error.fieldErrors).length ? {} : { '*': error.message }) });
      return;
    }
    navigate(redirect ?? { name: 'account' });
  };

  return (
    <form noValidate onSubmit={submit} aria-busy={submitting}>
      <h1>{TEXT.signIn}</h1>
      {errors['*'] && (
        <div className="alert" role="alert">
          {errors['*']}
        </div>
      )}
      <Field label={TEXT.email} type="email" name="email" autoComplete="username" value={values.email} onValue={set('email')} error={errors.email} />
      <Field
        label={TEXT.password}
        type="password"
        name="password"
        autoComplete="current-password"
        value={values.password}
        onValue={set('password')}
        error={errors.password}
      />
      <button type="submit" className="btn cta" disabled={submitting}>
        {TEXT.loginSubmit}
      </button>
    </form>
  );
}
