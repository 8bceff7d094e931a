import { defineConfig } from 'wxt';
import { fileURLToPath } from 'node:url';

// The extension ships the very same widget entry as the embed (src/), aliased to Preact like esbuild.mjs does.
const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  srcDir: 'extension',
  outDir: 'dist-extension',
  // wxt 0.21 dev mode would try to start a browser; there is none to start here.
  webExt: { disabled: true },
  manifest: {
    name: 'MemberSpace widget preview',
    description: 'Preview the membership widget on any page and open its diagnostics.',
    permissions: ['activeTab', 'scripting', 'storage'],
  },
  vite: () => ({
    resolve: {
      alias: [
        { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
        { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
        { find: /^react-dom$/, replacement: 'preact/compat' },
        { find: /^react$/, replacement: 'preact/compat' },
        { find: /^@preact\/signals-react\/runtime$/, replacement: here('./src/signals-runtime.ts') },
        { find: /^@preact\/signals-react$/, replacement: '@preact/signals' },
      ],
    },
  }),
});
