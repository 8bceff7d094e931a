import { useEffect, useRef, useState } from 'react';
import { publicPlans, ownerLogin, requestPreview } from '../../api';
import {
  AUDIENCE_NAMES,
  AUDIENCES,
  PREVIEWING,
  ownerLoginOutcome,
  planChoices,
  previewOutcome,
  siteApi,
  type Audience,
  type PlanChoice,
} from '../../logic';
import { PREVIEW_STORAGE_KEY } from '../../../src/core/constants';
import { startAudiencePreview, type PageWidget } from '../../page';
import { loadOwner, runInPage, saveOwner, type OwnerSignIn, type Tab } from '../../tabs';
import { Field, SelectField } from './Field';
import type { Say } from './Messages';
import { t } from '../../texts';

/** The list's last option: a plan typed by its id (never a public id: those are never empty). */
const OTHER = '';

interface Props {
  tab: Tab;
  widget: PageWidget;
  busy: boolean;
  setBusy(busy: boolean): void;
  say: Say;
  unavailable(reason: string): void;
}

/**
 * "Preview as": the owner signs in once (e-mail and password, never stored; the sign-in in memory and
 * storage.session), picks an audience, and the page reloads showing what that audience sees, for one page view
 * (docs/architecture.md, "Previewing as an audience"). A plan is picked from the site's public plans, or typed by its
 * public id (a private plan, or when the plans cannot be read).
 */
export function AudiencePreview({ tab, widget, busy, setBusy, say, unavailable }: Props) {
  const api = siteApi(widget);
  // undefined while storage.session is read: neither the fields nor the sign-in flash before it answers.
  const [owner, setOwner] = useState<OwnerSignIn | null | undefined>(undefined);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [audience, setAudience] = useState<Audience>('visitor');
  // The site's public plans: undefined until read, null when they could not be.
  const [plans, setPlans] = useState<PlanChoice[] | null | undefined>(undefined);
  // The plan picked in the list (OTHER: typed below); none picked yet means the list's first.
  const [picked, setPicked] = useState<string | null>(null);
  const [typedPlan, setTypedPlan] = useState('');
  const emailField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  const planField = useRef<HTMLInputElement>(null);
  const apiKey = api ? `${api.apiBase}|${api.subdomain}` : '';

  useEffect(() => {
    if (api) void loadOwner(api).then(setOwner);
  }, [apiKey]);
  useEffect(() => {
    if (audience !== 'plan' || plans !== undefined) return;
    if (!api) return setPlans(null);
    void publicPlans(api).then((answer) => setPlans(planChoices(answer)));
  }, [apiKey, audience, plans]);

  const listed = plans && plans.length > 0 ? plans : null;
  const pick = picked ?? listed?.[0]?.publicId ?? OTHER;
  // The id is typed when the list offers nothing (not read, or no public plan) or "Another plan…" is chosen.
  const typing = plans !== undefined && (!listed || pick === OTHER);
  const chosenPlan = listed?.find((p) => p.publicId === pick);
  const planId = typing ? typedPlan.trim() : (chosenPlan?.publicId ?? '');

  const forget = async () => {
    setOwner(null);
    if (api) await saveOwner(api, null);
  };

  const fail = (text: string) => {
    setBusy(false);
    say({ tone: 'error', text });
  };

  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (busy || owner === undefined) return;
    say(null);
    if (!api) return fail(t('previewNoWidget'));
    if (audience === 'plan' && !planId) {
      fail(t('previewPlan'));
      return planField.current?.focus();
    }
    let signIn = owner;
    if (!signIn) {
      if (!email.trim() || !password) {
        fail(t('previewFields'));
        return (email.trim() ? passwordField : emailField).current?.focus();
      }
      setBusy(true);
      say({ tone: 'progress', text: t('signingIn') });
      const outcome = ownerLoginOutcome(await ownerLogin(api, email, password), api.apiBase);
      setPassword(''); // asked once: never kept, whatever the outcome
      if (!outcome.ok) {
        fail(outcome.reason);
        return passwordField.current?.focus();
      }
      signIn = { token: outcome.token, email: email.trim() };
      setOwner(signIn);
      await saveOwner(api, signIn);
    }
    setBusy(true);
    say({ tone: 'progress', text: t('askingPreview') });
    const result = previewOutcome(await requestPreview(api, signIn.token, audience, planId), api.apiBase, api.subdomain);
    if (!result.ok) {
      if (result.forget) await forget();
      return fail(result.reason);
    }
    const run = await runInPage(tab, startAudiencePreview, [PREVIEW_STORAGE_KEY, result.entry]);
    setBusy(false);
    if (!run.ok) return unavailable(run.reason);
    if (!run.value) return fail(t('previewStorage'));
    // A listed plan by its name, as the owner picked it; a typed one by the id typed.
    const audienceText = t(PREVIEWING[audience], { plan: chosenPlan && !typing ? chosenPlan.name : planId });
    say({ tone: 'ok', text: t('previewStarted', { audience: audienceText }) });
  };

  const planHint = plans === null ? t('plansUnavailable') : plans?.length === 0 ? t('plansNone') : t('planHint');

  return (
    <form className="stack section" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="preview-as">
      <div className="section-head">
        <h2 id="preview-as">{t('previewAs')}</h2>
        <p className="hint">{t('previewAsHint')}</p>
      </div>
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
            hint={t('ownerNotStored')}
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
      {audience === 'plan' && plans === undefined && (
        <SelectField label={t('planListLabel')} name="plan" value="" onValue={() => {}} options={[['', t('plansLoading')]]} disabled />
      )}
      {audience === 'plan' && listed && (
        <SelectField
          label={t('planListLabel')}
          hint={t('planListHint')}
          name="plan"
          value={pick}
          onValue={setPicked}
          options={[...listed.map((p) => [p.publicId, p.name] as const), [OTHER, t('planOther')] as const]}
        />
      )}
      {audience === 'plan' && typing && (
        <Field
          label={t('planLabel')}
          hint={planHint}
          inputRef={planField}
          name="planId"
          value={typedPlan}
          onValue={setTypedPlan}
          autoComplete="off"
        />
      )}
      <button type="submit" className="btn" disabled={busy}>
        {t('previewButton')}
      </button>
    </form>
  );
}
