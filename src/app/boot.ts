/**
 * Boots the widget on any page: the wiring of every layer, in order. Each step's rules live in the module it
 * calls. Nothing here may throw onto the host page.
 */
import type { BootContext } from '../core/shell/bootContext';
import type { LinkTask } from '../core/shell/hostLinks';
import { cloakStyle } from '../core/access/cloak';
import { settleLayout } from '../host/layoutHold';
import { BOOT_TEXT } from '../core/texts/bootTexts';
import { createLogger, parseLogSetting, type Logger } from '../core/util/logger';
import { reportCspBlocks } from '../host/cspBlocks';
import { frameEmbed } from '../host/embedFrame';
import { holdEmbeds } from '../host/embedHold';
import { installHostApi } from '../host/hostApi';
import { interceptLinks } from '../host/links';
import { installPageProtector } from '../host/pageProtector';
import { hostSetting, loaderNonce, pageCookieDomain, readPageSettings } from '../host/pageSettings';
import { whenBody } from '../host/whenBody';
import { nextTask } from '../state/nextTask';
import { siteConfig } from '../state/store';
import { memberButtonOn } from '../core/shell/memberButtonOn';
import { loadContract } from '../contract/load';
import { createInterfaceLoader } from './interface';
import { createModalServices } from './modalServices';
import { createRuntime } from './runtime';

export function boot(ctx: BootContext): void {
  const logger = createLogger(parseLogSetting(ctx.ms.logging ?? ctx.script?.dataset.logging));
  // The page's settings as they are now, before the host API's own go on the object: malformed ones are ignored
  // (defaults apply), and said so at ready (app/afterReady.ts), or below if boot stops before it.
  let pageSettings: Record<string, unknown> = {};
  const failed = (error: unknown) => {
    logger.log('ERROR', 'CORE', 'Boot failed', error);
    uncloak(ctx, logger, pageSettings);
  };
  try {
    pageSettings = { ...ctx.ms };
    // In an embed's frame on a page of this site with the widget, that widget replaces the frame: no second one.
    if (frameEmbed() === 'replaced') return;
  } catch (error) {
    return failed(error);
  }
  // In a task of its own, not the one that evaluated the chunks: on a first visit (nothing compiled yet, a phone's
  // CPU) each is about 50 ms, and together they were one long task.
  void nextTask().then(() => {
    try {
      start(ctx, logger, pageSettings);
    } catch (error) {
      failed(error);
    }
  });
}

/**
 * A widget that cannot run cannot decide: the page shows, as with scripts off (undecided markers stay hidden), unless
 * it is known to be protected (docs: "Availability: never blank a site"); the loader's guard applies that rule.
 * The page settings' problems are still logged (there will be no ready to log them at), with the after-ready chunk:
 * a boot that stopped because chunks cannot load cannot load that one either, and the console shows why.
 */
function uncloak(ctx: BootContext, logger: Logger, pageSettings: Record<string, unknown>): void {
  settleLayout();
  if (ctx.guard) ctx.guard.set('failed', { message: BOOT_TEXT.general, retry: () => location.reload() });
  else if (ctx.cloak) ctx.cloak.textContent = cloakStyle('none');
  import('./afterReady').then(
    (m) => m.logPageConfigProblems(pageSettings, logger),
    () => {},
  );
}

function start(ctx: BootContext, logger: Logger, pageSettings: Record<string, unknown>): void {
  const resolved = readPageSettings(ctx);
  if (!resolved.ok) {
    logger.log('ERROR', 'CORE', resolved.reason);
    return uncloak(ctx, logger, pageSettings);
  }
  if (resolved.warning) logger.log('ERROR', 'CORE', resolved.warning);
  // Before the first request: a page policy refusing one says so in diagnostics, not as a mere network error.
  reportCspBlocks(logger, [resolved.settings.apiBase, ctx.src]);
  // Iframes pointing at /member/ stop loading that page now; they become embeds after ready (ui/embeds/uiEmbeds.ts).
  holdEmbeds();
  const runtime = createRuntime(resolved.settings, logger, pageCookieDomain(ctx), ctx.build, ctx.config);
  const nonce = loaderNonce(ctx);
  const guard = ctx.guard;
  const ui = createInterfaceLoader(
    () => modal.services,
    logger,
    nonce,
    () => guard?.shown(),
  );
  const modal = createModalServices(runtime, ui.show, () => hostSetting(ctx, 'afterLoginUrl'));
  const announce = installHostApi(ctx, runtime);
  let markReady = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  installPageProtector({ runtime, navigate: modal.services.navigate, cloak: ctx.cloak, nonce, ready, guard });
  interceptLinks((task) => void modal.run(task));

  // The runtime's start (stored state, tab sync, the first requests) in a task of its own too: on a first visit at 4x
  // CPU the setup above and it were about 25 ms each, one task over 50 ms together. Everything that watches the
  // runtime is installed by then, as before.
  const started = nextTask()
    .then(() => {
      // A first visit's config answer (the loader's request) needs the contract chunk: its first import() alone took
      // 2-150 ms of one task at 4x (the browser's fetch set-up), so it gets a task before the start. A returning
      // visitor never loads that chunk here.
      if (!ctx.config) return;
      loadContract().catch(() => {}); // the client asks again and reports a failure
      return nextTask();
    })
    .then(() => runtime.start())
    .catch((error: unknown) => logger.log('ERROR', 'CORE', 'Start failed', error));
  void Promise.all([started, whenBody(logger)])
    .then(async () => {
      // Ready in a task of its own, not the one that applied the config answer (its seal, the stored copy, the page's
      // rules): at 4x CPU on a first visit the two made one task over 50 ms, the host's ready listeners included.
      await nextTask();
      await announce();
      markReady();
      const framed = frameEmbed();
      const framedPath = framed && framed !== 'replaced' ? framed.path : null;
      const paywallMarkup = [ctx.ms.paywallMarkup, ctx.script?.dataset.paywallMarkup] as const;
      const context = {
        runtime,
        services: modal.services,
        logger,
        nonce,
        ui,
        framedPath,
        run: (task: LinkTask) => void modal.run(task),
        paywallMarkup,
        msopen: ctx.msopen ?? null,
        pageSettings,
      };
      // A chunk that cannot come now (the connection dropped) is asked for again when the browser is back online.
      const afterReady = (): Promise<void> =>
        import('./afterReady').then(
          (m) => m.afterReady(context),
          (error: unknown) => {
            logger.log('ERROR', 'CORE', 'The after-ready chunk could not load', error);
            addEventListener('online', () => void afterReady(), { once: true });
          },
        );
      const after = afterReady();
      // A site with the member button (nearly all): its chunks come beside the after-ready chunk, asked for just after
      // it and in a task of their own (not the ready listeners'), a round trip or two earlier on a first visit. Only
      // fetched: the after-ready table decides what shows.
      if (memberButtonOn(siteConfig.peek())) void nextTask().then(ui.warm);
      return after;
    })
    .catch((error: unknown) => logger.log('ERROR', 'CORE', 'Boot failed after start', error));
}
