import { signal } from '@preact/signals-react';
import { useEffect, useRef, type ComponentType } from 'react';
import { modalLayout } from '../core/shell/layout';
import { NO_BACK, resolveRoute, screenSize } from '../core/shell/screens';
import { canGoBack } from '../state/navigation';
import { isLoggedIn, preview, route, sessionExpired } from '../state/store';
import { textsPending } from '../state/textsShowing';
import { mayClose } from './closeGuard';
import { dialogChunk, loadDialog } from './dialogLoader';
import { retryLater, type RetryPlan } from '../host/retryLater';
import { ErrorBoundary } from './ErrorBoundary';
import { Screen, screensSettled } from './Screen';
import { ServicesContext } from './services';
import type { Services } from '../state/runtimeTypes';
import { usePortalWidth } from './usePortalWidth';

/**
 * The audience preview's notice is a chunk of its own (ui/PreviewNotice.tsx): only a page view under a preview
 * downloads it, so the member button and the sign-in flow do not carry it. A failed load is tried again on the next
 * render (the preview itself is in force either way: the notice only says so).
 */
const previewNotice = signal<ComponentType | null>(null);
let noticeLoading = false;
function LazyPreviewNotice() {
  const Notice = previewNotice.value;
  if (Notice) return <Notice />;
  if (!noticeLoading) {
    noticeLoading = true;
    import('./PreviewNotice').then(
      (m) => {
        previewNotice.value = m.PreviewNotice;
      },
      () => {
        noticeLoading = false;
      },
    );
  }
  return null;
}

/**
 * The interface in the shell (shell/mountShell.ts: the member button is there, in plain DOM): the modal with the
 * current screen, and a preview's notice.
 */
export function App({ services }: { services: Services }) {
  const portalWidth = usePortalWidth();
  // The availability table decides what actually shows (part 1 §2), whatever asked for the route.
  const current = resolveRoute(route.value, { loggedIn: isLoggedIn.value, embedded: false, expired: sessionExpired.value });
  // The first open waits for the screen's flow (ui/Screen.tsx) and, on a non-English site, its texts (no English
  // flash) before the modal shows; an open modal that moves to another flow's screen stays, with 'Loading…'
  // inside, rather than closing and opening again.
  const open = useRef(false);
  const Modal = dialogChunk.value?.Modal;
  const awaitingDialog = current.name !== 'idle' && !Modal;
  useEffect(() => {
    // The dialog's chunk (ui/dialog.ts), usually in since the hover. One that cannot load is asked again on the error
    // boundary's schedule, then when the browser is back online: the route stays, as a protected page's refusal or a
    // link's screen must come once it can (closing would send a refused visitor off the page).
    if (!awaitingDialog) return;
    let plan: RetryPlan | undefined;
    let live = true;
    const tryLoad = (): void => {
      loadDialog().catch((error: unknown) => {
        if (!live) return;
        plan = retryLater(plan?.attempts ?? 0, tryLoad);
        const { delay } = plan;
        services.runtime.logger.log('ERROR', 'CORE', `The dialog could not load${delay === null ? '' : `: retrying in ${delay} ms`}`, error);
      });
    };
    tryLoad();
    return () => {
      live = false;
      plan?.cancel();
    };
  }, [awaitingDialog]);
  open.current = current.name !== 'idle' && (open.current || (screensSettled(current.name) && !textsPending.value && !!Modal));
  return (
    <ServicesContext.Provider value={services}>
      {preview.value && <LazyPreviewNotice />}
      {open.current && Modal && current.name !== 'idle' && (
        <Modal
          screen={current.name}
          layout={modalLayout(screenSize(current), portalWidth)}
          onClose={() => mayClose() && services.close()}
          onBack={canGoBack.value && !NO_BACK.has(current.name) ? services.back : undefined}
        >
          <ErrorBoundary name={current.name}>
            <Screen route={current} />
          </ErrorBoundary>
        </Modal>
      )}
    </ServicesContext.Provider>
  );
}
