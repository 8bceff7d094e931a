import { useEffect, useRef, useState } from 'react';
import { ownerLogin, previewPlans, requestPreview, siteConfiguration } from '../../api';
import {
  AUDIENCE_NAMES,
  AUDIENCES,
  ENV_NAMES,
  PREVIEWING,
  apiOrigin,
  isEnv,
  joinedDaysOf,
  ownerLoginOutcome,
  planChoices,
  planOptionText,
  previewApi,
  previewEnv,
  previewEnvs,
  previewOutcome,
  siteOrigin,
  sitePagesOutcome,
  type Audience,
  type PlanChoice,
  type PreviewApiChoice,
} from '../../logic';
import { PREVIEW_STORAGE_KEY } from '../../../src/core/constants';
import { MAX_JOINED_DAYS } from '../../../src/contract/preview';
import { startAudiencePreview, type PageWidget } from '../../page';
import { currentUrl, loadOwner, loadPreviewApi, runInPage, saveOwner, savePreviewApi, type OwnerSignIn, type Tab } from '../../tabs';
import { CheckField, Field, SelectField } from './Field';
import type { Say } from './Messages';
import { t } from '../../texts';
import { typedIdentifier } from '../../../src/core/util/typedText';

interface Props {
  tab: Tab;
  widget: PageWidget;
  busy: boolean;
  setBusy(busy: boolean): void;
  say: Say;
  unavailable(reason: string): void;
}

/** The owner's list of the site's plans: not asked yet, on its way, read, or why not. */
type Plans = { state: 'idle' } | { state: 'loading' } | { state: 'ok'; plans: PlanChoice[] } | { state: 'failed'; reason: string };

/**
 * "Preview as": the owner chooses the API (never the page: it could name any server), signs in once there (e-mail
 * and password, never stored; the sign-in in memory and storage.session), picks an audience, and, when the tab's page
 * is one of the site's own, the page reloads showing what that audience sees, for one page view
 * (docs/architecture.md, "Previewing as an audience"). A plan is picked from every plan of the site (the owner's own
 * list, private plans included), and a member audience may have joined some days ago (drip).
 */
