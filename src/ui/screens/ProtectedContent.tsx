import { useEffect, useRef, useState } from 'react';
import { contentAction, type ContentAction, type ContentResult } from '../../core/access/contentRules';
import type { RouteOf } from '../../core/shell/screens';
import { downloadFile, openInNewTab } from '../content/browserActions';
import { ContentView } from '../content/ContentView';
import { useContentResult } from '../content/useContentResult';
import { useServices } from '../services';
import { LoadFailed, Loading } from '../Status';
import { errorText, t } from '../../shell/t';

/**
 * Protected content (part 1 §2): requests the content's descriptor; when ready, download mode downloads the file
 * and page mode opens the URL in a new tab, then back to idle. Popup mode shows it in the dialog (large); a
 * refusal goes on to the upsell, a viewing window to its screen; not found and unknown say so.
 */
export function ProtectedContent({ route }: { route: RouteOf<'protectedContent'> }) {
  const { contentId, mode } = route;
  const load = useContentResult(contentId, mode);
  if (load.state === 'loading') return <Loading />;
  if (load.state === 'failed') return <LoadFailed message={errorText(load.error)} onRetry={load.retry} />;
  return <Act result={load.value} action={contentAction(load.value, mode)} />;
}

function Act({ result, action }: { result: ContentResult; action: ContentAction }) {
  const { navigate } = useServices();
  const anchor = useRef<HTMLDivElement>(null);
  const [blocked, setBlocked] = useState<string | null>(null);
  useEffect(() => {
    switch (action.kind) {
      case 'upsell':
      case 'window':
        return navigate(action.route, true); // in its place: Back skips a screen that only sent the member on
      case 'open':
        // A popup blocker may refuse a tab opened after the request: then a link the member clicks.
        return openInNewTab(action.url) ? navigate({ name: 'idle' }) : setBlocked(action.url);
      case 'download':
        downloadFile(anchor.current ?? document.body, action.url, action.fileName);
        return navigate({ name: 'idle' });
    }
  }, [result]);

  if (blocked) {
    return (
      <div className="stack">
        <h1>{t('contentReady')}</h1>
        {/* Leaving for idle after the browser has followed the click, not before. */}
        <a className="btn cta" href={blocked} target="_blank" rel="noopener" onClick={() => setTimeout(() => navigate({ name: 'idle' }))}>
          {t('contentOpen')}
        </a>
      </div>
    );
  }
  if (action.kind === 'show') return <ContentView result={result} heading />;
  return (
    <div ref={anchor}>
      <Loading />
    </div>
  );
}
