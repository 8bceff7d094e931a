import { followPendingPlan, isAbandonedSignup, recordOpening, reminderDue, type AbandonedSignup } from '../core/signup/abandonedSignup';
import { recoveryRoute } from '../core/signup/abandonedRecovery';
import type { Route } from '../core/shell/screens';
import type { Runtime } from './runtimeTypes';
import { EMBEDS_SETTLE_MAX_MS, EMBEDS_SETTLE_POLL_MS } from '../core/constants';
import { embeddedScreens, embedsSettling } from './embedRoutes';
import { isLoggedIn, member, route, siteConfig, tokenMemberId } from './store';

/**
 * The reminder check (part 2 §4), run a few seconds after the widget mounts and after each login: brings the
 * stored state in line with the member's pending plan, and opens plan signup in ABANDONED_RECOVERY mode when
 * the delay for the openings so far has passed. Every outcome is logged under ABANDONED_SIGNUP. It first waits
 * (a bounded time) for the page's embedded interfaces to settle: one about to show plan signup blocks the popup.
 */
export async function checkAbandonedSignup(
  runtime: Pick<Runtime, 'logger' | 'persist'>,
  navigate: (next: Route) => void,
  now = Date.now,
): Promise<void> {
  for (let waited = 0; embedsSettling() && waited < EMBEDS_SETTLE_MAX_MS; waited += EMBEDS_SETTLE_POLL_MS) {
    await new Promise((resolve) => setTimeout(resolve, EMBEDS_SETTLE_POLL_MS));
  }
  const current = member.peek();
  const config = siteConfig.peek();
  if (!current || !config || current.id !== tokenMemberId.peek()) return; // not (yet) known: the next check sees it
  const { state: read, values } = await runtime.persist.rehydrate(['abandonedSignup']);
  if (read === 'FAILED') {
    // Storage blocked, or a read slower than PERSIST_TIMEOUT_MS: deciding on nothing would start the schedule over
    // and write that over the member's real state, which may still arrive. The next check decides.
    runtime.logger.log('LOG', 'ABANDONED_SIGNUP', 'The reminder state could not be read: no decision this time');
    return;
  }
  const stored = values['abandonedSignup'];
  const before: AbandonedSignup | null = isAbandonedSignup(stored) ? stored : null;
  let state = followPendingPlan(before, current, now());
  const action = reminderDue(state, {
    allowed: config.allowAbandonedSignupPopup,
    loggedIn: isLoggedIn.peek(),
    testMode: config.testMode,
    embeddedScreens: embeddedScreens(),
    modalOpen: route.peek().name !== 'idle',
    now: now(),
  });
  if (action && state.publicPlanId) {
    navigate(recoveryRoute(state.publicPlanId, 'popup'));
    state = recordOpening(state, now());
    runtime.logger.log('LOG', 'ABANDONED_SIGNUP', `${action}: ${state.publicPlanId} (opening ${state.openedCount})`);
  }
  if (state !== before) runtime.persist.write('abandonedSignup', state);
}
