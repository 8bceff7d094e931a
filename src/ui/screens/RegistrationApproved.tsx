import { effect } from '@preact/signals-react';
import { useEffect, useRef, useState } from 'react';
import type { Destination } from '../../core/signin/afterLogin';
import { oncePerKey } from '../../core/util/once';
import { runApproval, type ApprovalContext, type ApprovalState } from '../../core/signin/registrationApproval';
import type { RouteOf } from '../../core/shell/screens';
import { logIn } from '../../state/actions';
import { isLoggedIn, member, siteConfig } from '../../state/store';
import { ContactLine, LogOutFirst } from '../Notices';
import { useServices } from '../services';
import type { Services } from '../../state/runtimeTypes';
import { Loading, WithMember } from '../Status';
import { t } from '../../shell/t';

// Per link for the page's lifetime: the magic token is single-use, and the "already logged in" question must
// be asked once, before this flow logs the visitor in; a re-mount gets the first run's outcome.
const approvals = oncePerKey<ApprovalState>();

/**
 * The pending plan and the after-registration action, once the member is loaded (a failed load shows the
 * Refresh of WithMember meanwhile); null when the session ends first.
 */
function loadedContext(): Promise<ApprovalContext | null> {
  return new Promise((resolve) => {
    let done = false;
    let stop: (() => void) | undefined = undefined;
    stop = effect(() => {
      const m = member.value;
      if (done || (!m && isLoggedIn.value)) return;
      done = true;
      resolve(m ? { pendingPlanPublicId: m.pendingPlanPublicId, afterRegistrationAction: siteConfig.peek()?.afterRegistrationAction } : null);
      stop?.();
    });
    if (done) stop();
  });
}

/** The flow of core/signin/registrationApproval.ts on the real runtime and navigation. */
function approve(
  { runtime, navigate, leaveTo, route: currentRoute }: Services,
  link: RouteOf<'registrationApproved'>,
  report: (s: ApprovalState) => void,
) {
  // Still on this link's screen (the visitor may have closed the dialog while the login ran).
  const showing = () => {
    const now = currentRoute.peek();
    return now.name === 'registrationApproved' && now.userId === link.userId && now.magicToken === link.magicToken;
  };
  const go = (destination: Destination) => {
    if (!showing()) return;
    // Leaving the page: like the after-login URL, only once the new session is safely persisted.
    if ('route' in destination) navigate(destination.route);
    else leaveTo(destination.url);
  };
  return runtime.whenRestored().then(() =>
    runApproval(link.userId, link.magicToken, {
      loggedIn: () => isLoggedIn.peek(),
      logIn: async (body) => {
        const result = await logIn(runtime, body);
        if (result.error) {
          const what = result.signedIn ? 'Registration approval logged in, but the member did not load' : 'Registration approval login failed';
          runtime.logger.log('WARN', 'CORE', what, result.error.message);
        }
        return result;
      },
      context: loadedContext,
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
  // States are reported to this mount for as long as it lives, whichever run of the effect started the flow.
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  const loggedIn = isLoggedIn.value;
  useEffect(() => {
    const report = (next: ApprovalState) => mounted.current && setState(next);
    const key = `${route.userId}/${route.magicToken}`;
    // Runs again after a logout (from 'You need to log out…'); oncePerKey hands a running or finished flow back
    // instead of spending the token twice.
    void approvals
      .run(key, () => approve(services, route, report))
      .then((final) => {
        // Nothing was sent: after logging out, the same link must be able to run.
        if (final === 'alreadyLoggedIn') approvals.forget(key);
        report(final);
      });
  }, [route.userId, route.magicToken, loggedIn]);

  return (
    <div data-state={state} aria-busy={state === 'initial' || state === 'loginDispatched'}>
      <h1>{t('registrationApprovedTitle')}</h1>
      {state === 'alreadyLoggedIn' && loggedIn ? (
        <LogOutFirst text={t('registrationLogOutFirst')} />
      ) : state === 'loginFailed' || (state === 'loggedIn' && !loggedIn) ? (
        // The second: the session ended before the member could be sent on.
        <div className="alert" role="alert">
          <ContactLine text="registrationFailed" without="registrationFailedNoContact" />
        </div>
      ) : state === 'loggedIn' ? (
        <WithMember>{() => <Loading />}</WithMember>
      ) : (
        <Loading />
      )}
    </div>
  );
}
