import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium.mjs';

// Browser tests: the built bundle (dist/) in Debian's Chromium against the real fixture server, which each
// worker starts on free 127.0.0.1 ports (test/browser/fixtures.ts). `npm run test:browser` installs Chromium first.
export default defineConfig({
  testDir: 'test/browser',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // CI runs two workers, each a Chromium and a fixture world, on a 2-core machine that may be busier than a
  // developer's: waits get twice the room there. These bound how long a test waits, never what it asserts.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: chromiumPath() ?? undefined, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
});
