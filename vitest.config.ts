import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { viteAliases } from './aliases.mjs';

// Unit tests of the widget run in happy-dom; the fixture server's own tests run in node.
// Browser tests are Playwright's (playwright.config.ts), never vitest's.
// The React-to-Preact table of aliases.mjs, plus the dev runtime: vitest 4 compiles JSX with oxc (the esbuild
// options below are ignored), which imports it.
const alias = viteAliases({ devRuntime: true });

export default defineConfig({
  resolve: { alias },
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
  test: {
    // Vitest's default leaves one worker on 2 cores; the unit files wait on happy-dom's setup and the integration
    // files on HTTP, so a worker more than the cores halves the run here (90 s → 50 s; docs/testing.md).
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['test/unit/setup.ts'],
        },
      },
      {
        test: { name: 'fixtures', include: ['test/fixtures/**/*.test.ts'], environment: 'node' },
      },
      {
        // The widget's API client and session against the real fixture server, over real HTTP.
        resolve: { alias },
        test: { name: 'integration', include: ['test/integration/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
});
