import { afterEach, describe, expect, it } from 'vitest';
import {
  diagnosticsFailureReason,
  injectFailureReason,
  isBrowserPage,
  parseOrigin,
  scriptingErrorReason,
  tabIdFromQuery,
  widgetTarget,
  envForBuild,
  harnessEntryFor,
  initialBuildChoice,
  runningBuild,
  harnessSites,
  sitePattern,
} from '../../extension/logic';
import type { PageWidget } from '../../extension/page';
import { openDiagnostics, probeWidget } from '../../extension/page';
import { t } from '../../extension/texts';

describe('extension: the loader per environment (the embed build, never a copy)', () => {
  it("uses the install snippet's loader in production and the same path under the other bases of src/core/shell/settings.ts", () => {
    expect(widgetTarget({ subdomain: ' Demo ', env: 'production', fixtureOrigin: '' })).toEqual({
      ok: true,
      scriptUrl: 'https://cdn.memberspace.com/scripts/widget.js',
      subdomain: 'demo',
      env: 'production',
    });
    expect(widgetTarget({ subdomain: 'demo', env: 'staging', fixtureOrigin: '' })).toMatchObject({
      scriptUrl: 'https://cdn.staging.memberspace.com/scripts/widget.js',
    });
    expect(widgetTarget({ subdomain: 'demo', env: 'development', fixtureOrigin: '' })).toMatchObject({
      scriptUrl: 'http://localhost:3000/cdn/scripts/widget.js',
    });
  });
  it("points the fixture environment at the fixture server's /widget/widget.js", () => {
    expect(widgetTarget({ subdomain: 'demo', env: 'fixture', fixtureOrigin: 'http://127.0.0.1:4174/' })).toEqual({
      ok: true,
      scriptUrl: 'http://127.0.0.1:4174/widget/widget.js',
      subdomain: 'demo',
      env: 'fixture',
    });
  });
  it('refuses what the widget itself would refuse, with the reason', () => {
    expect(widgetTarget({ subdomain: 'no spaces', env: 'production', fixtureOrigin: '' })).toEqual({
      ok: false,
      reason: t('reasonInvalidSubdomain'),
    });
    expect(widgetTarget({ subdomain: '', env: 'staging', fixtureOrigin: '' })).toEqual({ ok: false, reason: t('reasonInvalidSubdomain') });
    expect(widgetTarget({ subdomain: 'demo', env: 'fixture', fixtureOrigin: 'http://127.0.0.1:4174/widget/' })).toEqual({
      ok: false,
      reason: t('reasonInvalidOrigin'),
    });
    expect(widgetTarget({ subdomain: 'demo', env: 'bogus' as never, fixtureOrigin: '' })).toMatchObject({ ok: false });
  });
  it('reads origins typed by hand', () => {
    expect(parseOrigin(' http://127.0.0.1:4174 ')).toBe('http://127.0.0.1:4174');
    expect(parseOrigin('https://cdn.example.test/')).toBe('https://cdn.example.test');
    for (const bad of ['127.0.0.1:4174', 'ftp://x.test', 'javascript:alert(1)', 'http://x.test/path', 'http://x.test/?q', 'http://u:p@x.test']) {
      expect(parseOrigin(bad), bad).toBeNull();
    }
  });
});

describe('extension: the build on this site (the harness entry)', () => {
  const choice = { build: 'local', localOrigin: 'http://127.0.0.1:4174/', env: 'fixture', subdomain: ' Demo ' } as const;
  it("writes the local build's loader at the dev origin, the chosen environment and the site", () => {
    expect(harnessEntryFor(choice)).toEqual({
      ok: true,
      entry: { build: 'local', loaderUrl: 'http://127.0.0.1:4174/widget/widget.js', env: 'fixture', subdomain: 'demo' },
    });
  });
  it("takes staging's and production's loaders from their environments' CDNs, and the site's own is no entry", () => {
    expect(harnessEntryFor({ ...choice, build: 'staging', env: 'staging' })).toMatchObject({
      entry: { build: 'staging', loaderUrl: 'https://cdn.staging.memberspace.com/scripts/widget.js', env: 'staging' },
    });
    expect(harnessEntryFor({ ...choice, build: 'production', env: 'fixture' })).toMatchObject({
      entry: { loaderUrl: 'https://cdn.memberspace.com/scripts/widget.js', env: 'fixture' },
    });
    expect(harnessEntryFor({ ...choice, build: 'own', subdomain: '' })).toEqual({ ok: true, entry: null });
  });
  it('refuses a local origin off this machine and a bad subdomain, naming the field', () => {
    expect(harnessEntryFor({ ...choice, localOrigin: 'https://evil.test' })).toEqual({
      ok: false,
      reason: t('reasonLocalOrigin'),
      field: 'localOrigin',
    });
    expect(harnessEntryFor({ ...choice, localOrigin: 'http://127.0.0.1:4174/widget/' })).toMatchObject({ ok: false, field: 'localOrigin' });
    expect(harnessEntryFor({ ...choice, subdomain: 'no spaces' })).toEqual({ ok: false, reason: t('reasonInvalidSubdomain'), field: 'subdomain' });
  });
  it('starts from what the page runs, and staging and production bring their own environment', () => {
    const page = { found: true, harness: null, env: 'fixture', subdomain: 'demo' } as unknown as PageWidget;
    expect(initialBuildChoice(page, 'http://127.0.0.1:4174')).toEqual({
      build: 'own',
      localOrigin: 'http://127.0.0.1:4174',
      env: 'fixture',
      subdomain: 'demo',
    });
    expect(initialBuildChoice({ ...page, harness: 'staging', env: null, subdomain: null }, 'x')).toMatchObject({
      build: 'staging',
      env: 'production',
      subdomain: '',
    });
    expect(runningBuild({ ...page, found: false })).toBeNull();
    expect([
      envForBuild('staging', 'fixture'),
      envForBuild('production', 'fixture'),
      envForBuild('local', 'fixture'),
      envForBuild('own', 'staging'),
    ]).toEqual(['staging', 'production', 'fixture', 'staging']);
  });
});

