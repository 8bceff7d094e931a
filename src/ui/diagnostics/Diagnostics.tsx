import { Fragment, useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useScrollShadow } from '../useScrollShadow';
import {
  buildReport,
  countLevels,
  filterLogs,
  redact,
  redactString,
  reportText,
  summarise,
  type Report,
  type TopicFilter,
  refreshOutcome,
} from '../../core/shell/diagnosticsReport';
import { TOPICS } from '../../core/util/logger';
import type { RouteOf } from '../../core/shell/screens';
import type { TextKey } from '../../core/texts/texts';
import { configQuery, isLoggedIn, memberQuery } from '../../state/store';
import { useServices } from '../services';
import { errorText, t } from '../../shell/t';
import { takeSnapshot } from './snapshot';

/** The tabs of part 1 §2, in the spec's order. */
const TABS: TextKey[] = ['diagGeneral', 'diagEnv', 'diagSiteConfig', 'diagUserStatus', 'diagRefreshData', 'diagMainHistory', 'diagLogs'];

/** hh:mm:ss.mmm (UTC) of an ISO time or of epoch ms; nothing for anything else. */
const time = (at: unknown): string => {
  const d = new Date(at as string);
  return at !== null && !Number.isNaN(d.getTime()) ? d.toISOString().slice(11, 23) : '';
};
const show = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

/** A section of the redacted report as key/value pairs; nested values as one line of JSON. */
function KeyValues({ of }: { of: unknown }) {
  return (
    <dl className="kv">
      {Object.entries(of && typeof of === 'object' ? of : {}).map(([k, v]) => (
        <Fragment key={k}>
          <dt>{k}</dt>
          <dd>{show(v)}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** A scrolling list of log lines or history, with the scroll shadow. */
function ShadedList({ children }: { children: ReactNode }) {
  const ref = useScrollShadow<HTMLOListElement>();
  return (
    <ol ref={ref} className="logs scroll-shade" tabIndex={0}>
      {children}
    </ol>
  );
}

/**
 * Diagnostics (part 1 §2): the tabs show the report's sections, redacted as the copied report is (core/shell/diagnosticsReport.ts),
 * read again on every render; the queries' signals re-render it when a refresh lands.
 */
export function Diagnostics(_: { route: RouteOf<'diag'> }) {
  const { runtime } = useServices();
  const [tab, setTab] = useState(0);
  const [topic, setTopic] = useState<TopicFilter>('all');
  const [busy, setBusy] = useState(false);
  const [refreshed, setRefreshed] = useState('');
  const [copied, setCopied] = useState<{ status: TextKey; text?: string }>();
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => area.current?.select(), [copied]);
  void configQuery.value;
  void memberQuery.value;

  const snapshot = takeSnapshot(runtime);
  const shown = redact(buildReport(snapshot)) as Report;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const n = TABS.length;
    const step = ({ ArrowRight: 1, ArrowLeft: -1 } as Record<string, number>)[e.key];
    const rtl = step && e.currentTarget.closest('[dir=rtl]') ? -1 : 1;
    const next = e.key === 'Home' ? 0 : e.key === 'End' ? n - 1 : step ? (tab + step * rtl + n) % n : -1;
    if (next < 0) return;
    e.preventDefault();
    setTab(next);
    e.currentTarget.querySelectorAll<HTMLElement>('[role=tab]')[next]?.focus();
  };

  const refresh = async (config: boolean) => {
    const what = t(config ? 'diagRefreshConfig' : 'diagRefreshUser');
    setBusy(true);
    setRefreshed(t('diagRefreshing'));
    await (config ? runtime.config : runtime.member).run().catch(() => undefined);
    const q = (config ? configQuery : memberQuery).peek();
    setRefreshed(t(...refreshOutcome(q, what, q.error ? errorText(q.error) : '')));
    setBusy(false);
  };

  const copy = async () => {
    const text = reportText(buildReport(takeSnapshot(runtime)));
    try {
      await navigator.clipboard.writeText(text);
      setCopied({ status: 'diagCopied' });
    } catch {
      // No clipboard (an insecure page, a refused permission): the text, selected, for the visitor to copy.
      setCopied({ status: 'diagSelectCopy', text });
    }
  };

  const entries = filterLogs(snapshot.logs, topic);
  const counts = countLevels(entries);
  const panels = [
    () => <KeyValues of={shown.general} />,
    () => <KeyValues of={shown.env} />,
    () => (
      <>
        <KeyValues of={shown.siteConfig.status} />
        {/* Scrolls: focusable, so the keyboard can scroll it too. */}
        <pre tabIndex={0}>{JSON.stringify(shown.siteConfig.data, null, 2)}</pre>
      </>
    ),
    () => <KeyValues of={shown.userStatus} />,
    () => (
      <>
        <button type="button" className="btn" disabled={busy} onClick={() => void refresh(true)}>
          {t('diagRefreshConfig')}
        </button>
        <button type="button" className="btn" disabled={busy || !isLoggedIn.value} onClick={() => void refresh(false)}>
          {t('diagRefreshUser')}
        </button>
        <p role="status">{refreshed}</p>
      </>
    ),
    () => (
      <ShadedList>
        {shown.mainHistory.map((h, i) => (
          <li key={i}>{`${time(h.at)} ${show(h.route)}`}</li>
        ))}
      </ShadedList>
    ),
    () => (
      <>
        <label>
          {t('diagTopic')}
          <select value={topic} onChange={(e) => setTopic(e.currentTarget.value as TopicFilter)}>
            <option value="all">{t('diagAllTopics')}</option>
            {TOPICS.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </label>
        <p className="counts">
          {Object.entries(counts)
            .map(([level, n]) => `${level} ${n}`)
            .join(' · ')}
        </p>
        {entries.length ? (
          <ShadedList>
            {entries.map((e, i) => (
              <li key={i}>{`${time(e.at)} ${String(e.level)} ${String(e.topic)} ${redactString(String(e.message))} ${summarise(e.data)}`}</li>
            ))}
          </ShadedList>
        ) : (
          <p className="muted">{t('diagNoEntries')}</p>
        )}
      </>
    ),
  ];

  return (
    <div className="stack diag">
      <h1>{t('diagTitle')}</h1>
      <div role="tablist" className="tabs" onKeyDown={onKeyDown}>
        {TABS.map((key, i) => (
          <button
            type="button"
            role="tab"
            key={key}
            id={`ms-diag-tab${i}`}
            aria-selected={i === tab}
            aria-controls={i === tab ? 'ms-diag-panel' : undefined}
            tabIndex={i === tab ? 0 : -1}
            onClick={() => setTab(i)}
          >
            {t(key)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="ms-diag-panel" className="stack" aria-labelledby={`ms-diag-tab${tab}`} tabIndex={0}>
        {panels[tab]!()}
      </div>
      <button type="button" className="btn cta" onClick={() => void copy()}>
        {t('diagCopy')}
      </button>
      <p role="status" className="status">
        {copied && t(copied.status)}
      </p>
      {copied?.text && (
        <label>
          {t('diagReport')}
          <textarea ref={area} readOnly rows={8} value={copied.text} />
        </label>
      )}
    </div>
  );
}
