/**
 * Screens whose code is a chunk of its own (payments, diagnostics), loaded the first time one of them shows:
 * 'Loading…' until then; a failed load is logged, says so and can be asked again (the next try loads anew).
 */
import type { ComponentType } from 'react';
import { failed, ready } from '../../core/util/loadable';
import { useServices } from '../services';
import { LoadFailed, Loading } from '../Status';
import { t } from '../../shell/t';
import { useLoad } from '../useLoad';

export function lazyChunk<M>(load: () => Promise<M>, what: string) {
  let loading: Promise<M> | null = null;
  const get = (): Promise<M> =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));

  /**
   * A component of the chunk, shown once the chunk is in. A `quiet` one shows nothing meanwhile nor on a failure:
   * a part beside another view of the same chunk, which says both.
   */
  const view = <P extends object>(pick: (m: M) => ComponentType<P>, quiet = false): ComponentType<P> =>
    function FromChunk(props: P) {
      const { runtime } = useServices();
      const found = useLoad(
        () =>
          get().then(
            (m) => ready(pick(m)),
            (error: unknown) => {
              runtime.logger.log('ERROR', 'CORE', `The ${what} could not load`, error);
              return failed(error);
            },
          ),
        [],
      );
      if (quiet && found.state !== 'ready') return null;
      if (found.state === 'failed') return <LoadFailed message={t('general')} onRetry={found.retry} />;
      if (found.state === 'loading') return <Loading />;
      const C = found.value;
      return <C {...props} />;
    };

  return { get, view };
}
