import { resetPassword } from '../../contract/recovery';
import { networkError } from '../../core/texts/errors';
import type { RouteOf } from '../../core/shell/screens';
import { sessionChunkFirst, signInWithTokens } from '../../state/actions';
import { useServices } from '../services';
import { t } from '../../shell/t';
import { PasswordForm } from './PasswordForm';

/**
 * Reset password (part 1 §2, the reset mode of change password): the new password only, sent with the link's
 * user id and magic token. The answer signs the member in (tokens stored, member loaded), then the account.
 */
export function ResetPassword({ route }: { route: RouteOf<'resetPassword'> }) {
  const { runtime, navigate } = useServices();
  return (
    <div>
      <h1>{t('resetPasswordTitle')}</h1>
      <PasswordForm
        mode="reset"
        send={async ({ newPassword }) => {
          if (!(await sessionChunkFirst(runtime))) return networkError();
          const result = await runtime.client(resetPassword, {
            params: { userId: route.userId },
            query: { magicToken: route.magicToken },
            body: { newPassword },
          });
          if (!result.ok) return result.error;
          // The password is changed whatever the member load does; the account shows its own loading state.
          const { signedIn, error } = await signInWithTokens(runtime, result.data);
          if (!signedIn) return error; // tokens we could not read: not signed in
          navigate({ name: 'account' });
          return null;
        }}
      />
    </div>
  );
}
