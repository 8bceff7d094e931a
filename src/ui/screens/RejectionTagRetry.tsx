import { useEffect, useState } from 'react';
import { shouldReloadForRejection } from '../../core/rejectionRetry';
import { lastRejectionReload, markRejectionReload } from '../../host/reloadMark';
import { rejectionTag } from '../../state/protectionTag';
import { isLoggedIn, tokenId } from '../../state/store';
import { Loading } from '../Status';
import { t } from '../t';

/**
 * Rejection tag retry (part 1 §2): the server refused the page although the widget would allow it. The page
 * reloads once when the server may have judged another token; otherwise, or after that reload, a general error
 * and a refresh button.
 */
export function RejectionTagRetry() {
  const [reloading, setReloading] = useState(false);
  useEffect(() => {
    const tag = rejectionTag.peek();
    if (!tag) return;
    const now = Date.now();
    const reload = shouldReloadForRejection({
      tagTokenId: tag.tokenId,
      tokenId: tokenId.peek(),
      loggedIn: isLoggedIn.peek(),
      lastReloadAt: lastRejectionReload(),
      now,
    });
    if (reload && markRejectionReload(now)) {
      setReloading(true);
      location.reload();
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
