import { pageView, type GuardFailure, type GuardPhase, type PageGuard, type PageKnowledge } from '../core/access/availability';
import { cloakStyle } from '../core/access/cloak';
import { LOADING_STATE_DELAY_MS, UNKNOWN_PAGE_BOUND_MS } from '../core/constants';
import { createPageStatus } from './pageStatus';

/**
 * The loader's guard against a blank site (docs/architecture.md "Availability: never blank a site"): from the
 * loader's start until the widget decides, it applies the availability rule (core/access/availability.ts) at each
 * bound and at each change the widget tells it of: it shows or keeps hiding the body through the cloak, and shows
 * the page's status (host/pageStatus.ts). Once decided, page protection alone owns the cloak. `knowledge` starts as
 * the loader saw it; page protection updates it for a single-page app's route decided without a config.
 */
export function createPageGuard(cloak: HTMLStyleElement | null, knowledge: PageKnowledge): PageGuard {
  const start = Date.now();
  let phase: GuardPhase = 'waiting';
  let failure: GuardFailure | undefined;
  const show = createPageStatus();
  const apply = () => {
    // Time runs from the loader's start: a main chunk that is slow to come counts too.
    const [hide, status] = pageView(knowledge, Date.now() - start, phase);
    if (hide !== null && cloak) cloak.textContent = cloakStyle(hide ? 'known' : 'none');
    show(status, failure);
  };
  for (const bound of [LOADING_STATE_DELAY_MS, UNKNOWN_PAGE_BOUND_MS]) setTimeout(apply, bound);
  let mounted = false;
  // The path the config's own answer said is protected (know below): no weaker guess undoes that for this path.
  let protectedPath = '';
  const set = (next: GuardPhase, why?: GuardFailure, now = knowledge) => {
    // The interface already on screen shows a refusing screen at once (an SPA route, a later decision).
    phase = next === 'screen' && mounted ? 'decided' : next;
    knowledge = protectedPath === location.pathname ? 'known' : now;
    failure = why;
    apply();
    return knowledge;
  };
  const shown = () => {
    mounted = true;
    if (phase === 'screen') set('decided');
  };
  const know = (now: PageKnowledge) => {
    if (now === 'known') protectedPath = location.pathname;
    knowledge = now;
    apply();
  };
  return { set, shown, know };
}
