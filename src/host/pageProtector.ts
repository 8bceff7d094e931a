import type { Logger } from '../core/util/logger';
import { computed, effect, signal, untracked } from '@preact/signals-react';
import { trackProtectedPageVisit } from '../contract/bootCalls';
import type { PageGuard } from '../core/access/availability';
import { CLOAK_ATTR, cloakKey, cloakStyle, storedKnowledge } from '../core/access/cloak';
import { BOOT_TEXT } from '../core/texts/bootTexts';
import { decidePage, PROTECTION_SCREENS } from '../core/access/pageProtection';
import { protectionActive, type ProtectionMode } from '../core/access/protectionMode';
import { PROTECTION_TAG, checkTag } from '../core/access/protectionTag';
import { cloakPaths, matchRule, toRule } from '../core/access/rules';
import type { Route } from '../core/shell/screens';
import type { Runtime } from '../state/runtimeTypes';
import { pageRule } from '../state/pageProtectionStore';
import { pageViewer, rejectionTag, viewerChanged } from '../state/protectionTagStore';
import { claim, configQuery, preview, protectionMode, rehydration, route, sessionUnavailable, siteConfig, tokenMemberId } from '../state/store';
import { stringify } from '../core/util/json';

export interface PageProtectorOptions {
  runtime: Pick<Runtime, 'client' | 'logger' | 'settings' | 'config'>;
  navigate: (route: Route) => void;
  /** The loader's cloak, or null (the widget injected another way): one is made then. */
  cloak: HTMLStyleElement | null | undefined;
  nonce: string | undefined;
  /**
   * Settles once the ready event has fired. The page-view record waits for it: an analytics call the page
   * does not wait on has no place before ready (GUIDE.md: no request before ready for a returning member).
   */
  ready: Promise<void>;
  /** The loader's guard against a blank page (host/pageGuard.ts), told where the decision is; absent without the loader. */
  guard?: PageGuard;
}

/** The page's path as a signal, moved on by the page's own history calls (single-page apps) and Back/Forward. */
function hostPathSignal() {
  const path = signal(location.pathname);
  const update = () => {
    path.value = location.pathname;
  };
  for (const name of ['pushState', 'replaceState'] as const) {
    const original = history[name];
    // Wrapped, not replaced: the page's call goes through unchanged; the decision (and the cloak) follows at once,
    // in the same task, so an SPA's synchronous render after pushState is never painted uncloaked.
    history[name] = function (this: History, ...args: Parameters<History['pushState']>) {
      const result = original.apply(this, args);
      try {
        update();
      } catch {
        // never break the page's navigation
      }
      return result;
    };
  }
  addEventListener('popstate', update);
  return path;
}

/** Whether the document is parsed (the page-protection tag can only be read then). */
function parsedSignal() {
  const parsed = signal(document.readyState !== 'loading');
  if (!parsed.value) document.addEventListener('DOMContentLoaded', () => (parsed.value = true), { once: true });
  return parsed;
}

function readTag(logger: Logger) {
  const tags = [...document.getElementsByTagName(PROTECTION_TAG)].map((el) => ({
    reason: el.getAttribute('reason'),
    tokenId: el.getAttribute('token-id'),
    time: el.getAttribute('time'),
  }));
  const { tag, ignored } = checkTag(tags, Date.now());
  // A malformed tag counts as no tag (the page's own rule decides), and the owner can see why in the log.
  if (ignored) logger.log('ERROR', 'PAGE_PROTECTOR', ignored);
  return tag;
}

/**
 * Page protection (part 1 §4): decides the mode from the page's rule, the viewer's claim, drip gates and the
 * page-protection tag; keeps the body cloaked unless the mode is OFF; opens the screen of a refusing mode and
 * leaves it when access comes (a login, an SPA route to a public page); records protected page views.
 */
