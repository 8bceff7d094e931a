import { useEffect, useRef, useState } from 'react';
import { DEV_ORIGIN, HARNESS_KEY } from '../../harness';
import {
  BUILD_NAMES,
  ENVIRONMENTS,
  ENV_NAMES,
  SITE_BUILDS,
  envForBuild,
  harnessEntryFor,
  initialBuildChoice,
  isEnv,
  isSiteBuild,
  runningBuild,
  type BuildChoice as Choice,
} from '../../logic';
import { applyHarness, probeWidget, type PageWidget } from '../../page';
import { chooseHarnessSite, loadSiteBuild, runInPage, saveSiteBuild, type Tab } from '../../tabs';
import { t } from '../../texts';
import { Field, SelectField } from './Field';
import type { Say } from './Messages';

/** How long the popup waits for the reloaded page's widget (as long as for an injected one). */
const RELOAD_TIMEOUT_MS = 15_000;
const POLL_MS = 200;

interface Props {
  tab: Tab;
  widget: PageWidget;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  say: Say;
  /** The popup's view of the page, after the reload. */
  showPage: (widget: PageWidget) => void;
}

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
};

/**
 * "Widget build on this site": which build runs on this site (its own, the developer's local build, staging or
 * production) and which API it talks to, remembered per site; applying it writes the page's harness entry and
 * reloads the page (extension/harness.ts runs it from the next page load on). Says what runs now and its build id.
 */
export function BuildChoice({ tab, widget, busy, setBusy, say, showPage }: Props) {
  const site = originOf(widget.url);
  const [choice, setChoice] = useState<Choice | null>(null);
  const originField = useRef<HTMLInputElement>(null);
  const subdomainField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    void loadSiteBuild(site).then((stored) => {
      const initial = initialBuildChoice(widget, DEV_ORIGIN);
      setChoice(stored ? { ...stored, localOrigin: stored.localOrigin || DEV_ORIGIN, subdomain: stored.subdomain || initial.subdomain } : initial);
    });
  }, [site]);

  const update = (patch: Partial<Choice>) => setChoice((c) => (c ? { ...c, ...patch } : c));

  /** The page after its reload: a new document whose widget is ready or failed, or loaded without one. */
  const reloaded = async (before: number): Promise<PageWidget | null> => {
    const deadline = Date.now() + RELOAD_TIMEOUT_MS;
    let last: PageWidget | null = null;
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const run = await runInPage(tab, probeWidget, []); // refused while the page is between documents: asked again
      if (!run.ok || run.value.loadedAt === before) continue;
      last = run.value;
      if (last.ready || last.loadError || (last.complete && !last.found)) return last;
    }
    return last;
  };

  const apply = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (!choice || busy) return;
    const outcome = harnessEntryFor(choice);
    if (!outcome.ok) {
      say({ tone: 'error', text: outcome.reason });
      (outcome.field === 'localOrigin' ? originField : subdomainField).current?.focus();
      return;
    }
    const name = t(BUILD_NAMES[choice.build]);
    setBusy(true);
    say({ tone: 'progress', text: t('reloadingWith', { build: name }) });
    await saveSiteBuild(site, choice);
    // The page-start script runs on this site from the next load on (or no longer, for the site's own). When the
    // browser cannot register it, the reloaded page shows the build did not run, and the popup says so.
    await chooseHarnessSite(site, choice.build);
    const run = await runInPage(tab, applyHarness, [HARNESS_KEY, outcome.entry && JSON.stringify(outcome.entry)]);
    if (!run.ok || !run.value) {
      setBusy(false);
      return say({ tone: 'error', text: run.ok ? t('reasonBuildStorage') : run.reason });
    }
    const page = await reloaded(widget.loadedAt);
    setBusy(false);
    if (!page) return say({ tone: 'error', text: t('reasonTimeout', { seconds: RELOAD_TIMEOUT_MS / 1000 }) });
    showPage(page);
    if (choice.build !== 'own' && page.harness !== choice.build) return say({ tone: 'error', text: t('reasonBuildNotRunning') });
    if (page.loadError) return say({ tone: 'error', text: t('reasonLoadError', { detail: page.loadError }) });
    if (!page.ready) return say(page.found ? { tone: 'error', text: t('reasonTimeout', { seconds: RELOAD_TIMEOUT_MS / 1000 }) } : null);
    say({ tone: 'ok', text: t('buildApplied', { build: name, id: page.buildId ?? t('unknown') }) });
  };

  const running = runningBuild(widget);
  return (
    <form className="stack section" onSubmit={(e) => void apply(e)} noValidate aria-labelledby="build-section">
      <div className="section-head">
        <h2 id="build-section">{t('buildSection')}</h2>
        <p className="hint">{t('buildSectionHint')}</p>
      </div>
      <p className="running" data-running-build={running ?? 'none'} data-build-id={widget.buildId ?? ''}>
        {running ? t('runningBuild', { build: t(BUILD_NAMES[running]), id: widget.buildId ?? t('unknown') }) : t('runningNone')}
      </p>
      {choice && (
        <>
          <SelectField
            label={t('buildLabel')}
            name="build"
            value={choice.build}
            onValue={(build) => {
              if (isSiteBuild(build)) update({ build, env: envForBuild(build, choice.env) });
            }}
            options={SITE_BUILDS.map((build) => [build, t(BUILD_NAMES[build])] as const)}
          />
          {choice.build === 'local' && (
            <Field
              label={t('localOriginLabel')}
              hint={t('localOriginHint')}
              inputRef={originField}
              name="localOrigin"
              type="url"
              value={choice.localOrigin}
              onValue={(localOrigin) => update({ localOrigin })}
              autoComplete="off"
            />
          )}
          {choice.build !== 'own' && (
            <>
              <SelectField
                label={t('buildEnvLabel')}
                name="buildEnv"
                value={choice.env}
                onValue={(env) => {
                  if (isEnv(env)) update({ env });
                }}
                options={ENVIRONMENTS.map((env) => [env, t(ENV_NAMES[env])] as const)}
              />
              <Field
                label={t('buildSubdomainLabel')}
                inputRef={subdomainField}
                name="buildSubdomain"
                value={choice.subdomain}
                onValue={(subdomain) => update({ subdomain })}
                autoComplete="off"
              />
            </>
          )}
          <button type="submit" className="btn secondary" disabled={busy}>
            {t('applyBuild')}
          </button>
        </>
      )}
    </form>
  );
}
