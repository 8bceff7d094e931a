/**
 * The main chunk: boots the widget on any page. Reads settings, installs the host API over the loader's
 * stubs, intercepts member links, restores the session and the cached site config, mounts the UI into a
 * shadow root when something must be shown, and announces ready. Nothing here may throw onto the host page.
 */
import { effect } from '@preact/signals-react';
import type { BootContext } from './boot-context';
import { ABANDONED_SIGNUP_CHECK_MS, DOM_READY_POLL_MS } from './core/constants';
import { parseHostPath, type LinkTask } from './core/hostLinks';
import { LOG_TEXT } from './core/logMessages';
import { createLogger, parseLogSetting, type Logger } from './core/logger';
import type { Route } from './core/screens';
import { resolveSettings } from './core/settings';
import { afterLoginDestination } from './core/afterLogin';
import { recoveryRoute } from './core/abandonedRecovery';
import { isBuiltIn } from './core/locale';
import { closeTarget } from './core/protectionMode';
import { outcomeOf } from './core/tasks';
import { showsReadMe } from './core/siteSetup';
import { installHostApi } from './host/hostApi';
import { interceptLinks } from './host/links';
import { createRuntime } from './runtime';
import { relabelNavigation } from './host/navLabels';
import { installFeatures } from './host/features';
import { holdEmbeds } from './host/embedHold';
import { frameEmbed } from './host/embedFrame';
import { installPageProtector } from './host/pageProtector';
import { MARKER_CLOAK_CSS } from './core/cloak';
import { HOST_FEATURES } from './host/featureList';
import { canGoBack, go, goBack, modalNavigation } from './state/navigation';
import { hasMenu, isLoggedIn, member, protectionMode, siteConfig, tokenMemberId } from './state/store';
import { configStatus, preview } from './state/store';
import type { Services } from './ui/services';
import { leavePage } from './host/leavePage';
import { reportCspBlocks } from './host/cspBlocks';
import { pageConfigProblems } from './core/pageConfig';
import { urlWithoutMagicLink } from './core/magicLinkUrl';

const SESSION_ENV_KEY = 'memberspace.env';

function readSessionEnv(): string | null {
  try {
    return sessionStorage.getItem(SESSION_ENV_KEY);
  } catch {
    return null; // storage blocked (sandboxed iframe, privacy mode)
  }
}

/** The body, polled every 100 ms while the page has none yet (part 1 §8: logged once as a warning). */
const whenBody = (logger: Logger): Promise<HTMLElement> =>
  new Promise((resolve) => {
    if (document.body) return resolve(document.body);
    logger.log('WARN', 'DOM', LOG_TEXT.waitingForBody);
    const check = () => (document.body ? resolve(document.body) : setTimeout(check, DOM_READY_POLL_MS));
    check();
  });

/** A string setting from the page object or the loader tag (data-after-login-url ↔ afterLoginUrl). */
function hostString(ctx: BootContext, key: string): string | null {
  const value = ctx.ms[key] ?? ctx.script?.dataset[key];
  return typeof value === 'string' && value ? value : null;
}

export function boot(ctx: BootContext): void {
  const logger = createLogger(parseLogSetting(ctx.ms.logging ?? ctx.script?.dataset.logging));
  try {
    // Malformed page settings are ignored (defaults apply), and said so.
    for (const { level, message } of pageConfigProblems(ctx.ms)) logger.log(level, 'CORE', message);
    // In an embed's frame on a page of this site with the widget, that widget replaces the frame: no second one.
    if (frameEmbed() === 'replaced') return;
    start(ctx, logger);
  } catch (error) {
    logger.log('ERROR', 'CORE', 'Boot failed', error);
    uncloak(ctx);
  }
}

/** A widget that cannot run cannot decide: the page shows, as with scripts off (undecided markers stay hidden). */
function uncloak(ctx: BootContext): void {
  if (ctx.cloak) ctx.cloak.textContent = MARKER_CLOAK_CSS;
}

