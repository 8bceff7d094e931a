/**
 * The file a site owner pastes (dist/widget.js): a classic script that must stay tiny. It creates the
 * host API stub on the page's own window.MemberSpace object at once (keeping the config the install
 * snippet put there), queues calls made before boot, and imports the content-hashed boot chunk
 * relative to its own URL. Everything else lives in the chunks.
 */
import type { BootContext, PrefetchedAnswer, QueuedCall, StartDevClient } from './core/shell/bootContext';
import type { PageKnowledge } from './core/access/availability';
import { BODY_CLOAK_CSS, CLOAK_ATTR, cloakStyle, storedKnowledge } from './core/access/cloak';
import { FIRST_VISIT_HOLD_MS, MARK_LOADER } from './core/constants';
import { STATUS_TEXT } from './core/texts/bootTexts';
import { takeMagicLink } from './core/signin/magicLinkUrl';
import { createPageGuard } from './host/pageGuard';
import { askConfigFirst } from './host/firstVisit';
import { SNIPPET_REQUEST } from './host/configRequest';
import { readSessionEnv } from './host/pageSettings';
import { configurationUrl } from './core/shell/configurationUrl';
import { type SiteAddress, siteAddress } from './core/shell/settings';

declare const __MAIN_CHUNK__: string;
/**
 * The name the boot chunk exports `boot` under (esbuild.mjs: the chunk that holds it, imported without a facade). Typed
 * as what it stands for: the build writes the chunk's own (minified) name in its place.
 */
declare const __MAIN_EXPORT__: 'boot';
/** The contract's chunk (src/contract/chunk.ts: superstruct and the boot calls' structs), which a first visit's answer needs. */
declare const __CONTRACT_CHUNK__: string;
/** The build's id (esbuild.mjs: a digest of the chunks' names), read by the extension's popup and diagnostics. */
declare const __BUILD_ID__: string;
/** True only in `npm run dev`'s build (esbuild.mjs): production's loader has no trace of the dev client. */
declare const __DEV__: boolean;
/** The dev client's file beside the loader (esbuild.mjs, dev builds only). */
declare const __DEV_CLIENT__: string;

