import { installHarness, readHarnessChoice, warnUnusable } from '../harness';

/**
 * The harness's page-start script (extension/harness.ts): on a site whose page holds a harness entry (the popup's
 * "Widget build on this site"), runs the chosen build in place of the site's own, before the page's own scripts.
 * Pages without an entry are left exactly as they are. Chromium only: Firefox's MV2 content scripts have no MAIN
 * world (docs/architecture.md "Browser extension").
 */
export default defineContentScript({
  matches: ['<all_urls>'],
  runAt: 'document_start',
  world: 'MAIN',
  include: ['chrome'],
  main() {
    const choice = readHarnessChoice(window);
    if (choice.kind === 'entry') installHarness(window, choice.entry);
    else warnUnusable(choice);
  },
});