export function installPageProtector({ runtime, navigate, cloak, nonce, ready, guard }: PageProtectorOptions): void {
  const { logger, settings } = runtime;
  const style = cloak?.isConnected ? cloak : document.createElement('style');
  if (!style.isConnected) {
    style.nonce = nonce ?? '';
    style.setAttribute(CLOAK_ATTR, '');
    (document.head ?? document.documentElement).appendChild(style);
  }
  const setCloak = (body: boolean) => {
    const css = cloakStyle(body ? 'known' : 'none');
    if (style.textContent !== css) style.textContent = css;
  };

  const path = hostPathSignal();
  const parsed = parsedSignal();
  const rules = computed(() => (siteConfig.value?.protectedPages ?? []).map(toRule));

  // The next page's loader cloaks from this list before the widget runs.
  effect(() => {
    if (!siteConfig.value) return;
    try {
      localStorage.setItem(cloakKey(settings.subdomain), stringify(cloakPaths(rules.value)));
    } catch {
      // storage blocked: every page is cloaked until decided, as on a first visit
    }
  });

  // The tag is judged again (with its 5-minute window, on the clock of the moment) whenever the page shows another
  // route (client-side navigation, Back/Forward, a page restored from the back-forward cache), for the session of
  // that moment; a session change on the same route keeps the tag as judged: its refusal then speaks of someone else
  // (viewerChanged), and the retry's one reload lets the server judge the page for this session.
  const shown = signal(0);
  addEventListener('pageshow', (event) => event.persisted && shown.value++);
  let judged = '';

  let lastDecision = '';
  let lastMode: ProtectionMode = 'INITIAL';
  effect(() => {
    const config = siteConfig.value;
    const query = configQuery.value;
    const known = rehydration.value !== 'NOT_REHYDRATED' && (config !== null || query.settled) && parsed.value;
    if (!known) {
      protectionMode.value = 'INITIAL';
      return;
    }
    // No config to decide from (its call failed with nothing cached; docs: "Availability: never blank a site"): a page
    // the last visit's list covers stays hidden under the error with a Retry; any other page shows, with nothing to
    // protect, while the guard says that membership features are unavailable. Both decide when the config comes.
    if (!config) {
      const retry = () => void runtime.config.run();
      const stored = storedKnowledge(settings.subdomain, (key) => localStorage.getItem(key), path.value);
      // The guard may know more than the stored list: on a first visit, the config's own answer, read by the loader,
      // that this page is protected (a config the widget could not use: its chunk failed, or it was malformed).
      const knowledge = guard ? guard.set('failed', { message: query.error?.message ?? BOOT_TEXT.general, retry }, stored) : stored;
      if (knowledge === 'known') {
        protectionMode.value = 'INITIAL';
        setCloak(true);
        lastDecision = '';
        return;
      }
    }
    // A new route: its tag is read now. The server rendered the page for the session restored at boot (the cookie
    // it was sent), a client-side route for the session of that moment.
    const at = `${path.value} ${shown.value}`;
    if (at !== judged) {
      judged = at;
      rejectionTag.value = readTag(logger);
      pageViewer.value = tokenMemberId.peek();
    }
    const rule = matchRule(path.value, rules.value);
    const decision = decidePage({ rule, claim: claim.value, tag: rejectionTag.value, viewerChanged: viewerChanged.value, now: Date.now() });
    pageRule.value = rule;
    // A stored session this page view could not restore (its chunk did not load), and nobody signed in since: a page it
    // may open is not refused as a visitor's. It stays hidden under the network error, whose Retry loads the page again.
    // Once someone signs in here the stored session no longer matters: after a logout the page is a visitor's again.
    if (tokenMemberId.value !== null && sessionUnavailable.peek()) sessionUnavailable.value = false;
    if (decision.mode !== 'OFF' && sessionUnavailable.value) {
      protectionMode.value = 'INITIAL';
      setCloak(true);
      guard?.set('failed', { message: BOOT_TEXT.networkError, retry: () => location.reload() }, 'known');
      lastDecision = '';
      return;
    }
    protectionMode.value = decision.mode;
    setCloak(decision.mode !== 'OFF');
    // A refusing mode's screen replaces the loading state once the interface is on screen (app/interface.ts).
    if (config) guard?.set(decision.route ? 'screen' : 'decided');
    // A config refresh or token renewal with the same answer changes nothing (and never pulls a visitor off the
    // login screen they opened from the denied screen); a new page, mode or member is a new decision.
    const key = `${path.value} ${decision.mode} ${rule?.id ?? ''} ${tokenMemberId.value ?? ''}`;
    if (key === lastDecision) return;
    const wasRefusing = protectionActive(lastMode);
    lastDecision = key;
    lastMode = decision.mode;
    untracked(() => {
      if (decision.route) navigate(decision.route);
      else if (wasRefusing && PROTECTION_SCREENS.includes(route.peek().name)) navigate({ name: 'idle' });
      // An audience preview is not a visit: the server refuses its writes, and the owner's statistics stay true.
      if (decision.mode === 'OFF' && rule && !preview.peek()) {
        const body = { protectedPageId: rule.id, pathname: path.value };
        void ready
          .then(() => runtime.client(trackProtectedPageVisit, { body }))
          .catch((error: unknown) => logger.log('WARN', 'PAGE_PROTECTOR', 'Page view not recorded', error));
      }
    });
  });
}
