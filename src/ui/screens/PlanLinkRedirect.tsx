import { useEffect } from 'react';
import { LOADING, ready } from '../../core/util/loadable';
import { getPlans } from '../../contract/plans';
import type { RouteOf } from '../../core/shell/screens';
import { planLinkStep } from '../../core/signup/signup';
import { member } from '../../state/store';
import { useServices } from '../services';
import { Loading, WithMember } from '../Status';
import { useLoad } from '../useLoad';

/**
 * Plan link redirect (part 2 §2): a plan link for a plan the member holds goes to its content URL; otherwise
 * on to signup-to-plan. A link naming no plan looks at the site's public plans: with only one, that is the plan.
 */
export function PlanLinkRedirect({ route }: { route: RouteOf<'planLinkRedirect'> }) {
  return <WithMember>{() => <Redirect publicPlanId={route.publicPlanId} />}</WithMember>;
}

function Redirect({ publicPlanId }: { publicPlanId: string | undefined }) {
  const { runtime, navigate, leaveTo } = useServices();
  const step = useLoad(async () => {
    // Without an id the only public plan is the one meant; a failed list is simply no plan (signup decides).
    const plans = publicPlanId ? null : await runtime.client(getPlans).then((r) => (r.ok ? r.data : null));
    const m = member.peek();
    return m ? ready(planLinkStep(publicPlanId, m.memberships, plans)) : LOADING;
  }, [publicPlanId]);
  useEffect(() => {
    if (step.state !== 'ready') return;
    if ('route' in step.value) navigate(step.value.route, true);
    else leaveTo(step.value.url);
  }, [step]);
  return <Loading />;
}
