/**
 * Every text the extension's popup shows, in one place. Reasons are sentences a site owner or a support
 * person can act on: what happened and, where there is one, what to do.
 */
export const TEXT = {
  title: 'MemberSpace widget',
  pageLabel: 'Page',
  checking: 'Checking this page…',
  subdomainLabel: 'Site (subdomain)',
  envLabel: 'Environment',
  fixtureOriginLabel: 'Fixture server origin',
  fixtureOriginHint: 'e.g. http://127.0.0.1:4174 (where npm start serves the widget)',
  envNames: { production: 'Production', staging: 'Staging', development: 'Development', fixture: 'Fixture' },
  preview: 'Preview the widget on this page',
  injecting: (url: string) => `Injecting ${url}…`,
  injected: (subdomain: string, env: string) => `Widget injected and ready (subdomain ${subdomain}, env ${env}).`,
  found: (subdomain: string | null, env: string | null) =>
    `Widget found on this page (subdomain ${subdomain ?? 'unknown'}, env ${env ?? 'unknown'}).`,
  foundNotReady: 'It has not reported ready yet.',
  foundLoadError: (error: string) => `Its code could not load: ${error}`,
  tagNotRunning: (src: string) => `This page has the widget's script tag (${src}), but it has not run (blocked, or still loading).`,
  openDiagnostics: 'Open diagnostics',
  openingDiagnostics: 'Opening diagnostics…',
  diagnosticsOpen: 'Diagnostics are open on the page.',
  cspWarning: (list: string) => `While the widget started, the page's Content-Security-Policy blocked: ${list}.`,
  cannotPreview: 'The widget cannot be previewed on this page.',
  reasons: {
    noTab: 'No tab to act on: open the popup from the tab of the page you want to preview.',
    browserPage: (url: string) =>
      `This is a browser page (${url}). Browsers do not let extensions run scripts on their own pages, so the widget cannot run here.`,
    noAccess: (detail: string) => `The browser does not let the extension run scripts on this page: ${detail}`,
    noScripting:
      "This browser does not let the extension run scripts in the page's own context (it needs Chromium 111 or Firefox 128 or newer).",
    invalidSubdomain: 'Enter the site\'s subdomain: letters, digits and hyphens (e.g. "demo").',
    invalidOrigin: 'Enter the fixture server\'s origin, e.g. http://127.0.0.1:4174 (no path).',
    csp: (url: string, directive: string, origin: string) =>
      `The page's Content-Security-Policy blocked the widget's script (${directive}: ${url}). To install the widget on this site, its policy must allow ${origin} in script-src.`,
    network: (url: string) => `The widget's script could not be downloaded from ${url}. Check the environment and that its server is reachable.`,
    loadError: (detail: string) => `The widget's loader ran but its code could not load: ${detail}`,
    timeout: (seconds: number) => `The widget did not report ready within ${seconds} seconds.`,
    noWidget: 'The widget is no longer on this page (was it reloaded?).',
    notTaken: 'The widget did not take the diagnostics link (it may not have started on this page).',
    diagNotShown: (seconds: number) => `The widget took the diagnostics link but showed no diagnostics within ${seconds} seconds.`,
    pageError: (detail: string) => `The page refused the script: ${detail}`,
  },
} as const;
