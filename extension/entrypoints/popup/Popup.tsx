import { useEffect, useRef, useState } from 'react';
import { ENVIRONMENTS, ENV_NAMES, diagnosticsFailureReason, injectFailureReason, isEnv, widgetTarget, type Choice } from '../../logic';
import { injectWidget, openDiagnostics, probeWidget, type PageWidget } from '../../page';
import { loadChoice, runInPage, saveChoice, targetTab, type Tab } from '../../tabs';
import { t } from '../../texts';
import { Field, SelectField } from './Field';
import { AudiencePreview } from './AudiencePreview';
import { BuildChoice } from './BuildChoice';
import { Messages, type Message } from './Messages';

const INJECT_TIMEOUT_MS = 15_000;
const DIAGNOSTICS_TIMEOUT_MS = 10_000;

type View = { kind: 'checking' } | { kind: 'unavailable' } | { kind: 'none'; widget: PageWidget } | { kind: 'found'; widget: PageWidget };

const viewOf = (widget: PageWidget): View => (widget.found ? { kind: 'found', widget } : { kind: 'none', widget });

/**
 * The popup: finds the page's widget (attach) or offers to inject the environment's loader (preview), opens
 * the diagnostics screen on whichever instance the page has, previews the page as an audience, and chooses the build
 * that runs on the site (BuildChoice.tsx). Every outcome ends in
 * the popup's message (Messages.tsx: progress and success read out politely, a reason as an alert), never in silence;
 * each action replaces the last one's message as it starts.
 */
export function Popup({ search }: { search: string }) {
  const [tab, setTab] = useState<Tab | null>(null);
  const [view, setView] = useState<View>({ kind: 'checking' });
  const [choice, setChoice] = useState<Choice | null>(null);
  const [message, say] = useState<Message>({ tone: 'progress', text: t('checking') });
  const [busy, setBusy] = useState(false);
  const subdomainField = useRef<HTMLInputElement>(null);
  const originField = useRef<HTMLInputElement>(null);
  const diagButton = useRef<HTMLButtonElement>(null);

  const unavailable = (reason: string) => {
    setView({ kind: 'unavailable' });
    say({ tone: 'error', text: reason });
  };

  const probe = async (current: Tab): Promise<PageWidget | null> => {
    const result = await runInPage(current, probeWidget, []);
    if (!result.ok) {
      unavailable(result.reason);
      return null;
    }
    setView(viewOf(result.value));
    return result.value;
  };

  useEffect(() => {
    void (async () => {
      const [current, stored] = await Promise.all([targetTab(search), loadChoice()]);
      setChoice(stored);
      setTab(current);
      if (!current) return unavailable(t('reasonNoTab'));
      // Browser pages are not guessed from their URL: the browser's own refusal is what the reason reports.
      if (await probe(current)) say(null);
    })();
  }, [search]);

  const preview = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (!tab || !choice || busy) return;
    const target = widgetTarget(choice);
    if (!target.ok) {
      say({ tone: 'error', text: target.reason });
      (target.reason === t('reasonInvalidOrigin') ? originField : subdomainField).current?.focus();
      return;
    }
    setBusy(true);
    say({ tone: 'progress', text: t('injecting', { url: target.scriptUrl }) });
    await saveChoice(choice);
    const run = await runInPage(tab, injectWidget, [target.scriptUrl, target.subdomain, target.env, INJECT_TIMEOUT_MS]);
    setBusy(false);
    if (!run.ok) return unavailable(run.reason);
    const outcome = run.value;
    if (!outcome.ok) {
      const reason = injectFailureReason(outcome, target.scriptUrl, INJECT_TIMEOUT_MS);
      if (outcome.code === 'csp' || outcome.code === 'page-error') return unavailable(reason);
      say({ tone: 'error', text: reason });
      await probe(tab); // a loader that ran but did not get ready shows as found, with its error
      return;
    }
    const injected = t('injected', { subdomain: target.subdomain, env: target.env });
    say(
      outcome.blocked.length
        ? { tone: 'warning', text: `${injected} ${t('cspWarning', { list: outcome.blocked.join(', ') })}` }
        : { tone: 'ok', text: injected },
    );
    if (await probe(tab)) setTimeout(() => diagButton.current?.focus(), 0);
  };

  const diagnostics = async () => {
    if (!tab || busy) return;
    setBusy(true);
    say({ tone: 'progress', text: t('openingDiagnostics') });
    const run = await runInPage(tab, openDiagnostics, [DIAGNOSTICS_TIMEOUT_MS]);
    setBusy(false);
    if (!run.ok) return unavailable(run.reason);
    say(
      run.value.ok
        ? { tone: 'ok', text: t('diagnosticsOpen') }
        : { tone: 'error', text: diagnosticsFailureReason(run.value, DIAGNOSTICS_TIMEOUT_MS) },
    );
  };

  const update = (patch: Partial<Choice>) => setChoice((c) => (c ? { ...c, ...patch } : c));

  return (
    <main>
      <header className="head">
        <img className="mark" src="/icon/48.png" alt="" width={28} height={28} />
        <div>
          <h1>{t('title')}</h1>
          {tab?.url && <p className="page">{t('pageUrl', { url: tab.url })}</p>}
        </div>
      </header>
      {view.kind === 'unavailable' && <p className="note">{t('cannotPreview')}</p>}
      {view.kind === 'found' && (
        <section className="card found-card">
          <p className="found" data-widget-found="" data-state={view.widget.loadError ? 'error' : view.widget.ready ? 'ready' : 'waiting'}>
            {t('found', { subdomain: view.widget.subdomain ?? t('unknown'), env: view.widget.env ?? t('unknown') })}
            {!view.widget.ready && !view.widget.loadError && ` ${t('foundNotReady')}`}
            {view.widget.loadError && ` ${t('foundLoadError', { error: view.widget.loadError })}`}
          </p>
          <button type="button" className="btn secondary" ref={diagButton} onClick={() => void diagnostics()} disabled={busy}>
            {t('openDiagnostics')}
          </button>
        </section>
      )}
      {view.kind === 'found' && tab && (
        <AudiencePreview tab={tab} widget={view.widget} busy={busy} setBusy={setBusy} say={say} unavailable={unavailable} />
      )}
      {view.kind === 'none' && choice && (
        <form className="stack" onSubmit={(e) => void preview(e)} noValidate>
          {view.widget.idleTag && <p className="note">{t('tagNotRunning', { src: view.widget.idleTag })}</p>}
          <Field
            label={t('subdomainLabel')}
            inputRef={subdomainField}
            name="subdomain"
            value={choice.subdomain}
            onValue={(subdomain) => update({ subdomain })}
            autoComplete="off"
          />
          <SelectField
            label={t('envLabel')}
            name="env"
            value={choice.env}
            onValue={(env) => {
              if (isEnv(env)) update({ env });
            }}
            options={ENVIRONMENTS.map((env) => [env, t(ENV_NAMES[env])] as const)}
          />
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
          <button type="submit" className="btn" disabled={busy}>
            {t('preview')}
          </button>
        </form>
      )}
      {(view.kind === 'found' || view.kind === 'none') && tab && (
        <BuildChoice tab={tab} widget={view.widget} busy={busy} setBusy={setBusy} say={say} showPage={(widget) => setView(viewOf(widget))} />
      )}
      <Messages message={message} />
    </main>
  );
}
