// Finds Debian's Chromium for Playwright, which cannot download browsers here; installs it with apt when missing.
// `node scripts/chromium.mjs` ensures it (used by npm run test:browser); playwright.config.ts imports chromiumPath.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// /usr/lib/chromium/chromium is the real binary; /usr/bin/chromium is a wrapper script that prints a warning.
const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/lib/chromium/chromium', '/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function chromiumPath() {
  return CANDIDATES.find((p) => p && existsSync(p)) ?? null;
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

function ensure() {
  const found = chromiumPath();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error('Chromium is missing. Install it with: sudo apt-get update && sudo apt-get install -y chromium');
  }
  console.log('Chromium not found: installing Debian chromium with apt-get (about 30 s)…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  const installed = chromiumPath();
  if (!installed) throw new Error('apt-get installed chromium but no binary was found');
  return installed;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(`Chromium: ${ensure()}`);
}
