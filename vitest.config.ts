import { defineConfig } from 'vitest/config';

// Unit tests of the widget run in happy-dom; the fixture server's own tests run in node.
// Browser tests are Playwright's (playwright.config.ts), never vitest's.
const alias = [
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  // vitest 4 compiles JSX with oxc (the esbuild options below are ignored), which imports the dev runtime.
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^@preact\/signals-react\/runtime$/, replacement: new URL('./src/signals-runtime.ts', import.meta.url).pathname },
  { find: /^@preact\/signals-react$/, replacement: '@preact/signals' },
];

export default defineConfig({
  resolve: { alias },
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
  test: {
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
