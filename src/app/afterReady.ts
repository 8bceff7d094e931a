/**
 * What starts once the widget is ready: relabelled member links, the menu's wrapper, the page's features, what
 * loads later and ?msopen. None of it decides anything before ready, so it is its own chunk, fetched at ready
 * rather than in the boot path every page downloads first (a returning visitor has it from the HTTP cache).
 */
import type { Logger } from '../core/util/logger';
import { paywallSetting } from '../core/access/paywallSetting';
import { logPageConfigProblems } from '../core/shell/pageConfig';
import { installFeatures } from '../host/features';
import { openFromQuery } from '../host/msopen';
import { relabelNavigation } from '../host/navLabels';
import type { LinkTask } from '../core/shell/hostLinks';
import type { Runtime, Services } from '../state/runtimeTypes';
import { deferredRows, startDeferred } from './deferred';
import type { InterfaceLoader } from './interface';
import { PAGE_FEATURES, PAYWALL_FEATURE } from './pageFeatures';
// Bare: the owner-HTML inserter, shared by tracking and the content views, rides here rather than as a tiny chunk.
import '../host/ownerHtml';

export interface AfterReadyContext {
  runtime: Runtime;
  services: Services;
  logger: Logger;
  nonce: string | undefined;
  ui: InterfaceLoader;
  /** The path of the embed whose frame this page is, when nobody replaced it. */
  framedPath: string | null;
  run: (task: LinkTask) => void;
  /** The paywall markup setting as the page wrote it: window.MemberSpace.paywallMarkup, the tag's data-paywall-markup. */
  paywallMarkup: readonly [page: unknown, tag: string | undefined];
  /** The magic link the loader took out of the address bar, or null. */
  msopen: string | null;
  /** The page's settings (window.MemberSpace) as boot found them, before the host API was installed on it. */
  pageSettings: Record<string, unknown>;
}

export function afterReady({ runtime, services, logger, nonce, ui, framedPath, run, paywallMarkup, msopen, pageSettings }: AfterReadyContext): void {
  // Malformed page settings were ignored (defaults applied): said so now, off the boot path.
  logPageConfigProblems(pageSettings, logger);
  relabelNavigation(logger);
  runtime.menu.follow();
  const paywall = paywallSetting(...paywallMarkup);
  for (const problem of paywall.problems) logger.log('ERROR', 'CORE', problem);
  // Embeds, markers, autofill, forums…: each module loads once the page holds its elements.
  const features = { runtime, services, logger, nonce };
  installFeatures(paywall.on ? [...PAGE_FEATURES, PAYWALL_FEATURE] : PAGE_FEATURES, features);
  startDeferred(deferredRows({ ...features, ui, framedPath, paywallMarkup: paywall.on }), logger);
  openFromQuery(run, msopen);
}

// A member link's task and the after-login destination live in this chunk (app/linkTasks.ts); the modal's services
// import it for them, earlier than ready when a link is clicked before.
export { afterLogin, runLinkTask } from './linkTasks';
// Boot logs the page settings' problems with it when it stops before ready (app/boot.ts).
export { logPageConfigProblems };
