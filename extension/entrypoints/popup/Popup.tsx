import { useEffect, useRef, useState } from 'react';
import { ENVIRONMENTS, ENV_NAMES, diagnosticsFailureReason, injectFailureReason, isEnv, widgetTarget, type Choice } from '../../logic';
import { injectWidget, openDiagnostics, probeWidget, type PageWidget } from '../../page';
import { loadChoice, runInPage, saveChoice, targetTab, type Tab } from '../../tabs';
import { t } from '../../texts';
import { Field } from './Field';
import { AudiencePreview } from './AudiencePreview';

const INJECT_TIMEOUT_MS = 15_000;
const DIAGNOSTICS_TIMEOUT_MS = 10_000;

type View = { kind: 'checking' } | { kind: 'unavailable' } | { kind: 'none'; idleTag: string | null } | { kind: 'found'; widget: PageWidget };

/**
 * The popup: finds the page's widget (attach) or offers to inject the environment's loader (preview), opens
 * the diagnostics screen on whichever instance the page has, and previews the page as an audience. Every outcome ends in the status region (progress,
 * success) or the alert region (a reason), never in silence.
 */
export function Popup({ search }: { search: string }) {
  const [tab, setTab] = useState<Tab | null>(null);
  const [view, setView] = useState<View>({ kind: 'checking' });
  const [choice, setChoice] = useState<Choice | null>(null);
  const [status, setStatus] = useState<string>(t('checking'));
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);
  const subdomainField = useRef<HTMLInputElement>(null);
  const originField = useRef<HTMLInputElement>(null);
  const diagButton = useRef<HTMLButtonElement>(null);

  const unavailable = (reason: string) => {
    setView({ kind: 'unavailable' });
    setStatus('');
    setAlert(reason);
  };

  const probe = async (current: Tab): Promise<PageWidget | null> => {
    const result = await runInPage(current, probeWidget, []);
    if (!result.ok) {
      unavailable(result.reason);
      return null;
    }
    const widget = result.value;
    setView(widget.found ? { kind: 'found', widget } : { kind: 'none', idleTag: widget.idleTag });
    return widget;
  };

  useEffect(() => {
    void (async () => {
      const [current, stored] = await Promise.all([targetTab(search), loadChoice()]);
      setChoice(stored);
      setTab(current);
      if (!current) return unavailable(t('reasonNoTab'));
      // Browser pages are not guessed from their URL: the browser's own refusal is what the reason reports.
      if (await probe(current)) setStatus('');
    })();
  }, [search]);

  const preview = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (!tab || !choice || busy) return;
    const target = widgetTarget(choice);
    if (!target.ok) {
      setAlert(target.reason);
      (target.reason === t('reasonInvalidOrigin') ? originField : subdomainField).current?.focus();
      return;
    }
    setBusy(true);
    setAlert('');
    setStatus(t('injecting', { url: target.scriptUrl }));
    await saveChoice(choice);
    const run = await runInPage(tab, injectWidget, [target.scriptUrl, target.subdomain, target.env, INJECT_TIMEOUT_MS]);
    setBusy(false);
    if (!run.ok) return unavailable(run.reason);
    const outcome = run.value;
    if (!outcome.ok) {
      const reason = injectFailureReason(outcome, target.scriptUrl, INJECT_TIMEOUT_MS);
      if (outcome.code === 'csp' || outcome.code === 'page-error') return unavailable(reason);
      setStatus('');
      setAlert(reason);
      await probe(tab); // a loader that ran but did not get ready shows as found, with its error
      return;
    }
    setStatus(
      t('injected', { subdomain: target.subdomain, env: target.env }) +
        (outcome.blocked.length ? ' ' + t('cspWarning', { list: outcome.blocked.join(', ') }) : ''),
    );
    if (await probe(tab)) setTimeout(() => diagButton.current?.focus(), 0);
  };

  const diagnostics = async () => {
    if (!tab || busy) return;
    setBusy(true);
    setAlert('');
    setStatus(t('openingDiagnostics'));
    const run = await runInPage(tab, openDiagnostics, [DIAGNOSTICS_TIMEOUT_MS]);
    setBusy(false);
    if (!run.ok) return unavailable(run.reason);
    if (run.value.ok) return setStatus(t('diagnosticsOpen'));
    setStatus('');
    setAlert(diagnosticsFailureReason(run.value, DIAGNOSTICS_TIMEOUT_MS));
  };

  const update = (patch: Partial<Choice>) => setChoice((c) => (c ? { ...c, ...patch } : c));

  return (
    <main>
      <h1>{t('title')}</h1>
      {tab?.url && <p className="page">{t('pageUrl', { url: tab.url })}</p>}
      {view.kind === 'unavailable' && <p>{t('cannotPreview')}</p>}
      {view.kind === 'found' && (
        <div>
          <p className="found" data-widget-found="">
            {t('found', { subdomain: view.widget.subdomain ?? t('unknown'), env: view.widget.env ?? t('unknown') })}
            {!view.widget.ready && !view.widget.loadError && ` ${t('foundNotReady')}`}
            {view.widget.loadError && ` ${t('foundLoadError', { error: view.widget.loadError })}`}
          </p>
          <button type="button" ref={diagButton} onClick={() => void diagnostics()} disabled={busy}>
            {t('openDiagnostics')}
          </button>
        </div>
      )}
      {view.kind === 'found' && tab && (
        <AudiencePreview
          tab={tab}
          widget={view.widget}
          busy={busy}
          setBusy={setBusy}
          setStatus={setStatus}
          setAlert={setAlert}
          unavailable={unavailable}
        />
      )}
      {view.kind === 'none' && choice && (
        <form onSubmit={(e) => void preview(e)} noValidate>
          {view.idleTag && <p>{t('tagNotRunning', { src: view.idleTag })}</p>}
          <Field
            label={t('subdomainLabel')}
            inputRef={subdomainField}
            name="subdomain"
            value={choice.subdomain}
            onValue={(subdomain) => update({ subdomain })}
            autoComplete="off"
          />
          <label>
            {t('envLabel')}
            <select
              name="env"
              value={choice.env}
              onChange={(e) => {
                const env = (e.currentTarget as HTMLSelectElement).value;
                if (isEnv(env)) update({ env });
              }}
            >
              {ENVIRONMENTS.map((env) => (
                <option key={env} value={env}>
                  {t(ENV_NAMES[env])}
                </option>
              ))}
            </select>
          </label>
          {choice.env === 'fixture' && (
            <Field
              label={t('fixtureOriginLabel')}
              hint={t('fixtureOriginHint')}
              inputRef={originField}
              name="fixtureOrigin"
              type="url"
              value={choice.fixtureOrigin}
              onValue={(fixtureOrigin) => update({ fixtureOrigin })}
              autoComplete="off"
            />
          )}
          <button type="submit" disabled={busy}>
            {t('preview')}
          </button>
        </form>
      )}
      <p className="status" role="status">
        {status}
      </p>
      <p className="alert" role="alert">
        {alert}
      </p>
    </main>
  );
}
