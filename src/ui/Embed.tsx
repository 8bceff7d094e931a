import { useEffect, useLayoutEffect, useRef } from 'react';
import { WIDTHS } from '../core/constants';
import { NO_BACK, resolveRoute, screenSize } from '../core/shell/screens';
import { isLoggedIn } from '../state/store';
import { textsPending, uiDirection, uiLocale } from '../state/textsShowing';
import './embeds/embedStyles';
// An embed shows any screen: every text (shell/t.ts).
import './allTexts';
import { ErrorBoundary } from './ErrorBoundary';
import { fallbackName, focusInto } from './dialog';
import { nameByHeading } from './nameByHeading';
import { Screen, screensSettled } from './Screen';
import { Loading } from './Status';
import { ServicesContext } from './services';
import type { Services } from '../state/runtimeTypes';
import { t } from '../shell/t';

/**
 * Embedded UI (part 1 §2: an iframe pointing to /member/): one screen inline in the page, in embedded mode
 * (its own redirects), with the embed's own navigation (ui/embeds/embedServices.ts). Not a dialog: no backdrop, no close, no
 * focus trap; it sits in the page's tab order, as wide as its container, and the screen's own size (part 1
 * §2 widths) caps its content. A region named by the screen's heading.
 */
export function Embed({ services }: { services: Services }) {
  const node = useRef<HTMLElement>(null);
  const asked = services.route.value;
  const current = resolveRoute(asked, { loggedIn: isLoggedIn.value, embedded: true });
  // Read before this render's changes land: whether the visitor was working inside the embed.
  const hadFocus = useRef(false);
  hadFocus.current = !!node.current && (node.current.getRootNode() as ShadowRoot).activeElement !== null;
  const onBack = services.canGoBack.value && !NO_BACK.has(current.name) ? services.back : undefined;
  // 'Loading…' until the screen's flow is in (ui/Screen.tsx) and, on a non-English site, its texts.
  const ready = current.name === 'idle' || (screensSettled(current.name) && !textsPending.value);

  useLayoutEffect(() => {
    const section = node.current;
    if (!section) return;
    nameByHeading(section, 'ms-embed-title', fallbackName());
    // A new screen takes the focus only when the old one had it and it went away with the old screen (to
    // <body>); never when the page loads, nor when the screen changed for a reason elsewhere (a logout in
    // another tab must not scroll the page here).
    const lost = document.activeElement === document.body || document.activeElement === null;
    if (hadFocus.current && lost) focusInto(section);
  }, [asked, current.name, ready]);

  // A heading that arrives after the screen (a lazy chunk, loaded content) names the region then.
  useEffect(() => {
    const section = node.current;
    if (!section) return;
    const observer = new MutationObserver(() => nameByHeading(section, 'ms-embed-title', fallbackName()));
    observer.observe(section, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  return (
    <ServicesContext.Provider value={services}>
      <section ref={node} className="ms embed" dir={uiDirection.value} lang={uiLocale.value} tabIndex={-1} data-screen={current.name}>
        {onBack && (
          <button type="button" className="icon-btn back" aria-label={t('back')} onClick={onBack}>
            ‹
          </button>
        )}
        <div className="embed-screen" style={{ maxWidth: `${WIDTHS[screenSize(current)]}px` }}>
          <ErrorBoundary name={current.name}>
            {current.name === 'idle' ? null : ready ? <Screen key={current.name} route={current} /> : <Loading />}
          </ErrorBoundary>
        </div>
      </section>
    </ServicesContext.Provider>
  );
}
