import { dispositionOf, type ContentDisplay, type EmbedState } from '../../core/access/contentRules';
import { failed, LOADING, ready } from '../../core/util/loadable';
import { resolveContent } from '../../state/resolveContent';
import { useServices } from '../services';
import { useLoad } from '../useLoad';

/**
 * One piece of content resolved for a screen: 'loading' while asked (and while re-checked when not ready yet),
 * then its result or the call's failure; `retry` asks again. An answer that comes after the screen moved on
 * to other content is dropped.
 */
export function useContentResult(contentId: string, display: ContentDisplay): EmbedState & { retry: () => void } {
  const { runtime } = useServices();
  return useLoad(
    (live) =>
      resolveContent(runtime, [{ id: contentId, disposition: dispositionOf(display) }], { live }).then((answer) => {
        const result = answer.ok ? answer.data[0] : undefined;
        return result ? ready(result) : answer.ok ? LOADING : failed(answer.error);
      }),
    [runtime, contentId, display],
  );
}
