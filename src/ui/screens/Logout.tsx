import { useEffect } from 'react';
import { LOGOUT_RESET_MS } from '../../core/constants';
import { t } from '../t';
import { siteConfig } from '../../state/store';
import { useServices } from '../services';

/** Logout redirector (part 1 §2): to the after-logout URL or '/', back to idle after 5 s. */
export function Logout() {
  const { navigate } = useServices();
  useEffect(() => {
    const target = siteConfig.peek()?.afterLogoutUrl || '/';
    location.assign(target);
    const timer = setTimeout(() => navigate({ name: 'idle' }), LOGOUT_RESET_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return <p className="loading">{t('loading')}</p>;
}
