// Finds Debian's Chromium for Playwright, which cannot download browsers here; installs it with apt when missing.
// `node scripts/chromium.mjs` ensures it (used by npm run test:browser); playwright.config.ts imports testBrowserPath.
//
// Two binaries of the same Chromium release, as Playwright itself uses them: the browser (`chromium`) and its
// headless shell (`chromium-headless-shell`, the "old headless" build that Playwright runs for every headless test
// since v1.49: github.com/microsoft/playwright/issues/33566). The shell is the same engine without the browser's
// UI layer and costs about 40 % less CPU per test here (docs/testing.md has the measure). Browser tests run in the
// shell; what needs the browser itself (extensions, which the shell cannot load; the gallery's pictures and the
// benchmark, which should see what members see) launches `chromiumPath()`.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// /usr/lib/chromium/chromium is the real binary; /usr/bin/chromium is a wrapper script that prints a warning.
const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/lib/chromium/chromium', '/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function chromiumPath() {
  return CANDIDATES.find((p) => p && existsSync(p)) ?? null;
}

// CHROMIUM_PATH alone (a browser of the developer's choosing) is used for the tests too.
const SHELL_CANDIDATES =
  process.env.CHROMIUM_PATH && !process.env.CHROMIUM_SHELL_PATH
    ? []
    : [process.env.CHROMIUM_SHELL_PATH, '/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'];

/** The binary for browser tests: the headless shell, or the browser when only it is installed. */
export function testBrowserPath() {
  return SHELL_CANDIDATES.find((p) => p && existsSync(p)) ?? chromiumPath();
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const PACKAGES = 'chromium chromium-headless-shell';
const shellPath = () => SHELL_CANDIDATES.find((p) => p && existsSync(p)) ?? null;

function ensure() {
  if (chromiumPath() && (shellPath() || process.env.CHROMIUM_PATH)) return `${chromiumPath()}, ${shellPath() ?? 'no headless shell'}`;
  if (process.getuid?.() !== 0) {
    const install = `sudo apt-get update && sudo apt-get install -y ${PACKAGES}`;
    if (!chromiumPath()) throw new Error(`Chromium is missing. Install it with: ${install}`);
    // The browser alone runs every test, only slower.
    console.warn(`Chromium's headless shell is missing: the tests run in the full browser, slower. Install it with: ${install}`);
    return chromiumPath();
  }
  console.log(`Chromium not found: installing Debian's ${PACKAGES} with apt-get (about 30 s)…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${PACKAGES}`, { stdio: 'inherit' });
  if (!chromiumPath() || !shellPath()) throw new Error(`apt-get installed ${PACKAGES} but a binary was not found`);
  return `${chromiumPath()}, ${shellPath()}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(`Chromium: ${ensure()}`);
}