(() => {
  // Before anything else: a magic link's token leaves the address bar, where page scripts (analytics, error
  // loggers) would read it, and is kept for the widget (host/msopen.ts). One try with the mark: bytes count here.
  let msopen: string | null = null;
  try {
    const url = new URL(location.href);
    if ((msopen = takeMagicLink(url))) history.replaceState(history.state, '', url.href);
    performance.mark(MARK_LOADER);
  } catch {
    // no usable URL or history (the widget then reads the page's msopen), or no User Timing: nothing to measure
  }
  const w = window as unknown as { MemberSpace?: Record<string, unknown> };
  const script = document.currentScript as HTMLScriptElement | null;
  const ms = (w.MemberSpace = w.MemberSpace && typeof w.MemberSpace === 'object' ? w.MemberSpace : {});
  // A second copy of the snippet on the same page must not boot a second widget.
  if (ms.__loader) return;
  const queue: QueuedCall[] = [];
  const defer =
    (name: string) =>
    (...args: unknown[]) =>
      new Promise((resolve, reject) => queue.push({ name, args, resolve, reject }));
  ms.__loader = 1;
  ms.build = __BUILD_ID__;
  ms.ready = false;
  ms.getMemberInfo = () => ({ isLoggedIn: false });
  for (const name of ['getMemberMetadata', 'updateMemberMetadata', 'clearMemberMetadata', 'refreshSiteConfig', 'refreshMember']) {
    ms[name] = defer(name);
  }
  // currentScript is null when the loader runs from a callback (some tag managers): find the tag by its URL.
  const tag = script?.src ? script : document.querySelector<HTMLScriptElement>('script[src*="/widget.js"],script[src*="/widgets.js"]');
  const src = tag?.src || '';
  // No flash of protected content: hide what may be protected before the page paints (docs: page protection).
  let cloak: HTMLStyleElement | null = null;
  // Storage blocked or garbage: as on a first visit.
  let knowledge: PageKnowledge = 'none';
  // No protected-path list stored for the site: a first visit (or storage blocked), which asks for the config now.
  let first = false;
  // The site the page names, as the widget's settings read it (its subdomain keys the stored list, as the widget wrote it).
  let site: SiteAddress | null = null;
  const input = { scriptUrl: src, dataset: { ...tag?.dataset }, pageConfig: ms, sessionEnv: null as string | null };
  try {
    // The subdomain alone keys the stored list: the tab's environment override (session storage, whose first read
    // is slow at 4x CPU) is read below, for the config's URL only.
    site = siteAddress(input);
    knowledge = storedKnowledge(site?.subdomain, (key) => localStorage.getItem(key), location.pathname);
    // No blink: a page whose content the browser has already painted (the plain async install) is not hidden again
    // on a mere doubt; only a page the stored list covers, or one the widget decides is protected, is. Contentful
    // paint, not first paint: a cloaked body over the site's background colour is a first paint, and hides nothing.
    // The async install snippet's cloak (src/snippet.ts), when it put one up, is ours from now on: its expiry does
    // nothing once ms.__loader is set. While it hides the body, a contentful paint (a background image of the page)
    // showed nothing of it: the page was not painted.
    const found = document.querySelector<HTMLStyleElement>(`style[${CLOAK_ATTR}]`);
    first = knowledge === 'unknown';
    if (first && performance.getEntriesByName('first-contentful-paint').length && !found?.textContent?.includes(BODY_CLOAK_CSS)) knowledge = 'none';
    cloak = found || document.createElement('style');
    cloak.textContent = cloakStyle(knowledge);
    if (!found) {
      // Filled before it is added: a policy that refuses it then reports one violation, not two.
      cloak.nonce = tag?.nonce || '';
      cloak.setAttribute(CLOAK_ATTR, '');
      (document.head || document.documentElement).appendChild(cloak);
    }
  } catch {
    cloak = null;
  }
  // Never a blank site: the loading state, the bound on a page not known to be protected (docs: availability).
  const guard = createPageGuard(cloak, knowledge);
  const context: BootContext = { ms, queue, script: tag, src, cloak, guard, msopen, build: __BUILD_ID__ };
  // A first visit (no stored list): the config is asked for now (a task later when the page is hidden, below), and
  // decides the page as soon as it comes (host/firstVisit.ts).
  // Not in a frame: an embed's frame (a /member/ page) stands down for its parent's widget as soon as main runs, and
  // must send nothing meanwhile (host/embedFrame.ts); a framed page keeps the widget's own request.
  // The install snippet's request (src/snippet.ts), when it sent one: taken over, or stopped when not wanted.
  const early = (cloak as unknown as Record<string, PrefetchedAnswer | undefined> | null)?.[SNIPPET_REQUEST];
  const asking = first && site && parent === window;
  // Hidden now (not painted before the loader ran): once the answer shows it, the chunks wait for that paint.
  const hidden = knowledge === 'unknown';
  const ask = () => {
    try {
      const at = siteAddress({ ...input, sessionEnv: readSessionEnv() }) as SiteAddress;
      context.config = askConfigFirst(configurationUrl(at.apiBase, at.subdomain), guard, early, (told) =>
        hidden && told === 'none' ? afterPaint() : boot(),
      );
    } catch {
      boot(); // no fetch on this page: the widget asks for the config itself
    }
  };
  const fail = (error: unknown) => {
    ms.loadError = String(error);
    // The widget cannot decide: a page known to be protected stays hidden with the error and a reload to retry;
    // any other page shows (as with scripts disabled), saying that membership features are unavailable.
    guard.set('failed', { message: STATUS_TEXT.networkError, retry: () => location.reload() });
    // Blocked chunks (filters, a strict CSP without our origin) must not leave promises hanging.
    // MemberSpace.loadError says why (the browser's console already shows the failed import).
    for (const call of queue.splice(0)) call.reject(new Error('Server returned an error.'));
    // A connection that dropped (a first visit's chunks come after the page's paint, when it may be gone): asked for
    // again once the browser is back online; a failed import is fetched again.
    addEventListener(
      'online',
      () => {
        booted = false;
        boot();
      },
      { once: true },
    );
  };
  if (__DEV__) {
    // The dev loop (src/dev/client.ts): live reload and the build-error overlay. Its own failure is only logged.
    try {
      import(new URL(__DEV_CLIENT__, src).href)
        .then((dev: { startDevClient: StartDevClient }) => dev.startDevClient(context, __BUILD_ID__))
        .catch((error) => console.warn('[MemberSpace dev]', error));
    } catch (error) {
      console.warn('[MemberSpace dev]', error);
    }
  }
  // The widget's chunks: fetched at once, except on a first visit that asked for the config, where they wait until its
  // answer has shown (or hidden) the page and the browser has painted it (bounded by FIRST_VISIT_HOLD_MS): requests
  // the page's first paint does not need must not compete with it (docs/architecture.md "A first visit decided from
  // the config").
  let booted = false;
  function boot() {
    if (booted) return;
    booted = true;
    try {
      import(new URL(__MAIN_CHUNK__, src).href)
        .then((main: Record<typeof __MAIN_EXPORT__, (c: BootContext) => void>) => {
          delete ms.loadError;
          main[__MAIN_EXPORT__](context);
        })
        .catch(fail);
      // A first visit's answer is checked against the contract's structs: their chunk is asked for beside the boot
      // chunk, not once that has arrived and run (a round trip later). The boot chunk imports it again (the same
      // module) and reports a failure.
      if (context.config) import(new URL(__CONTRACT_CHUNK__, src).href).catch(() => {});
    } catch (error) {
      fail(error); // no usable URL: never an exception on the host page
    }
  }
  // The page just shown is painted: the browser reports its largest paint (after presenting it; a frame callback
  // runs before that, and a background tab runs none). A page that reports no new paint (one already painted under
  // the cloak, by a background image) boots after a few rendering updates (an intersection observer's first report
  // follows each), and a background tab, which renders nothing, by the bound above.
  function afterPaint() {
    let paints: PerformanceObserver | undefined;
    let frames: IntersectionObserver;
    const root = document.documentElement;
    let updates = 0;
    const done = () => {
      paints?.disconnect();
      frames.disconnect();
      boot();
    };
    try {
      frames = new IntersectionObserver(() => {
        frames.unobserve(root);
        if (++updates < 6) frames.observe(root);
        else done();
      });
      frames.observe(root);
    } catch {
      return boot(); // no observer on this page: at once
    }
    try {
      (paints = new PerformanceObserver(done)).observe({ type: 'largest-contentful-paint' });
    } catch {
      // no paint entries here (Safari): the rendering updates decide
    }
  }
  // A page painted before the loader ran (the plain async install) has no paint to wait for: its chunks load now.
  if (!asking) {
    early?.stop.abort();
    boot();
  } else if (!hidden) {
    ask();
    boot();
  } else {
    setTimeout(boot, FIRST_VISIT_HOLD_MS);
    // The request in a task of its own (a message, which no test clock holds): at 4x CPU the session-storage read
    // and the fetch's set-up were as long as all the rest of the loader, one task over 50 ms together. The install
    // snippet's request, already sent, leaves no set-up: its answer is read at once (the hop cost 8-21 ms at 4x).
    if (early) ask();
    else
      try {
        const next = new MessageChannel();
        next.port1.onmessage = ask;
        next.port2.postMessage(0);
      } catch {
        ask();
      }
  }
})();
