/**
 * The main chunk: boots the widget on any page. Reads settings, installs the host API over the
 * loader's stubs, intercepts member links, loads the site config, mounts the UI into a shadow root
 * and announces ready. Nothing here may throw onto the host page.
 */
import { batch } from '@preact/signals-react';
import type { BootContext } from './boot-context';
import { createClient, type Client } from './api/client';
import { getConfiguration } from './contract/site';
import { DOM_READY_POLL_MS } from './core/constants';
import { parseHostPath, type LinkTask } from './core/hostLinks';
import { createLogger } from './core/logger';
import type { Route } from './core/screens';
import { resolveSettings } from './core/settings';
import { outcomeOf } from './core/tasks';
import { installHostApi } from './host/hostApi';
import { interceptLinks } from './host/links';
import { createSession } from './state/session';
import { configStatus, isLoggedIn, route, siteConfig } from './state/store';
import type { Services } from './ui/services';

const SESSION_ENV_KEY = 'memberspace.env';

function readSessionEnv(): string | null {
  try {
    return sessionStorage.getItem(SESSION_ENV_KEY);
  } catch {
    return null; // storage blocked (sandboxed iframe, privacy mode)
  }
}

const whenBody = (): Promise<HTMLElement> =>
  new Promise((resolve) => {
    const check = () => (document.body ? resolve(document.body) : setTimeout(check, DOM_READY_POLL_MS));
    check();
  });

export function boot(ctx: BootContext): void {
  const logger = createLogger();
  try {
    start(ctx, logger);
  } catch (error) {
    logger.log('ERROR', 'CORE', 'boot failed', error);
  }
}

function start(ctx: BootContext, logger: ReturnType<typeof createLogger>): void {
  const resolved = resolveSettings({
    scriptUrl: ctx.src,
    dataset: { ...ctx.script?.dataset },
    pageConfig: ctx.ms,
    sessionEnv: readSessionEnv(),
  });
  if (!resolved.ok) {
    logger.log('ERROR', 'CORE', resolved.reason);
    return;
  }
  const { settings } = resolved;
  let client: Client;
  const session = createSession(() => client);
  client = createClient({
    apiBase: settings.apiBase,
    subdomain: settings.subdomain,
    getToken: session.getToken,
    onMalformed: (call, detail) => logger.log('ERROR', 'CORE', `malformed answer to ${call.method} ${call.path}`, detail),
  });

  // The UI (Preact, screens, styles) is its own chunk: a visitor who opens nothing never waits for it.
  let ui: Promise<unknown> | null = null;
  const ensureUi = () =>
    (ui ??= import('./ui/mount')
      .then(({ mountUi }) => mountUi(services, ctx.script?.nonce || undefined))
      .catch((error: unknown) => logger.log('ERROR', 'CORE', 'the interface could not load', error)));
  const navigate = (next: Route) => {
    route.value = next;
    if (next.name !== 'idle') void ensureUi();
  };
  const services: Services = { client, session, navigate, close: () => navigate({ name: 'idle' }) };
  const run = (task: LinkTask) => {
    const outcome = outcomeOf(task, { loggedIn: isLoggedIn.peek(), menuEnabled: siteConfig.peek()?.memberMenu.enabled ?? false });
    if ('open' in outcome) navigate(outcome.open);
    else if ('logOut' in outcome) {
      session.logOut();
      navigate({ name: 'logout' });
    }
  };

  const announceReady = installHostApi(ctx, {});
  interceptLinks(run);

  const configLoaded = client(getConfiguration).then((result) => {
    batch(() => {
      configStatus.value = result.ok ? result.status : result.error.status;
      if (result.ok) siteConfig.value = result.data;
    });
    if (!result.ok) logger.log('ERROR', 'CORE', `site configuration: ${result.error.message}`);
  });

  void Promise.all([configLoaded, whenBody()]).then(() => {
    announceReady();
    if (siteConfig.peek()?.memberButton.enabled) void ensureUi();
    // ?msopen=/member/… opens a task as if its link had been clicked (part 1 §2).
    const msopen = new URLSearchParams(location.search).get('msopen');
    const task = msopen ? parseHostPath(msopen) : null;
    if (task) run(task);
  });
}
