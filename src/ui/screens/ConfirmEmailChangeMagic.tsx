import { useState } from 'preact/hooks';
import type { TokenPair } from '../../contract/auth';
import { getCurrentMember } from '../../contract/bootCalls';
import { confirmEmailChange } from '../../contract/recovery';
import { linkSignIn } from '../../core/signin/linkAccount';
import { networkError, type ApiError } from '../../core/texts/errors';
import { failed, ready, type Loadable } from '../../core/util/loadable';
import { oncePerKey } from '../../core/util/once';
import type { RouteOf } from '../../core/shell/screens';
import type { Runtime } from '../../state/runtimeTypes';
import { sessionChunkFirst, signInWithTokens } from '../../state/actions';
import { isLoggedIn } from '../../state/store';
import { useServices } from '../services';
import { Loading } from '../Status';
import { errorText, t } from '../../shell/t';
import { useLoad } from '../useLoad';

type Pair = typeof TokenPair.TYPE;
/** Confirmed; `ask` when the link's account is not the one signed in here: its tokens wait for the visitor's yes. */
type Confirmed = { ask: null } | { ask: { email: string; pair: Pair } };
/** Part 1 §4: "Email change confirmation: loading, succeeded (ready), failed." */
type Confirmation = Loadable<Confirmed, ApiError>;
type Services = Pick<Runtime, 'client' | 'logger' | 'session' | 'member'>;

// Per link for the page's lifetime: a re-render or re-mount shows the first answer instead of spending the
// single-use token again (which would turn a success into 'This link has already been used.').
const confirmations = oncePerKey<Confirmation>();

async function signIn(runtime: Services, pair: Pair): Promise<void> {
  // Loading the member makes the account and getMemberInfo() show the new address.
  const { signedIn, error } = await signInWithTokens(runtime, pair);
  if (!signedIn) runtime.logger.log('WARN', 'CORE', 'Email confirmed, but its tokens were refused', error?.message);
}

async function confirm(runtime: Services, userId: string, magicToken: string): Promise<Confirmation> {
  // The link's token is spent by the call, and its answer signs in: the session's chunk first. Without it nothing was
  // spent, so the link may be followed again in this page view.
  if (!(await sessionChunkFirst(runtime))) {
    confirmations.forget(`${userId}/${magicToken}`);
    return failed(networkError());
  }
  const result = await runtime.client(confirmEmailChange, { params: { userId }, query: { magicToken } });
  // Part 1 §8: "Confirm email change failure shows the server's error text."
  if (!result.ok) return failed(result.error);
  // The answer signs in the link's member (part 1 §4), at once only when that is who is signed in here already
  // (linkAccount.ts). The address is changed whatever the sign-in does.
  if (linkSignIn(runtime.session.memberId(), result.data) === 'same') {
    await signIn(runtime, result.data);
    return ready({ ask: null });
  }
  // Whom 'Continue as …?' names: the link's account, read with its own token, nothing stored yet.
  const who = await runtime.client(getCurrentMember, { bearer: result.data.accessToken });
  if (!who.ok) {
    runtime.logger.log('WARN', 'CORE', "Email confirmed, but the link's account could not be loaded", who.error.message);
    return ready({ ask: null });
  }
  return ready({ ask: { email: who.data.email, pair: result.data } });
}

/** Confirm email change (part 1 §2): follows the magic link once and says how it went. */
export function ConfirmEmailChangeMagic({ route }: { route: RouteOf<'confirmEmailChangeMagic'> }) {
  const { runtime, navigate } = useServices();
  const { userId, magicToken } = route;
  const confirmation = useLoad(() => confirmations.run(`${userId}/${magicToken}`, () => confirm(runtime, userId, magicToken)), [userId, magicToken]);
  const [answered, setAnswered] = useState(false);
  const ask = confirmation.state === 'ready' && !answered ? confirmation.value.ask : null;

  return (
    <div aria-busy={confirmation.state === 'loading'}>
      <h1>{t('confirmEmailTitle')}</h1>
      {confirmation.state === 'loading' && <Loading />}
      {confirmation.state === 'ready' && (
        <>
          <p role="status">{t('emailUpdated')}</p>
          {ask ? (
            <>
              {/* No is the dialog's own Close: the link's tokens are then forgotten with the page. */}
              <p>{t('continueAs', { email: ask.email })}</p>
              <button
                type="button"
                className="btn"
                onClick={async () => {
                  setAnswered(true);
                  await signIn(runtime, ask.pair);
                }}
              >
                {t('registerContinue')}
              </button>
            </>
          ) : (
            isLoggedIn.value && (
              <button type="button" className="btn" onClick={() => navigate({ name: 'account' })}>
                {t('yourAccount')}
              </button>
            )
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