function start(ctx: BootContext, logger: Logger): void {
  const resolved = resolveSettings({
    scriptUrl: ctx.src,
    dataset: { ...ctx.script?.dataset },
    pageConfig: ctx.ms,
    sessionEnv: readSessionEnv(),
  });
  if (!resolved.ok) {
    logger.log('ERROR', 'CORE', resolved.reason);
    uncloak(ctx);
    return;
  }
  if (resolved.warning) logger.log('ERROR', 'CORE', resolved.warning);
  // Before the first request: a page policy refusing one says so in diagnostics, not as a mere network error.
  reportCspBlocks(logger, [resolved.settings.apiBase, ctx.src]);
  // Iframes pointing at /member/ stop loading that page now; they become embeds after ready (host/uiEmbeds.ts).
  holdEmbeds();
  const cookieDomain = typeof ctx.ms.cookieDomain === 'string' ? ctx.ms.cookieDomain : null;
  const runtime = createRuntime(resolved.settings, logger, cookieDomain);

  // The UI (Preact, screens, styles) is its own chunk: a visitor who opens nothing never waits for it.
  let ui: Promise<unknown> | null = null;
  let uiWanted = false;
  const ensureUi = () => {
    uiWanted = true;
    return (ui ??= import('./ui/mount')
      .then(({ mountUi }) => mountUi(services, ctx.script?.nonce || undefined))
      .catch((error: unknown) => {
        ui = null; // a dropped connection is not for good: the next open, or coming back online, asks again
        logger.log('ERROR', 'CORE', 'The interface could not load', error);
      }));
  };
  addEventListener('online', () => uiWanted && void ensureUi());
  // The screens' chunk (ui/Screen.tsx) is fetched beside the interface's, not after it.
  const preloadScreens = () => import('./ui/screens/index').catch(() => undefined); // the UI reports a failure
  const navigate = (next: Route, replace?: boolean) => {
    go(next, replace);
    if (next.name !== 'idle') {
      void ensureUi();
      void preloadScreens();
    }
  };
  const logOut = () => {
    runtime.session.end();
    navigate({ name: 'logout' });
  };
  const leaveTo = (url: string) => {
    go({ name: 'idle' });
    void runtime.flushed().then(() => leavePage(url, logger));
  };
  const close = () => {
    // A page the visitor may not see is not left showing behind a closed widget (part 1 §2).
    const target = closeTarget(protectionMode.peek(), siteConfig.peek()?.redirectPath);
    if (target) leaveTo(target);
    else go({ name: 'idle' });
  };
  const afterLogin = async (redirect?: Route) => {
    await runtime.menu.ensure();
    const pendingPlan = member.peek()?.pendingPlanPublicId;
    const destination = afterLoginDestination({
      storedRedirect: redirect,
      afterLoginUrl: hostString(ctx, 'afterLoginUrl'),
      memberships: member.peek()?.memberships ?? [],
      abandonedSignup: pendingPlan ? recoveryRoute(pendingPlan, 'login') : null,
      menu: hasMenu.peek(),
    });
    if ('url' in destination) leaveTo(destination.url);
    else navigate(destination.route);
  };
  const openPath = (path: string) => {
    const task = parseHostPath(path);
    if (task) void run(task);
    return task !== null;
  };
  const services: Services = {
    runtime,
    route: modalNavigation.route,
    canGoBack,
    navigate,
    back: goBack,
    close,
    logOut,
    openPath,
    afterLogin: (r) => void afterLogin(r),
    leaveTo,
  };
  async function run(task: LinkTask): Promise<void> {
    try {
      // Logged in, /member/sign_in opens the menu when there is one: know that before choosing.
      if (isLoggedIn.peek() && (task.kind === 'signIn' || task.kind === 'signUp')) await runtime.menu.ensure();
      const outcome = outcomeOf(task, { loggedIn: isLoggedIn.peek(), hasMenu: hasMenu.peek() });
      if ('open' in outcome) navigate(outcome.open);
      else if ('logOut' in outcome) logOut();
    } catch (error) {
      logger.log('ERROR', 'CORE', 'Opening a member link failed', error);
    }
  }

  const announce = installHostApi(ctx, runtime);
  let markReady = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const announceReady = () => {
    announce();
    markReady();
  };
  installPageProtector({ runtime, navigate, cloak: ctx.cloak, nonce: ctx.script?.nonce || undefined, ready });
  interceptLinks((task) => void run(task));

  const started = runtime.start().catch((error: unknown) => logger.log('ERROR', 'CORE', 'Start failed', error));
  void Promise.all([started, whenBody(logger)]).then(() => {
    announceReady();
    relabelNavigation(runtime.logger);
    // Relabelled links speak the site language even when no interface opens: its texts load on their own.
    effect(() => {
      const locale = siteConfig.value?.locale;
      if (isLoggedIn.value && locale && !isBuiltIn(locale)) {
        void import('./state/translations')
          .then(({ ensureTranslations }) => ensureTranslations(resolved.settings.cdnBase, logger))
          .catch((error: unknown) => logger.log('ERROR', 'TRANSLATION', 'The translation module could not load', error));
      }
    });
    runtime.menu.follow();
    // Embeds, markers, autofill, forums…: each module loads once the page holds its elements.
    const features = { runtime, services, logger, nonce: ctx.script?.nonce || undefined };
    installFeatures(HOST_FEATURES, features);
    // An embed's frame nobody replaces (another site's page around it) shows the embedded UI full page.
    const framed = frameEmbed();
    if (framed && framed !== 'replaced') {
      void import('./ui/mount')
        .then(({ mountEmbedPage }) => mountEmbedPage(framed.path, services, features.nonce))
        .catch((error: unknown) => logger.log('ERROR', 'EMBED', 'The interface could not load', error));
    }
    // Tracking snippets and conversion code (part 1 §1): their module loads only for a site that has them.
    let tracking: Promise<unknown> | null = null;
    effect(() => {
      const code = siteConfig.value?.customThirdPartyIntegration;
      if (code?.trackingCode || code?.conversionCode) {
        tracking ??= import('./host/tracking')
          .then(({ install }) => install(features))
          .catch((error: unknown) => logger.log('ERROR', 'CORE', 'The tracking module could not load', error));
      }
    });
    // Referral data (part 2 §3, §9): its own chunk, loaded after boot; the ad-click cookie is polled on every page.
    void import('./host/referrals')
      .then(({ install }) => install(features))
      .catch((error: unknown) => logger.log('ERROR', 'REFERRAL', 'The referral module could not load', error));
    // The member button, or the 'Read Me' button when the site's setup is broken (part 1 §2); an audience preview's notice.
    // Also later: a config refresh that turns the button on, or that answers 4xx, mounts the interface then.
    effect(() => {
      // Editor detection is the member button's own (ui/MemberButton.tsx): it stays out of the boot path, and a
      // broken setup seen in an editor costs only the interface's load.
      if (siteConfig.value?.memberButton.enabled || preview.value || showsReadMe(configStatus.value, () => false)) void ensureUi();
    });
    // The abandoned-signup reminder is decided 3 s after mount, and after each login (part 2 §4, §9).
    effect(() => {
      if (tokenMemberId.value === null || !siteConfig.value?.allowAbandonedSignupPopup) return;
      const timer = setTimeout(() => {
        import('./state/reminders')
          .then(({ checkAbandonedSignup }) => checkAbandonedSignup(runtime, navigate))
          .catch((error: unknown) => logger.log('ERROR', 'ABANDONED_SIGNUP', 'The reminder check failed', error));
      }, ABANDONED_SIGNUP_CHECK_MS);
      return () => clearTimeout(timer);
    });
    // The failed-payment popup (part 2 §4): checked as the reminder is, for a member with a payment failure only.
    effect(() => {
      if (tokenMemberId.value === null || !member.value?.memberships.some((m) => m.paymentFailure)) return;
      const timer = setTimeout(() => {
        import('./state/reminders')
          .then(({ checkFailedPayment }) => checkFailedPayment(runtime, navigate))
          .catch((error: unknown) => logger.log('ERROR', 'PAYMENT', 'The failed-payment check failed', error));
      }, ABANDONED_SIGNUP_CHECK_MS);
      return () => clearTimeout(timer);
    });
    // ?msopen=/member/… opens a task as if its link had been clicked (part 1 §2).
    const msopen = new URLSearchParams(location.search).get('msopen');
    const task = msopen ? parseHostPath(msopen) : null;
    const clean = task && urlWithoutMagicLink(location.href, task);
    if (clean) history.replaceState(history.state, '', clean);
    if (task) void run(task);
  }).catch((error: unknown) => logger.log('ERROR', 'CORE', 'Boot failed after start', error));
}
