// Installs the signals integration for Preact (as ui/mount.ts does): the embed re-renders when its state changes.
import '@preact/signals-react';
import type { ReadonlySignal } from '@preact/signals-react';
import type { EmbedState } from '../../core/access/contentRules';
import { textsPending, uiDirection, uiLocale } from '../../state/textsShowing';
import { ServicesContext } from '../services';
import type { Services } from '../../state/runtimeTypes';
import { LoadFailed } from '../Status';
import { renderInShadow } from '../shadowRender';
import { errorText } from '../../shell/t';
import { ContentView } from './ContentView';

interface Props {
  state: ReadonlySignal<EmbedState>;
  onRetry: () => void;
}

/**
 * One inline embed: the host link's own text (slotted) until the content is resolved (and, on a site not in
 * English, its texts are here), so the page never shows an empty hole or English first and assistive technology
 * still has the link; then the content or its message.
 */
function InlineContent({ state, onRetry }: Props) {
  const s = state.value;
  const waiting = s.state === 'loading' || textsPending.value;
  return (
    <div className="ms content-embed" lang={uiLocale.value} dir={uiDirection.value} aria-busy={waiting}>
      {waiting ? <slot /> : s.state === 'failed' ? <LoadFailed message={errorText(s.error)} onRetry={onRetry} /> : <ContentView result={s.value} />}
    </div>
  );
}

/**
 * Renders an inline embed into a shadow root on `host` with the widget's styles (and the site's custom styling
 * and language), as the interface's own root is. Returns the unmount.
 */
export function mountInlineContent(host: HTMLElement, services: Services, nonce: string | undefined, props: Props): () => void {
  return renderInShadow(
    host,
    <ServicesContext.Provider value={services}>
      <InlineContent {...props} />
    </ServicesContext.Provider>,
    services,
    nonce,
  );
}
