import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath, testBrowserPath } from './scripts/chromium.mjs';

// Browser tests: the built bundle (dist/) in Debian's Chromium (its headless shell: scripts/chromium.mjs) against
// the real fixture server, which each worker starts on free 127.0.0.1 ports (test/browser/fixtures.ts).
// `npm run test:browser` installs Chromium first. Every run also writes a JSON report that `npm run test:timing`
// reads: where the time went, per spec and per test.
/** The tag of tests that need Chromium's browser, not its headless shell. */
const FULL_BROWSER = /@full-browser/;

export default defineConfig({
  testDir: 'test/browser',
  fullyParallel: true,
  // Two workers at least: on 2 cores, 2, 3 and 4 workers take the same time (the browsers keep both cores busy),
  // and Playwright's default (half the cores) would leave one worker here. docs/testing.md has the measures.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  retries: 0,
  // CI runs two workers, each a Chromium and a fixture world, on a 2-core machine that may be busier than a
  // developer's: waits get twice the room there. These bound how long a test waits, never what it asserts.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  // `--list` runs nothing: it must not replace the last run's report with an empty one.
  reporter: process.argv.includes('--list') ? [['list']] : [['list'], ['json', { outputFile: 'playwright-report/timing.json' }]],
  use: { browserName: 'chromium', headless: true, trace: 'retain-on-failure' },
  projects: [
    { name: 'shell', grepInvert: FULL_BROWSER, use: { launchOptions: { executablePath: testBrowserPath() ?? undefined, args: CHROMIUM_ARGS } } },
    // What the shell does not have: the PDF viewer (the shell downloads a PDF instead of showing it). Tests that
    // need it carry the tag; extension.spec.ts launches the browser itself.
    { name: 'browser', grep: FULL_BROWSER, use: { launchOptions: { executablePath: chromiumPath() ?? undefined, args: CHROMIUM_ARGS } } },
  ],
});
