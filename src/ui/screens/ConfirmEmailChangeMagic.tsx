import { confirmEmailChange } from '../../contract/recovery';
import type { ApiError } from '../../core/texts/errors';
import { failed, ready, type Loadable } from '../../core/util/loadable';
import { oncePerKey } from '../../core/util/once';
import type { RouteOf } from '../../core/shell/screens';
import type { Runtime } from '../../state/runtimeTypes';
import { signInWithTokens } from '../../state/actions';
import { isLoggedIn } from '../../state/store';
import { useServices } from '../services';
import { Loading } from '../Status';
import { errorText, t } from '../t';
import { useLoad } from '../useLoad';

/** Part 1 §4: "Email change confirmation: loading, succeeded (ready), failed." */
type Confirmation = Loadable<true, ApiError>;

// Per link for the page's lifetime: a re-render or re-mount shows the first answer instead of spending the
// single-use token again (which would turn a success into 'This link has already been used.').
const confirmations = oncePerKey<Confirmation>();

async function confirm(
  runtime: Pick<Runtime, 'client' | 'logger' | 'session' | 'member'>,
  userId: string,
  magicToken: string,
): Promise<Confirmation> {
  const result = await runtime.client(confirmEmailChange, { params: { userId }, query: { magicToken } });
  // Part 1 §8: "Confirm email change failure shows the server's error text."
  if (!result.ok) return failed(result.error);
  // The answer signs in the link's member (part 1 §4); loading the member makes the account and
  // getMemberInfo() show the new address. The address is changed whatever the sign-in does.
  const { signedIn, error } = await signInWithTokens(runtime, result.data);
  if (!signedIn) runtime.logger.log('WARN', 'CORE', 'Email confirmed, but its tokens were refused', error?.message);
  return ready(true);
}

/** Confirm email change (part 1 §2): follows the magic link once and says how it went. */
export function ConfirmEmailChangeMagic({ route }: { route: RouteOf<'confirmEmailChangeMagic'> }) {
  const { runtime, navigate } = useServices();
  const { userId, magicToken } = route;
  const confirmation = useLoad(() => confirmations.run(`${userId}/${magicToken}`, () => confirm(runtime, userId, magicToken)), [userId, magicToken]);

  return (
    <div aria-busy={confirmation.state === 'loading'}>
      <h1>{t('confirmEmailTitle')}</h1>
      {confirmation.state === 'loading' && <Loading />}
      {confirmation.state === 'ready' && (
        <>
          <p role="status">{t('emailUpdated')}</p>
          {isLoggedIn.value && (
            <button type="button" className="btn" onClick={() => navigate({ name: 'account' })}>
              {t('yourAccount')}
            </button>
          )}
        </>
      )}
      {confirmation.state === 'failed' && (
        <p className="alert" role="alert">
          {errorText(confirmation.error)}
        </p>
      )}
    </div>
  );
}
