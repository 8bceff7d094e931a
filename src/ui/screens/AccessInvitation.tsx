import { useState, type ReactNode } from 'react';
import { getPlans, type Plan } from '../../contract/plans';
import type { ProtectionRule } from '../../core/access/rules';
import { grantingPlanIds } from '../../core/access/contentRules';
import { protectionActive } from '../../core/access/protectionMode';
import type { Route } from '../../core/shell/screens';
import { protectionMode, siteConfig } from '../../state/store';
import { useServices } from '../services';
import { Loading } from '../Status';
import { t } from '../../shell/t';
import { useHeldBack } from '../heldBack';
import { useWaitedPlans } from '../useWaitedPlans';

type PlanData = typeof Plan.TYPE;

/**
 * The frame of the access screens (denied, no public plan, outside the viewing window): the site's name above
 * the spec's sentence as the heading, so a visitor whose page is hidden still knows whose door this is, then the
 * screen's own content, then, while the page itself is refused, the visible way out that closing takes (part 1
 * §2: the site's redirect path, or its home page).
 */
export function AccessFrame({ text, offer, waiting = false, children }: { text: string; offer: string; waiting?: boolean; children?: ReactNode }) {
  const { close } = useServices();
  const site = siteConfig.value?.name;
  // 'Loading…' is taller than no plan at all: the screen keeps its height, so a phone's sheet does not move.
  const { screen, screenStyle, body } = useHeldBack(waiting, 'access-body'); // then the chosen plan takes the focus
  return (
    <div ref={screen} className="access" data-content-offer={offer} style={screenStyle}>
      {site && <p className="access-site">{site}</p>}
      <h1>{text}</h1>
      {waiting && <Loading />}
      {/* While plans come above them, the actions and the way out wait laid out but held back (ui/heldBack.ts). */}
      <div {...body}>
        {children}
        {protectionActive(protectionMode.value) && (
          <button type="button" className="link access-leave" onClick={close}>
            {t('leavePage')}
          </button>
        )}
      </div>
    </div>
  );
}

interface InvitationProps {
  /** Where the member goes after logging in (part 1 §2: the content, or the page). */
  after: Route;
  /** The refused page's rule, whose granting public plans are offered; null for content (its plans are not known). */
  rule: ProtectionRule | null;
}

/**
 * Content access denied for a visitor (part 1 §2), as an invitation: the public plans that would open the page,
 * one of them chosen (the first), a single primary 'Sign up' for the chosen plan, and 'Log in' for members. Without
 * the plans (content, a list that failed, a rule no public plan satisfies) 'Sign up' goes to registration as before.
 */
export function AccessInvitation({ after, rule }: InvitationProps) {
  const { runtime, navigate } = useServices();
  // The plans come above 'Sign up' and 'Log in': those wait for them, briefly, so that neither moves under a click.
  const all = useWaitedPlans('access', rule !== null, () =>
    runtime.client(getPlans).then((result) => (result.ok ? result.data : ('failed' as const))),
  );
  const plans = all && rule ? offered(rule, all) : [];
  // The plan chosen stays chosen when the visitor comes back from the login (the screen is made anew).
  const ruleId = rule?.id ?? null;
  const [picked, setPicked] = useState(() => chosenOn.get(ruleId) ?? null);
  const pick = (id: string) => {
    chosenOn.set(ruleId, id);
    setPicked(id);
  };
  const chosen = plans.find((p) => p.publicId === picked) ?? plans[0];
  const signUp: Route = chosen ? { name: 'registerUser', selectablePlanIds: [chosen.publicId] } : { name: 'registerUser' };

  return (
    <AccessFrame text={t('contentDenied')} offer="denied" waiting={all === null}>
      {plans.length > 0 && (
        <fieldset className="access-plans">
          <legend className="sr-only">{t('plans')}</legend>
          {plans.map((p) => (
            <label key={p.publicId} className="card access-plan">
              <input type="radio" name="plan" value={p.publicId} checked={p === chosen} onChange={() => pick(p.publicId)} />
              <span className="access-plan-text">
                <span className="access-plan-name">
                  <bdi>{p.name}</bdi>
                </span>
                {p.pricingDescription && (
                  <span className="access-plan-price">
                    <bdi>{p.pricingDescription}</bdi>
                  </span>
                )}
                {p.customDescription && (
                  <span className="access-plan-note">
                    <bdi>{p.customDescription}</bdi>
                  </span>
                )}
              </span>
              {p.type !== 'free' && p.hasTrialPeriod && <span className="access-plan-badge">{t('planFreeTrial')}</span>}
            </label>
          ))}
        </fieldset>
      )}
      <button type="button" className="btn cta" onClick={() => navigate(signUp)}>
        {t('signUp')}
      </button>
      <p className="access-members">
        <span>{t('alreadyMember')}</span>
        <button type="button" className="btn secondary" onClick={() => navigate({ name: 'login', redirect: after })}>
          {t('contentLogIn')}
        </button>
      </p>
    </AccessFrame>
  );
}

/** The plan a visitor chose on a refused page's invitation in this page view, by the page's rule. */
const chosenOn = new Map<number | null, string>();

/** The public plans a visitor could join that satisfy the page's rule, in the site's order. */
function offered(rule: ProtectionRule, plans: readonly PlanData[]): PlanData[] {
  const ids = new Set(grantingPlanIds(rule, plans));
  return plans.filter((p) => ids.has(p.publicId));
}
