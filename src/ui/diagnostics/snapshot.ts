import { CONFIG_STALE_S, USER_STALE_S, WIDGET_VERSION } from '../../core/constants';
import type { DiagSnapshot } from '../../core/shell/diagnosticsReport';
import { siteAdminUrl } from '../../core/shell/ownerApp';
import type { Runtime } from '../../state/runtimeTypes';
import { loadedModules } from '../../state/loadedModules';
import { routeHistory } from '../../state/navigation';
import {
  claim,
  configQuery,
  isLoggedIn,
  member,
  memberQuery,
  protectionMode,
  rehydration,
  route,
  siteConfig,
  tokenId,
  tokens,
} from '../../state/store';
import { uiDirection, uiLocale } from '../../state/textsShowing';
import { captchaLoader } from '../captcha/loadCaptcha';
import { thirdParties } from '../../core/shell/thirdParties';

/** Reads without throwing: a page may forbid what we look at (a sandboxed frame, an odd global). */
const read = <T>(f: () => T): T | string => {
  try {
    return f();
  } catch (error) {
    return `[${String(error)}]`;
  }
};

const scriptOnPage = (src: string): boolean => [...document.scripts].some((s) => s.src === src);

/** Everything diagnostics show, read once per render (core/shell/diagnosticsReport.ts builds and redacts the report). */
export function takeSnapshot(runtime: Runtime): DiagSnapshot {
  const { settings, logger } = runtime;
  const parties = thirdParties(settings);
  const w = window as { MemberSpace?: { ready?: unknown }; Stripe?: unknown; grecaptcha?: unknown };
  const t = tokens.peek();
  return {
    now: Date.now(),
    general: {
      version: WIDGET_VERSION,
      build: runtime.build, // the loader's id; `chunk` below is this file's own address
      chunk: import.meta.url,
      page: read(() => location.href),
      userAgent: navigator.userAgent,
      loggedIn: isLoggedIn.peek(),
      route: route.peek(),
      protection: protectionMode.peek(),
      ready: read(() => w.MemberSpace?.ready === true),
      rehydration: rehydration.peek(),
    },
    env: {
      // The environment's bases, scripts and public keys (the captcha's site key, the provider's publishable key).
      ...settings,
      ...parties,
      adminUrl: siteAdminUrl(settings.env, siteConfig.peek()?.siteId),
      locale: siteConfig.peek()?.locale ?? null,
      textLocale: uiLocale.peek(),
      direction: uiDirection.peek(),
      captcha: captchaLoader.peek(),
      provider: read(() => (w.Stripe ? 'loaded' : scriptOnPage(parties.providerScriptUrl) ? 'script on page' : 'notLoaded')),
      // What loaded after boot and how it went (host features, deferred modules), as recorded when it happened.
      loaded: loadedModules.peek(),
    },
    config: { query: configQuery.peek(), staleMs: CONFIG_STALE_S * 1000 },
    user: {
      loggedIn: isLoggedIn.peek(),
      member: member.peek(),
      query: memberQuery.peek(),
      staleMs: USER_STALE_S * 1000,
      expiresAt: t?.expiresAt ?? null,
      jti: tokenId.peek(),
      claim: claim.peek(),
    },
    history: routeHistory.slice(),
    logs: (() => {
      try {
        return logger.entries();
      } catch {
        return [];
      }
    })(),
  };
}
