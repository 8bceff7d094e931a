import { useEffect, useState } from 'react';
import { shouldReloadForRejection } from '../../core/access/rejectionRetry';
import { lastRejectionReload, markRejectionReload, rejectionReloadPending } from '../../host/reloadMark';
import { rejectionTag, viewerChanged } from '../../state/protectionTagStore';
import { isLoggedIn, tokenId } from '../../state/store';
import { useServices } from '../services';
import { Loading } from '../Status';
import { t } from '../../shell/t';

/**
 * Rejection tag retry (part 1 §2): the server refused the page although the widget would allow it. The page
 * reloads once when the server may have judged another token (also after a login on the page: the server then
 * renders it for the member); otherwise, or after that reload, a general error and a refresh button.
 */
export function RejectionTagRetry() {
  const { runtime } = useServices();
  const [reloading, setReloading] = useState(rejectionReloadPending);
  useEffect(() => {
    const tag = rejectionTag.peek();
    if (!tag || rejectionReloadPending()) return;
    const now = Date.now();
    const reload = shouldReloadForRejection({
      tagTokenId: tag.tokenId,
      tokenId: tokenId.peek(),
      loggedIn: isLoggedIn.peek(),
      lastReloadAt: lastRejectionReload(),
      viewerChanged: viewerChanged.peek(),
      now,
    });
    if (reload && markRejectionReload(now)) {
      setReloading(true);
      // The session's writes settle first, so the reloaded page restores exactly the session the server judges.
      void runtime.flushed().then(() => location.reload());
    }
  }, []);
  if (reloading) return <Loading />;
  return (
    <div>
      <h1>{t('general')}</h1>
      <button type="button" className="btn" onClick={() => location.reload()}>
        {t('refresh')}
      </button>
    </div>
  );
}