export function AudiencePreview({ tab, widget, busy, setBusy, say, unavailable }: Props) {
  // The API is the popup's choice (remembered), never the page's: only the site's name comes from the page.
  const [apiChoice, setApiChoice] = useState<PreviewApiChoice | null>(null);
  const chosen = apiChoice ? previewApi(apiChoice, widget.subdomain) : null;
  const api = chosen?.ok ? chosen.api : null;
  // undefined while storage.session is read: neither the fields nor the sign-in flash before it answers.
  const [owner, setOwner] = useState<OwnerSignIn | null | undefined>(undefined);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [audience, setAudience] = useState<Audience>('visitor');
  const [plans, setPlans] = useState<Plans>({ state: 'idle' });
  // The plan picked in the list; none picked yet means the list's first.
  const [picked, setPicked] = useState<string | null>(null);
  const [joined, setJoined] = useState('0');
  const emailField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  const planField = useRef<HTMLSelectElement>(null);
  const joinedField = useRef<HTMLInputElement>(null);
  const retryButton = useRef<HTMLButtonElement>(null);
  const localOriginField = useRef<HTMLInputElement>(null);
  const apiKey = api ? `${api.apiBase}|${api.subdomain}` : '';

  useEffect(() => {
    void loadPreviewApi().then(setApiChoice);
  }, []);

  useEffect(() => {
    setOwner(undefined);
    setPlans({ state: 'idle' });
    if (api) void loadOwner(api).then(setOwner);
    else if (apiChoice) setOwner(null);
  }, [apiKey, !!apiChoice]);

  const chooseApi = (patch: Partial<PreviewApiChoice>) => {
    if (!apiChoice) return;
    const next = { ...apiChoice, ...patch };
    setApiChoice(next);
    void savePreviewApi(next);
  };

  const forget = async () => {
    setOwner(null);
    setPlans({ state: 'idle' });
    if (api) await saveOwner(api, null);
  };

  // The list needs the owner's sign-in: it is read once signed in with "Member of plan…" chosen, and on "Try again".
  useEffect(() => {
    if (audience !== 'plan' || !owner || !api || plans.state !== 'idle') return;
    setPlans({ state: 'loading' });
    void previewPlans(api, owner.token).then((answer) => {
      const read = planChoices(answer, api.apiBase, api.subdomain);
      if (read.ok) return setPlans({ state: 'ok', plans: read.plans });
      setPlans({ state: 'failed', reason: read.reason });
      if (read.forget) {
        void forget();
        say({ tone: 'error', text: read.reason });
      }
    });
  }, [apiKey, audience, owner, plans.state]);

  const listed = plans.state === 'ok' ? plans.plans : [];
  const chosenPlan = listed.find((p) => p.publicId === picked) ?? listed[0];

  const fail = (text: string) => {
    setBusy(false);
    say({ tone: 'error', text });
  };

  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (busy || owner === undefined) return;
    say(null);
    if (!chosen) return;
    if (!chosen.ok) {
      fail(chosen.reason);
      return chosen.field === 'localOrigin' ? localOriginField.current?.focus() : undefined;
    }
    const { api, local } = chosen;
    const joinedDaysAgo = joinedDaysOf(joined);
    if (audience !== 'visitor' && joinedDaysAgo === null) {
      fail(t('joinedInvalid', { max: MAX_JOINED_DAYS }));
      return joinedField.current?.focus();
    }
    let signIn = owner;
    if (!signIn && (!typedIdentifier(email) || !password)) {
      fail(t('previewFields'));
      return (typedIdentifier(email) ? passwordField : emailField).current?.focus();
    }
    // Signed in, a plan audience needs its plan (checked before anything is asked, while "Try again" can take focus).
    if (signIn && audience === 'plan' && !chosenPlan) {
      fail(plans.state === 'failed' ? plans.reason : t('previewPlan'));
      return (plans.state === 'failed' ? retryButton.current : planField.current)?.focus();
    }
    // The page must be one of the site's own (its configuration on the chosen API says where they are) before
    // anything is asked for it: no sign-in, no preview token, for a page that only claims to be the site's.
    setBusy(true);
    say({ tone: 'progress', text: t('askingPreview') });
    const site = sitePagesOutcome(await siteConfiguration(api), api, local);
    if (!site.ok) return fail(site.reason);
    const pageUrl = await currentUrl(tab);
    const origin = siteOrigin(pageUrl, site.pages);
    if (!origin) {
      setPassword('');
      return fail(t('previewNotSite', { page: pageUrl ?? t('unknown'), site: api.subdomain, address: site.pages.baseUrl }));
    }
    if (!signIn) {
      say({ tone: 'progress', text: t('signingIn') });
      const outcome = ownerLoginOutcome(await ownerLogin(api, email, password), api.apiBase);
      setPassword(''); // asked once: never kept, whatever the outcome
      if (!outcome.ok) {
        fail(outcome.reason);
        return passwordField.current?.focus();
      }
      signIn = { token: outcome.token, email: typedIdentifier(email) };
      setOwner(signIn);
      await saveOwner(api, signIn);
      if (audience === 'plan') {
        // The plans are listed now that the owner is signed in: the owner picks one before the preview.
        setBusy(false);
        return say({ tone: 'ok', text: t('planChoose') });
      }
    }
    setBusy(true);
    say({ tone: 'progress', text: t('askingPreview') });
    const days = joinedDaysAgo ?? 0;
    const result = previewOutcome(await requestPreview(api, signIn.token, audience, chosenPlan?.publicId ?? '', days), api.apiBase, api.subdomain);
    if (!result.ok) {
      if (result.forget) await forget();
      return fail(result.reason);
    }
    const run = await runInPage(tab, startAudiencePreview, [PREVIEW_STORAGE_KEY, result.entry, origin], 'ISOLATED');
    setBusy(false);
    if (!run.ok) return unavailable(run.reason);
    if (run.value === 'other-site')
      return fail(t('previewNotSite', { page: (await currentUrl(tab)) ?? t('unknown'), site: api.subdomain, address: site.pages.baseUrl }));
    if (run.value !== 'written') return fail(t('previewStorage'));
    // The plan by the name the server gave it (the list's name for a listed plan), and the days when a member.
    const who = t(PREVIEWING[audience], { plan: result.plan ?? chosenPlan?.name ?? '' });
    const simulated = result.joinedDaysAgo === null ? who : t('previewingJoined', { audience: who, days: result.joinedDaysAgo });
    say({ tone: 'ok', text: t('previewStarted', { audience: simulated }) });
  };

  return (
    <form className="stack section" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="preview-as">
      <div className="section-head">
        <h2 id="preview-as">{t('previewAs')}</h2>
        <p className="hint">{t('previewAsHint')}</p>
      </div>
      {apiChoice && (
        <>
          <CheckField
            label={t('developerApis')}
            name="previewDeveloper"
            checked={apiChoice.developer}
            onChecked={(developer) => chooseApi({ developer })}
          />
          <SelectField
            label={t('envLabel')}
            name="previewEnv"
            value={previewEnv(apiChoice)}
            onValue={(env) => {
              if (isEnv(env)) chooseApi({ env });
            }}
            options={previewEnvs(apiChoice.developer).map((env) => [env, t(ENV_NAMES[env])] as const)}
          />
          {previewEnv(apiChoice) === 'fixture' && (
            <Field
              label={t('fixtureOriginLabel')}
              hint={t('fixtureOriginHint')}
              inputRef={localOriginField}
              name="previewOrigin"
              type="url"
              value={apiChoice.localOrigin}
              onValue={(localOrigin) => chooseApi({ localOrigin })}
              autoComplete="off"
            />
          )}
        </>
      )}
      {owner === undefined ? null : owner ? (
        <p className="signed-in">
          <span>{t('ownerSignedIn', { email: owner.email })}</span>
          <button type="button" className="btn link" onClick={() => void forget()} disabled={busy}>
            {t('ownerForget')}
          </button>
        </p>
      ) : (
        <>
          <Field
            label={t('ownerEmail')}
            inputRef={emailField}
            name="ownerEmail"
            type="email"
            value={email}
            onValue={setEmail}
            autoComplete="username"
          />
          <Field
            label={t('ownerPassword')}
            hint={api ? t('ownerPasswordTo', { origin: apiOrigin(api), site: api.subdomain }) : undefined}
            inputRef={passwordField}
            name="ownerPassword"
            type="password"
            value={password}
            onValue={setPassword}
            autoComplete="current-password"
          />
        </>
      )}
      <SelectField
        label={t('audienceLabel')}
        name="audience"
        value={audience}
        onValue={(value) => setAudience(value as Audience)}
        options={AUDIENCES.map((a) => [a, t(AUDIENCE_NAMES[a])] as const)}
      />
      {audience === 'plan' && (
        <SelectField
          label={t('planListLabel')}
          hint={
            plans.state === 'failed'
              ? undefined
              : plans.state === 'ok'
                ? t(listed.length ? 'planListHint' : 'plansNone')
                : owner
                  ? undefined
                  : t('plansSignIn')
          }
          selectRef={planField}
          name="plan"
          value={chosenPlan?.publicId ?? ''}
          onValue={setPicked}
          options={
            listed.length
              ? listed.map((p) => [p.publicId, planOptionText(p)] as const)
              : [['', plans.state === 'loading' ? t('plansLoading') : t('plansNotListed')] as const]
          }
          disabled={!listed.length}
        />
      )}
      {audience === 'plan' && plans.state === 'failed' && (
        <div className="plans-failed">
          <p>{plans.reason}</p>
          <button ref={retryButton} type="button" className="btn secondary" onClick={() => setPlans({ state: 'idle' })} disabled={busy || !owner}>
            {t('plansRetry')}
          </button>
        </div>
      )}
      {audience !== 'visitor' && (
        <Field
          label={t('joinedLabel')}
          hint={t('joinedHint')}
          inputRef={joinedField}
          name="joinedDaysAgo"
          inputMode="numeric"
          value={joined}
          onValue={setJoined}
          autoComplete="off"
        />
      )}
      <button type="submit" className="btn" disabled={busy}>
        {t('previewButton')}
      </button>
    </form>
  );
}
