/**
 * Functions the popup runs in the page's MAIN world (chrome.scripting.executeScript with world 'MAIN'), so they
 * see the page's own window.MemberSpace and document exactly as the widget does (startAudiencePreview excepted: it
 * runs in the ISOLATED world). The browser serialises each
 * function's source: they must use nothing from outside their own body (no imports, no module constants).
 * They always resolve with a result object, never reject, so every outcome reaches the popup with its reason.
 */

export interface PageWidget {
  url: string;
  /** The widget's loader ran on this page (its host API is there). */
  found: boolean;
  subdomain: string | null;
  env: string | null;
  ready: boolean;
  loadError: string | null;
  /** Injected by this extension (the loader tag carries data-ms-extension). */
  injected: boolean;
  /** A loader tag whose script never ran (blocked, or still loading): its src. */
  idleTag: string | null;
  /** The loader tag's src (the fixture environment's API is on its origin). */
  src: string | null;
  /** The running build's id (MemberSpace.build: ten hex digits the loader sets), when it names one. */
  buildId: string | null;
  /** The build the harness runs here (its loader tag's data-ms-harness: local, staging, production), else null. */
  harness: string | null;
  /** When this document started (performance.timeOrigin): a reload shows as a new value. */
  loadedAt: number;
  /** The document and its subresources have loaded. */
  complete: boolean;
}

/** What is on the page: the widget's loader (window.MemberSpace with the host API), its tag and settings. */
export function probeWidget(): PageWidget {
  const ms = (window as unknown as { MemberSpace?: Record<string, unknown> }).MemberSpace;
  const loaded = !!ms && typeof ms === 'object' && (!!ms.__loader || typeof ms.getMemberInfo === 'function');
  const tags = Array.from(document.querySelectorAll<HTMLScriptElement>('script[src*="/widget.js"],script[src*="/widgets.js"]'));
  const tag = tags.find((t) => t.hasAttribute('data-ms-extension')) ?? tags[0] ?? null;
  let sessionEnv: string | null = null;
  try {
    sessionEnv = sessionStorage.getItem('memberspace.env');
  } catch {
    // storage blocked: the widget reads none either
  }
  const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
  const found = loaded || !!document.querySelector('memberspace-widget');
  return {
    url: location.href,
    found,
    // The widget's own precedence (src/core/shell/settings.ts): tag, then page object; the session override wins for env.
    subdomain: text(tag?.dataset.subdomain) ?? text(ms?.subdomain),
    env: found ? (text(sessionEnv) ?? text(tag?.dataset.env) ?? text(ms?.env) ?? text(ms?.environment) ?? 'production') : null,
    ready: ms?.ready === true,
    loadError: text(ms?.loadError),
    injected: !!tag?.hasAttribute('data-ms-extension'),
    idleTag: !loaded && tag ? tag.src : null,
    src: tag?.src || null,
    buildId: typeof ms?.build === 'string' && /^[0-9a-f]{10}$/.test(ms.build) ? ms.build : null,
    harness: text(tag?.getAttribute('data-ms-harness')),
    loadedAt: performance.timeOrigin,
    complete: document.readyState === 'complete',
  };
}

/**
 * Sets the harness's entry in the page's own storage under `key` (HARNESS_KEY, `memberspace.harness`; null removes
 * it) and reloads the page, whose page-start script then runs that build (extension/harness.ts). False when the
 * page's storage is blocked.
 */
export function applyHarness(key: string, entry: string | null): boolean {
  try {
    if (entry === null) localStorage.removeItem(key);
    else localStorage.setItem(key, entry);
  } catch {
    return false;
  }
  setTimeout(() => location.reload(), 0); // after this function's answer has gone back to the popup
  return true;
}

/** What `startAudiencePreview` did: wrote the entry, found another site's document in the tab, or no storage. */
export type PreviewWrite = 'written' | 'other-site' | 'storage';

/**
 * Hands an audience preview to the page's widget: the entry goes into the page's session storage under
 * `key` (PREVIEW_STORAGE_KEY, `memberspace.preview`: the widget takes and removes it at boot, src/runtime.ts) and the
 * page reloads. Only into a document of `origin`, the site's page the popup checked (the tab may have moved on
 * since). Run in the extension's ISOLATED world, not the page's: there `location` and the built-ins are the
 * browser's own, which no page script can replace to pass the check (the session storage is the page's all the same).
 */
export function startAudiencePreview(key: string, entry: string, origin: string): PreviewWrite {
  if (location.origin !== origin) return 'other-site';
  try {
    sessionStorage.setItem(key, entry);
  } catch {
    return 'storage';
  }
  setTimeout(() => location.reload(), 0); // after this function's answer has gone back to the popup
  return 'written';
}

export type InjectFailure = { ok: false; code: 'csp' | 'network' | 'load-error' | 'timeout' | 'page-error'; detail?: string; blocked?: string };
export type InjectResult = { ok: true; blocked: string[] } | InjectFailure;