describe('extension: the sites the page-start script is registered for', () => {
  it("adds a site when a build is chosen for it and drops it when the site's own comes back", () => {
    const site = 'http://127.0.0.1:4100';
    expect(harnessSites([], site, 'local')).toEqual(['http://127.0.0.1:4100/*']);
    expect(harnessSites(['https://a.test/*'], site, 'staging')).toEqual(['https://a.test/*', 'http://127.0.0.1:4100/*']);
    expect(harnessSites(['http://127.0.0.1:4100/*'], site, 'production')).toEqual(['http://127.0.0.1:4100/*']);
    expect(harnessSites(['https://a.test/*', 'http://127.0.0.1:4100/*'], site, 'own')).toEqual(['https://a.test/*']);
  });
  it('registers it for one origin at a time, never a wider pattern', () => {
    expect(sitePattern('https://www.example.test')).toBe('https://www.example.test/*');
    for (const origin of ['<all_urls>', '*://*/*', 'https://*.example.test', 'file:///', 'chrome://version', 'https://a.test/x', ''])
      expect(sitePattern(origin), origin).toBeNull();
    expect(harnessSites([], '<all_urls>', 'local')).toEqual([]);
  });
});

describe('extension: which tab', () => {
  it('takes ?tab=<id> and nothing else', () => {
    expect(tabIdFromQuery('?tab=42')).toBe(42);
    expect(tabIdFromQuery('?x=1&tab=7')).toBe(7);
    for (const bad of ['', '?tab=', '?tab=-1', '?tab=1.5', '?tab=abc', '?tab=12345678901']) expect(tabIdFromQuery(bad), bad).toBeNull();
  });
});

describe('extension: reasons', () => {
  it("names browser pages from their URL or from the browser's refusal", () => {
    for (const url of [
      'chrome://version/',
      'chrome-extension://abc/popup.html',
      'about:blank',
      'edge://settings',
      'https://chromewebstore.google.com/detail/x',
      'https://addons.mozilla.org/en-US/firefox/',
    ]) {
      expect(isBrowserPage(url), url).toBe(true);
    }
    expect(isBrowserPage('https://example.com/')).toBe(false);
    expect(isBrowserPage(undefined)).toBe(false);
    expect(scriptingErrorReason(new Error('Cannot access a chrome:// URL'), undefined)).toBe(t('reasonBrowserPage', { url: 'chrome://…' }));
    expect(scriptingErrorReason(new Error('whatever'), 'chrome://settings/')).toBe(t('reasonBrowserPage', { url: 'chrome://settings/' }));
    expect(scriptingErrorReason(new Error('The extensions gallery cannot be scripted.'), undefined)).toBe(
      t('reasonBrowserPage', { url: 'a page of the browser' }),
    );
    expect(scriptingErrorReason(new Error('No tab with id: 9.'), 'https://example.com/')).toBe(t('reasonNoAccess', { detail: 'No tab with id: 9.' }));
  });
  it('says why an injection failed, never nothing', () => {
    const url = 'https://cdn.memberspace.com/scripts/widget.js';
    expect(injectFailureReason({ ok: false, code: 'csp', detail: 'script-src-elem', blocked: url }, url, 15_000)).toBe(
      "The page's Content-Security-Policy blocked the widget's script (script-src-elem: https://cdn.memberspace.com/scripts/widget.js). To install the widget on this site, its policy must allow https://cdn.memberspace.com in script-src.",
    );
    expect(injectFailureReason({ ok: false, code: 'network' }, url, 15_000)).toBe(t('reasonNetwork', { url }));
    expect(injectFailureReason({ ok: false, code: 'timeout' }, url, 15_000)).toBe('The widget did not report ready within 15 seconds.');
    expect(injectFailureReason({ ok: false, code: 'load-error', detail: 'TypeError: x' }, url, 15_000)).toContain('TypeError: x');
    expect(injectFailureReason({ ok: false, code: 'page-error', detail: 'TrustedScriptURL' }, url, 15_000)).toContain('TrustedScriptURL');
    for (const code of ['no-widget', 'not-ready', 'not-taken', 'not-shown'] as const) {
      expect(diagnosticsFailureReason({ ok: false, code }, 10_000)).toMatch(/\w/);
    }
  });
});

