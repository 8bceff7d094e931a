/**
 * What a view waits for: loading, then the value or why it failed. One shape for every load on mount
 * (ui/useLoad.ts) and for the content embeds' states (core/access/contentRules.ts EmbedState).
 */
export type Loadable<T, E> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed'; error: E };

export const LOADING = { state: 'loading' } as const;
export const ready = <T>(value: T): Loadable<T, never> => ({ state: 'ready', value });
export const failed = <E>(error: E): Loadable<never, E> => ({ state: 'failed', error });

/** An API answer (ok with data, or an error) as what it means for the view waiting for it. */
export const settled = <T, E>(result: { ok: true; data: T } | { ok: false; error: E }): Loadable<T, E> =>
  result.ok ? ready(result.data) : failed(result.error);
