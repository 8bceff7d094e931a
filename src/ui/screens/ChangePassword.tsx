import { changePassword } from '../../contract/memberChanges';
import { changePasswordBody } from '../../core/signin/credentialChange';
import type { RouteOf } from '../../core/shell/screens';
import { useServices } from '../services';
import { t } from '../../shell/t';
import { PasswordForm } from './PasswordForm';

/** Change password (part 1 §2): the current and the new password; the success text replaces the form. */
export function ChangePassword(_: { route: RouteOf<'changePassword'> }) {
  const { runtime } = useServices();
  return (
    <div>
      <h1>{t('changePassword')}</h1>
      <PasswordForm
        mode="change"
        send={async (values) => {
          const result = await runtime.client(changePassword, { body: changePasswordBody(values) });
          return result.ok ? null : result.error;
        }}
        done={<p role="status">{t('passwordChanged')}</p>}
      />
    </div>
  );
}
