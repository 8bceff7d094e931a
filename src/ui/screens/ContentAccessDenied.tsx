import { useEffect, useState } from 'react';
import { joinablePlans } from '../../core/account/planMemberships';
import { deniedContentNext, deniedPageStep, grantingPlanIds, loginTarget, upsellRoute } from '../../core/access/contentRules';
import { decidePage } from '../../core/access/pageProtection';
import { protectionActive } from '../../core/access/protectionMode';
import type { ContentMode, RouteOf } from '../../core/shell/screens';
import { pageRule } from '../../state/pageProtectionStore';
import { followPlans, plansKeyOf, plansQuery } from '../../state/plans';
import { rejectionTag, viewerChanged } from '../../state/protectionTagStore';
import { claim, isLoggedIn, member, protectionMode } from '../../state/store';
import { useContentResult } from '../content/useContentResult';
import { useServices } from '../services';
import { LoadFailed, Loading } from '../Status';
import { errorText, t } from '../../shell/t';
import { AccessInvitation } from './AccessInvitation';

/**
 * Content access denied (part 1 §2): a visitor is asked to log in or sign up, the content (or the page) being
 * the after-login target. A logged-in member is sent on: to sign-up in content-access-upsell mode for the public
 * plans that grant access, or to the no-public-plan screen. For content the plans are the resolve call's upsell
 * answer; for a protected page, the public plans the member may join that satisfy the page's rule.
 */
export function ContentAccessDenied({ route }: { route: RouteOf<'contentAccessDenied'> }) {
  const { contentId, mode } = route;
  if (!isLoggedIn.value) {
    // A visitor's page that is no longer refused (protection turned off) closes like the member's does.
    if (!contentId && !protectionActive(protectionMode.value)) return <GoIdle />;
    const rule = contentId ? null : pageRule.value;
    // One invitation per page rule: a single-page app's route to another refused page waits for its plans anew (and
    // gets them at once once loaded), and a config refresh, which keeps the rule's id, does not.
    return <AccessInvitation key={rule ? `rule ${rule.id}` : 'none'} after={loginTarget(contentId, mode)} rule={rule} />;
  }
  return contentId ? <DeniedContent contentId={contentId} mode={mode ?? 'page'} /> : <DeniedPage />;
}

function GoIdle() {
  const { navigate } = useServices();
  useEffect(() => navigate({ name: 'idle' }), []);
  return <Loading />;
}

function DeniedContent({ contentId, mode }: { contentId: string; mode: ContentMode }) {
  const { navigate } = useServices();
  const load = useContentResult(contentId, mode);
  useEffect(() => {
    if (load.state === 'ready') navigate(deniedContentNext(load.value, contentId, mode), true);
  }, [load]);
  return load.state === 'failed' ? <LoadFailed message={errorText(load.error)} onRetry={load.retry} /> : <Loading />;
}

function DeniedPage() {
  const { runtime, navigate } = useServices();
  const [follow, setFollow] = useState(0);
  // The page's own decision, again: after a login the page may show now, or refuse for its viewing window.
  const step = deniedPageStep(
    protectionActive(protectionMode.value),
    decidePage({ rule: pageRule.value, claim: claim.value, tag: rejectionTag.value, viewerChanged: viewerChanged.value, now: Date.now() }).route,
  );
  const rule = pageRule.value;
  const needsPlans = 'upsell' in step && rule !== null;
  useEffect(() => (needsPlans ? followPlans(runtime) : undefined), [needsPlans, follow]);

  const m = member.value;
  const query = plansQuery.value;
  const plans = m && query.data?.key === plansKeyOf(m) ? query.data.plans : null;
  const failed = !plans && query.failed && !query.fetching;
  const next =
    'go' in step ? step.go : !rule ? upsellRoute([]) : plans && m ? upsellRoute(grantingPlanIds(rule, joinablePlans(plans, m.memberships))) : null;
  const nextKey = next ? JSON.stringify(next) : null;
  useEffect(() => {
    if (next) navigate(next, true);
  }, [nextKey]);

  if (failed) return <LoadFailed message={t('general')} onRetry={() => setFollow((n) => n + 1)} />;
  return <Loading />;
}