/**
 * Adds the loader tag exactly as a site owner pastes it (`<script src data-subdomain data-env async>`), and
 * resolves once the widget reports ready, or with why not: the page's Content-Security-Policy refused the script
 * (securitypolicyviolation), the download failed (the tag's error event), the loader ran but its chunks did not
 * load (MemberSpace.loadError), or no ready event within `timeoutMs`. Violations of other directives (an API
 * call blocked by connect-src) do not stop the widget and are reported with the success.
 */
export function injectWidget(src: string, subdomain: string, env: string, timeoutMs: number): Promise<InjectResult> {
  return new Promise<InjectResult>((resolve) => {
    const w = window as unknown as { MemberSpace?: Record<string, unknown> };
    const origin = new URL(src).origin;
    const blocked: string[] = [];
    let scriptBlock: { directive: string; uri: string } | null = null;
    let done = false;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const finish = (result: InjectResult) => {
      if (done) return;
      done = true;
      for (const t of timers) clearTimeout(t);
      clearInterval(poll);
      document.removeEventListener('securitypolicyviolation', onViolation, true);
      document.removeEventListener('MemberSpace.ready', onReady);
      resolve(result);
    };
    const onReady = () => finish({ ok: true, blocked });
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      const uri = event.blockedURI || '';
      const directive = event.effectiveDirective || event.violatedDirective || '';
      if (/^script-src/.test(directive) && uri.startsWith(origin)) {
        scriptBlock = { directive, uri };
        finish({ ok: false, code: 'csp', detail: directive, blocked: uri });
      } else {
        blocked.push(`${directive} ${uri}`.trim());
      }
    };
    const poll = setInterval(() => {
      const ms = w.MemberSpace;
      if (ms?.ready === true) onReady();
      else if (typeof ms?.loadError === 'string' && ms.loadError) {
        const failure = ms.loadError;
        // A chunk refused by the policy reports its violation too: let it name the directive.
        timers.push(setTimeout(() => finish({ ok: false, code: 'load-error', detail: failure }), 100));
      }
    }, 100);
    document.addEventListener('securitypolicyviolation', onViolation, true);
    document.addEventListener('MemberSpace.ready', onReady);
    timers.push(setTimeout(() => finish({ ok: false, code: 'timeout' }), timeoutMs));
    try {
      const tag = document.createElement('script');
      tag.async = true;
      tag.dataset.subdomain = subdomain;
      tag.dataset.env = env;
      tag.setAttribute('data-ms-extension', '');
      // The violation event may come after the error event: give it a moment to name the cause.
      tag.addEventListener('error', () =>
        timers.push(
          setTimeout(() => {
            if (!scriptBlock) finish({ ok: false, code: 'network' });
          }, 150),
        ),
      );
      tag.src = src; // Trusted Types pages throw here
      (document.head || document.documentElement).appendChild(tag);
    } catch (error) {
      finish({ ok: false, code: 'page-error', detail: error instanceof Error ? error.message : String(error) });
    }
  });
}

export type DiagnosticsFailure = { ok: false; code: 'no-widget' | 'not-ready' | 'not-taken' | 'not-shown' };
export type DiagnosticsResult = { ok: true } | DiagnosticsFailure;

/**
 * Opens the widget's diagnostics screen on the page's own instance, through the documented host path: a plain
 * left click on a same-origin `/member/diag` link, which the widget intercepts in the capture phase
 * (src/host/links.ts). The link lives only for the click; if the widget does not take it, its default action
 * (a navigation) is cancelled here, so the page never leaves. Resolves once the dialog shows the screen.
 */
export function openDiagnostics(timeoutMs: number): Promise<DiagnosticsResult> {
  return new Promise<DiagnosticsResult>((resolve) => {
    const w = window as unknown as { MemberSpace?: Record<string, unknown> };
    if (!w.MemberSpace?.__loader && typeof w.MemberSpace?.getMemberInfo !== 'function') return resolve({ ok: false, code: 'no-widget' });
    const deadline = Date.now() + timeoutMs;
    const shown = () =>
      Array.from(document.querySelectorAll('memberspace-widget')).some((host) => !!host.shadowRoot?.querySelector('[data-screen="diag"]'));
    const waitShown = () => {
      if (shown()) return resolve({ ok: true });
      if (Date.now() > deadline) return resolve({ ok: false, code: 'not-shown' });
      setTimeout(waitShown, 100);
    };
    const click = () => {
      const link = document.createElement('a');
      link.href = '/member/diag';
      link.hidden = true;
      link.setAttribute('data-ms-extension', '');
      let taken = false;
      link.addEventListener('click', (event) => {
        taken = event.defaultPrevented;
        event.preventDefault();
      });
      (document.body || document.documentElement).appendChild(link);
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0, view: window }));
      link.remove();
      if (taken) waitShown();
      else resolve({ ok: false, code: 'not-taken' });
    };
    const waitReady = () => {
      if (w.MemberSpace?.ready === true) return click();
      if (Date.now() > deadline) return resolve({ ok: false, code: 'not-ready' });
      setTimeout(waitReady, 100);
    };
    waitReady();
  });
}
