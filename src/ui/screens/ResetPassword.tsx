import { resetPassword } from '../../contract/recovery';
import type { RouteOf } from '../../core/screens';
import { malformedAnswer } from '../../core/errors';
import { signInWithTokens } from '../../state/actions';
import { isLoggedIn } from '../../state/store';
import { useServices } from '../services';
import { t } from '../t';
import { PasswordForm } from './PasswordForm';

/**
 * Reset password (part 1 §2, the reset mode of change password): the new password only, sent with the link's
 * user id and magic token. The answer signs the member in (tokens stored, member loaded), then the account.
 */
export function ResetPassword({ route }: { route: RouteOf<'resetPassword'> }) {
  const { runtime, navigate } = useServices();
  return (
    <div data-screen="resetPassword">
      <h1>{t('resetPasswordTitle')}</h1>
      <PasswordForm
        mode="reset"
        send={async ({ newPassword }) => {
          const result = await runtime.client(resetPassword, {
            params: { userId: route.userId },
            query: { magicToken: route.magicToken },
            body: { newPassword },
          });
          if (!result.ok) return result.error;
          // The password is changed whatever the member load does; the account shows its own loading state.
          await signInWithTokens(runtime, result.data);
          if (!isLoggedIn.peek()) return malformedAnswer(); // tokens we could not read: not signed in
          navigate({ name: 'account' });
          return null;
        }}
      />
    </div>
  );
}
