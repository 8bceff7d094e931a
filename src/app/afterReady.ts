/**
 * What starts once the widget is ready: relabelled member links, the menu's wrapper, the page's features, what
 * loads later and ?msopen. None of it decides anything before ready, so it is its own chunk, fetched at ready
 * rather than in the boot path every page downloads first (a returning visitor has it from the HTTP cache).
 */
import type { Logger } from '../core/util/logger';
import { installFeatures } from '../host/features';
import { openFromQuery } from '../host/msopen';
import { relabelNavigation } from '../host/navLabels';
import type { LinkTask } from '../core/shell/hostLinks';
import type { Runtime, Services } from '../state/runtimeTypes';
import { deferredRows, startDeferred } from './deferred';
import type { InterfaceLoader } from './interface';
import { PAGE_FEATURES } from './pageFeatures';

export interface AfterReadyContext {
  runtime: Runtime;
  services: Services;
  logger: Logger;
  nonce: string | undefined;
  ui: InterfaceLoader;
  /** The path of the embed whose frame this page is, when nobody replaced it. */
  framedPath: string | null;
  run: (task: LinkTask) => void;
}

export function afterReady({ runtime, services, logger, nonce, ui, framedPath, run }: AfterReadyContext): void {
  relabelNavigation(logger);
  runtime.menu.follow();
  // Embeds, markers, autofill, forums…: each module loads once the page holds its elements.
  const features = { runtime, services, logger, nonce };
  installFeatures(PAGE_FEATURES, features);
  startDeferred(deferredRows({ ...features, ui, framedPath }), logger);
  openFromQuery(run);
}

// A member link's task and the after-login destination live in this chunk (app/linkTasks.ts); the modal's services
// import it for them, earlier than ready when a link is clicked before.
export { afterLogin, runLinkTask } from './linkTasks';
