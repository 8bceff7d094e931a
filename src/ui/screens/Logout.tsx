import { useEffect } from 'react';
import { LOGOUT_RESET_MS } from '../../core/constants';
import { siteConfig } from '../../state/store';
import { useServices } from '../services';
import { Loading } from '../Status';
import { leavePage } from '../../host/leavePage';

/**
 * Logout redirector (part 1 §2): to the after-logout URL or '/', back to idle after 5 s. It leaves only once
 * the session's removal from IndexedDB has settled, or the next page would restore it from there. Not
 * `services.leaveTo`: that closes the dialog at once, while this redirector stays on screen until the page
 * goes (or the 5 s pass) and does not leave once it is gone.
 */
export function Logout() {
  const { navigate, runtime } = useServices();
  useEffect(() => {
    const target = siteConfig.peek()?.afterLogoutUrl || '/';
    let live = true;
    void runtime.flushed().then(() => live && leavePage(target, runtime.logger));
    const timer = setTimeout(() => navigate({ name: 'idle' }), LOGOUT_RESET_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [navigate, runtime]);
  return <Loading />;
}