describe('extension: the functions run in the page', () => {
  afterEach(() => {
    delete (window as any).MemberSpace;
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    sessionStorage.clear();
  });

  it('finds no widget on a page without one', () => {
    expect(probeWidget()).toMatchObject({ found: false, subdomain: null, env: null, injected: false, idleTag: null });
  });
  it("reads an installed widget's subdomain and environment the way the widget does", () => {
    (window as any).MemberSpace = { subdomain: 'demo', __loader: 1, ready: true };
    // Through innerHTML, so happy-dom does not try to load it.
    document.head.innerHTML = '<script src="https://cdn.example.test/widget/widget.js" data-env="fixture"></script>';
    expect(probeWidget()).toMatchObject({ found: true, subdomain: 'demo', env: 'fixture', ready: true, injected: false, idleTag: null });
    sessionStorage.setItem('memberspace.env', 'staging'); // the support override wins, as in src/host/pageSettings.ts
    expect(probeWidget()).toMatchObject({ env: 'staging' });
  });
  it("names the running build: its id (MemberSpace.build) and the harness's build from its loader tag", () => {
    (window as any).MemberSpace = { subdomain: 'demo', __loader: 1, ready: true, build: '0123456789' };
    document.head.innerHTML =
      '<script src="https://cdn.example.test/widget/widget.js"></script><script src="http://127.0.0.1:4174/widget/widget.js" data-ms-extension data-ms-harness="local"></script>';
    const probed = probeWidget();
    expect(probed).toMatchObject({ buildId: '0123456789', harness: 'local', injected: true, src: 'http://127.0.0.1:4174/widget/widget.js' });
    expect(runningBuild(probed)).toBe('local');
    (window as any).MemberSpace.build = '<b>not an id</b>';
    document.head.innerHTML = '<script src="https://cdn.example.test/widget/widget.js"></script>';
    expect(probeWidget()).toMatchObject({ buildId: null, harness: null });
    expect(runningBuild(probeWidget())).toBe('own');
    expect(probeWidget().loadedAt).toBe(performance.timeOrigin);
  });
  it('reports a loader tag that never ran', () => {
    (window as any).MemberSpace = { subdomain: 'demo' };
    document.head.innerHTML = '<script src="https://cdn.example.test/scripts/widget.js"></script>';
    expect(probeWidget()).toMatchObject({ found: false, idleTag: 'https://cdn.example.test/scripts/widget.js' });
  });
  it('opens diagnostics through a /member/diag click the widget takes, and never lets the page navigate', async () => {
    expect(await openDiagnostics(300)).toEqual({ ok: false, code: 'no-widget' });
    (window as any).MemberSpace = { __loader: 1, ready: true };
    let defaultPrevented: boolean | null = null;
    const after = (e: Event) => (defaultPrevented = e.defaultPrevented);
    window.addEventListener('click', after);
    expect(await openDiagnostics(300)).toEqual({ ok: false, code: 'not-taken' });
    expect(defaultPrevented).toBe(true); // cancelled by us, so no navigation to a 404
    // A stand-in widget: takes same-origin /member/ clicks in the capture phase and shows the screen.
    const take = (e: MouseEvent) => {
      const a = (e.target as Element).closest('a');
      if (a?.getAttribute('href') !== '/member/diag') return;
      e.preventDefault();
      const host = document.createElement('memberspace-widget');
      host.attachShadow({ mode: 'open' }).innerHTML = '<div role="dialog" data-screen="diag"></div>';
      document.body.append(host);
    };
    document.addEventListener('click', take, true);
    expect(await openDiagnostics(1000)).toEqual({ ok: true });
    expect(document.querySelector('[data-ms-extension]')).toBeNull();
    document.removeEventListener('click', take, true);
    window.removeEventListener('click', after);
  });
  it('waits for the widget to be ready before clicking, within the time given', async () => {
    (window as any).MemberSpace = { __loader: 1, ready: false };
    expect(await openDiagnostics(250)).toEqual({ ok: false, code: 'not-ready' });
  });
});
