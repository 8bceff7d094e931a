import { createAccountDestination } from '../../core/signin/createAccount';
import type { RouteOf } from '../../core/shell/screens';
import { email, required } from '../../core/signin/validate';
import { logIn } from '../../state/actions';
import { siteConfig } from '../../state/store';
import { Field } from '../form/Field';
import { Form, Submit } from '../form/Form';
import { useForm } from '../form/useForm';
import { useServices } from '../services';
// The sign-in flow's words are the dialog's chunk's (core/texts/dialogTexts.ts): only those keys type-check here.
import { dialogText as t } from '../../shell/t';
import { typedIdentifier } from '../../core/util/typedText';

/** Login (part 1 §2): email and password, the recovery links, and sign-up when the site offers it. */
export function Login({ route }: { route: RouteOf<'login'> }) {
  const { runtime, navigate, afterLogin, leaveTo } = useServices();
  const form = useForm({
    initial: { email: '', password: '' },
    rules: { email: [required, email], password: [required] },
    draft: 'login',
    submit: async (v) => {
      const { signedIn, error } = await logIn(runtime, { type: 'password', email: typedIdentifier(v.email), password: v.password });
      if (!signedIn) return error;
      // Tokens accepted: signed in, whatever the member's load did (the next screen shows its own state).
      if (error) runtime.logger.log('WARN', 'CORE', 'Logged in, but the member did not load', error.message);
      afterLogin(route.redirect);
      return null;
    },
  });
  const config = siteConfig.value;
  const signUp = config ? createAccountDestination(config.createAccountButtonAction) : null;

  return (
    <Form form={form}>
      <h1>{t('signIn')}</h1>
      {route.expired && (
        <p className="status warning" role="status">
          {t('sessionExpired')}
        </p>
      )}
      <Field label={t('email')} type="email" autoComplete="username" {...form.field('email')} />
      <Field label={t('password')} type="password" autoComplete="current-password" {...form.field('password')} />
      <div className="row">
        <button type="button" className="link" onClick={() => navigate({ name: 'forgottenEmail' })}>
          {t('forgotEmail')}
        </button>
        <button type="button" className="link" onClick={() => navigate({ name: 'forgottenPassword' })}>
          {t('forgotPassword')}
        </button>
      </div>
      <Submit label={t('loginSubmit')} submitting={form.submitting} />
      {signUp && (
        <>
          <p className="or">{t('or')}</p>
          <button type="button" className="btn" onClick={() => ('url' in signUp ? leaveTo(signUp.url) : navigate(signUp.route))}>
            {t('signUp')}
          </button>
        </>
      )}
    </Form>
  );
}
