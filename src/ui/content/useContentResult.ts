import { useEffect, useState } from 'react';
import { dispositionOf, type ContentDisplay, type EmbedState } from '../../core/content';
import { resolveContent } from '../../state/content';
import { useServices } from '../services';

/**
 * One piece of content resolved for a screen: 'loading' while asked (and while re-checked when not ready yet),
 * then its result or the call's failure; `retry` asks again. An answer that comes after the screen moved on
 * to other content is dropped.
 */
export function useContentResult(contentId: string, display: ContentDisplay): { load: EmbedState; retry: () => void } {
  const { runtime } = useServices();
  const [load, setLoad] = useState<EmbedState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    void resolveContent(runtime, [{ id: contentId, disposition: dispositionOf(display) }], { live: () => live }).then((answer) => {
      if (!live) return;
      const result = answer.ok ? answer.data[0] : undefined;
      if (result) setLoad({ state: 'ready', result });
      else if (!answer.ok) setLoad({ state: 'failed', error: answer.error });
    });
    return () => {
      live = false;
    };
  }, [runtime, contentId, display, attempt]);
  return { load, retry: () => setAttempt((n) => n + 1) };
}
