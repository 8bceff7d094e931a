import { textsPending } from '../state/textsShowing';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { member, memberQuery, type MemberData } from '../state/store';
import { useServices } from './services';
import { shellText as t } from '../shell/t';

/** 'Loading…', announced politely. */
export function Loading() {
  // While a non-English site's texts are on their way, no English word: the busy state alone.
  return (
    <p className="loading" role="status" aria-busy={textsPending.value || undefined}>
      {textsPending.value ? '' : t('loading')}
    </p>
  );
}

interface LoadFailedProps {
  message: string;
  onRetry: () => void;
  /** 'Try again' unless the screen says otherwise. */
  retryLabel?: string;
  /** More of the alert under the message (a contact line). */
  children?: ReactNode;
}

/** Something did not load: what happened, announced, and a way to ask again (by itself once back online). */
export function LoadFailed({ message, onRetry, retryLabel, children }: LoadFailedProps) {
  const retry = useRef(onRetry);
  retry.current = onRetry;
  // Listening from the moment the message shows (a layout effect), not a frame later: an 'online' in between is not missed.
  useLayoutEffect(() => {
    const online = () => retry.current();
    addEventListener('online', online);
    return () => removeEventListener('online', online);
  }, []);
  return (
    <div className="stack">
      <div className="alert" role="alert">
        <p>{message}</p>
        {children}
      </div>
      <button type="button" className="btn" onClick={onRetry}>
        {retryLabel ?? t('tryAgain')}
      </button>
    </div>
  );
}

/**
 * The logged-in member's screens: 'Loading…' while the member loads; when their query failed with nothing to
 * show, the general error and a Refresh that asks again (never a spinner that waits for nothing).
 */
export function WithMember({ children }: { children: (m: MemberData) => ReactNode }) {
  const { runtime } = useServices();
  const m = member.value;
  if (m) return <>{children(m)}</>;
  const query = memberQuery.value;
  if (query.failed && !query.fetching) {
    return <LoadFailed message={t('general')} retryLabel={t('refresh')} onRetry={() => void runtime.member.run()} />;
  }
  return <Loading />;
}
