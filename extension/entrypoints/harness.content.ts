import { installHarness, readHarnessChoice, warnUnusable } from '../harness';

/**
 * The harness's page-start script (extension/harness.ts): on a site whose page holds a harness entry (the popup's
 * "Widget build on this site"), runs the chosen build in place of the site's own, before the page's own scripts.
 * Declared for no site: the popup registers it at run time for the sites the owner chose a build for only
 * (tabs.ts `chooseHarnessSite`), as a MAIN-world script on every site would run in every page the browser opens.
 * Chromium only: Firefox's MV2 content scripts have no MAIN world (docs/architecture.md "Browser extension").
 */
export default defineContentScript({
  // No pattern here: none reaches the manifest or host_permissions; the popup gives the sites.
  matches: [],
  registration: 'runtime',
  runAt: 'document_start',
  world: 'MAIN',
  include: ['chrome'],
  main() {
    const choice = readHarnessChoice(window);
    if (choice.kind === 'entry') installHarness(window, choice.entry);
    else warnUnusable(choice);
  },
});
