import { useEffect, useRef, useState } from 'react';
import { publicPlans, ownerLogin, requestPreview } from '../../api';
import { AUDIENCE_NAMES, AUDIENCES, PREVIEWING, ownerLoginOutcome, previewOutcome, siteApi, type Audience } from '../../logic';
import { PREVIEW_STORAGE_KEY } from '../../../src/core/constants';
import { startAudiencePreview, type PageWidget } from '../../page';
import { loadOwner, runInPage, saveOwner, type OwnerSignIn, type Tab } from '../../tabs';
import { Field } from './Field';
import { t } from '../../texts';

interface Props {
  tab: Tab;
  widget: PageWidget;
  busy: boolean;
  setBusy(busy: boolean): void;
  setStatus(text: string): void;
  setAlert(text: string): void;
  unavailable(reason: string): void;
}

/**
 * "Preview as": the owner signs in once (e-mail and password, never stored; the sign-in in memory and
 * storage.session), picks an audience, and the page reloads showing what that audience sees, for one page view
 * (docs/architecture.md, "Previewing as an audience").
 */
export function AudiencePreview({ tab, widget, busy, setBusy, setStatus, setAlert, unavailable }: Props) {
  const api = siteApi(widget);
  // undefined while storage.session is read: neither the fields nor the sign-in flash before it answers.
  const [owner, setOwner] = useState<OwnerSignIn | null | undefined>(undefined);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [audience, setAudience] = useState<Audience>('visitor');
  const [plan, setPlan] = useState('');
  const [plans, setPlans] = useState<[string, string][]>([]);
  const emailField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  const planField = useRef<HTMLInputElement>(null);
  const apiKey = api ? `${api.apiBase}|${api.subdomain}` : '';

  useEffect(() => {
    if (api) void loadOwner(api).then(setOwner);
  }, [apiKey]);
  useEffect(() => {
    if (api && audience === 'plan' && plans.length === 0) void publicPlans(api).then(setPlans);
  }, [apiKey, audience]);

  const forget = async () => {
    setOwner(null);
    if (api) await saveOwner(api, null);
  };

  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (busy || owner === undefined) return;
    setAlert('');
    if (!api) return setAlert(t('previewNoWidget'));
    if (audience === 'plan' && !plan.trim()) {
      setAlert(t('previewPlan'));
      return planField.current?.focus();
    }
    let signIn = owner;
    if (!signIn) {
      if (!email.trim() || !password) {
        setAlert(t('previewFields'));
        return (email.trim() ? passwordField : emailField).current?.focus();
      }
      setBusy(true);
      setStatus(t('signingIn'));
      const outcome = ownerLoginOutcome(await ownerLogin(api, email, password), api.apiBase);
      setPassword(''); // asked once: never kept, whatever the outcome
      if (!outcome.ok) {
        setBusy(false);
        setStatus('');
        setAlert(outcome.reason);
        return passwordField.current?.focus();
      }
      signIn = { token: outcome.token, email: email.trim() };
      setOwner(signIn);
      await saveOwner(api, signIn);
    }
    setBusy(true);
    setStatus(t('askingPreview'));
    const result = previewOutcome(await requestPreview(api, signIn.token, audience, plan), api.apiBase, api.subdomain);
    if (!result.ok) {
      if (result.forget) await forget();
      setBusy(false);
      setStatus('');
      return setAlert(result.reason);
    }
    const run = await runInPage(tab, startAudiencePreview, [PREVIEW_STORAGE_KEY, result.entry]);
    setBusy(false);
    if (!run.ok) return unavailable(run.reason);
    if (!run.value) {
      setStatus('');
      return setAlert(t('previewStorage'));
    }
    setStatus(t('previewStarted', { audience: t(PREVIEWING[audience], { plan: plan.trim() }) }));
  };

  return (
    <form className="audience" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="preview-as">
      <h2 id="preview-as">{t('previewAs')}</h2>
      <small>{t('previewAsHint')}</small>
      {owner === undefined ? null : owner ? (
        <p>
          {t('ownerSignedIn', { email: owner.email })}{' '}
          <button type="button" onClick={() => void forget()} disabled={busy}>
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
      <label>
        {t('audienceLabel')}
        <select name="audience" value={audience} onChange={(e) => setAudience(e.currentTarget.value as Audience)}>
          {AUDIENCES.map((a) => (
            <option key={a} value={a}>
              {t(AUDIENCE_NAMES[a])}
            </option>
          ))}
        </select>
      </label>
      {audience === 'plan' && (
        <label>
          {t('planLabel')}
          <small>{t('planHint')}</small>
          <input
            ref={planField}
            name="plan"
            value={plan}
            list="public-plans"
            autoComplete="off"
            spellCheck={false}
            onInput={(e) => setPlan(e.currentTarget.value)}
          />
          <datalist id="public-plans">
            {plans.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </datalist>
        </label>
      )}
      <button type="submit" disabled={busy}>
        {t('previewButton')}
      </button>
    </form>
  );
}
