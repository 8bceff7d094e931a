import { useEffect, useState } from 'react';
import { login } from '../../contract/auth';
import type { Destination } from '../../core/afterLogin';
import { oncePerKey } from '../../core/once';
import { runApproval, type ApprovalState } from '../../core/registrationApproval';
import type { RouteOf } from '../../core/screens';
import { signInWithTokens } from '../../state/actions';
import { isLoggedIn, member, route as currentRoute, siteConfig } from '../../state/store';
import { useServices, type Services } from '../services';
import { t } from '../t';

// Per link for the page's lifetime: the magic token is single-use, and the "already logged in" question must
// be asked once, before this flow logs the visitor in; a re-mount gets the first run's outcome.
const approvals = oncePerKey<ApprovalState>();

/** The flow of core/registrationApproval.ts on the real runtime and navigation. */
function approve({ runtime, navigate }: Services, link: RouteOf<'registrationApproved'>, report: (s: ApprovalState) => void) {
  // Still on this link's screen (the visitor may have closed the dialog while the login ran).
  const showing = () => {
    const now = currentRoute.peek();
    return now.name === 'registrationApproved' && now.userId === link.userId && now.magicToken === link.magicToken;
  };
  const go = async (destination: Destination) => {
    if (!showing()) return;
    if ('route' in destination) return navigate(destination.route);
    // Leaving the page: like the after-login URL, only once the new session is safely persisted.
    navigate({ name: 'idle' });
    await runtime.flushed();
    location.assign(destination.url);
  };
  return runtime.whenRestored().then(() =>
    runApproval(link.userId, link.magicToken, {
      loggedIn: () => isLoggedIn.peek(),
      logIn: async (body) => {
        const result = await runtime.client(login, { body });
        const error = result.ok ? await signInWithTokens(runtime, result.data) : result.error;
        if (error) runtime.logger.log('WARN', 'CORE', 'Registration approval login failed', error.message);
        return !error;
      },
      context: () => ({
        pendingPlanPublicId: member.peek()?.pendingPlanPublicId,
        afterRegistrationAction: siteConfig.peek()?.afterRegistrationAction,
      }),
      go,
      report,
    }),
  );
}

/**
 * Registration approved (part 1 §2): the approval link logs the member in by magic link and sends them on to
 * sign up for their pending plan, or wherever the site's after-registration action says.
 */
export function RegistrationApproved({ route }: { route: RouteOf<'registrationApproved'> }) {
  const services = useServices();
  const [state, setState] = useState<ApprovalState>('initial');
  useEffect(() => {
    let alive = true;
    const report = (next: ApprovalState) => alive && setState(next);
    const key = `${route.userId}/${route.magicToken}`;
    void approvals.run(key, () => approve(services, route, report)).then((final) => {
      // Nothing was sent: after logging out, the same link must be able to run.
      if (final === 'alreadyLoggedIn') approvals.forget(key);
      report(final);
    });
    return () => {
      alive = false;
    };
  }, [route.userId, route.magicToken]);

  return (
    <div data-screen="registrationApproved" data-state={state} aria-busy={state === 'initial' || state === 'loginDispatched'}>
      <h1>{t('registrationApprovedTitle')}</h1>
      {state === 'alreadyLoggedIn' ? (
        <p role="status">{t('registrationLogOutFirst')}</p>
      ) : state === 'loginFailed' ? (
        <p className="alert" role="alert">
          {t('registrationFailed', { contactEmail: siteConfig.value?.contactEmail ?? '' })}
        </p>
      ) : (
        <p className="loading">{t('loading')}</p>
      )}
    </div>
  );
}
