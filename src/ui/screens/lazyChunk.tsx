/**
 * Screens whose code is a chunk of its own (payments, diagnostics), loaded the first time one of them shows:
 * 'Loading…' until then; a failed load is logged, says so and can be asked again (the next try loads anew).
 */
import { useEffect, useState, type ComponentType } from 'react';
import { useServices } from '../services';
import { LoadFailed, Loading } from '../Status';
import { t } from '../t';

export function lazyChunk<M>(load: () => Promise<M>, what: string) {
  let loading: Promise<M> | null = null;
  const get = (): Promise<M> =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));

  /** A component of the chunk, shown once the chunk is in. */
  const view = <P extends object>(pick: (m: M) => ComponentType<P>): ComponentType<P> =>
    function FromChunk(props: P) {
      const { runtime } = useServices();
      const [found, setFound] = useState<{ C: ComponentType<P> } | 'failed' | null>(null);
      const [asked, setAsked] = useState(0);
      useEffect(() => {
        let live = true;
        get().then(
          (m) => live && setFound({ C: pick(m) }),
          (error: unknown) => {
            runtime.logger.log('ERROR', 'CORE', `The ${what} could not load`, error);
            if (live) setFound('failed');
          },
        );
        return () => {
          live = false;
        };
      }, [asked]);
      if (found === 'failed') return <LoadFailed message={t('general')} onRetry={() => (setFound(null), setAsked((n) => n + 1))} />;
      return found ? <found.C {...props} /> : <Loading />;
    };

  return { get, view };
}
