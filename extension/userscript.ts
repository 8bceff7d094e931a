/**
 * The userscript's body (dist/memberspace-dev.user.js, built by scripts/userscript.mjs): the extension's harness
 * (harness.ts) run by a userscript manager at document start. The page's entry chooses the build as it does for the
 * extension; without one, the local build at the dev origin runs; `{"build":"off"}` turns it off on a site.
 */
import { installHarness, readHarnessChoice, USERSCRIPT_DEFAULT, warnUnusable } from './harness';

const choice = readHarnessChoice(window);
warnUnusable(choice);
if (choice.kind !== 'off') installHarness(window, choice.kind === 'entry' ? choice.entry : USERSCRIPT_DEFAULT);
