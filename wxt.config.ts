import { defineConfig } from 'wxt';
import { viteAliases } from './aliases.mjs';

// The extension's popup (Preact, through the alias table of aliases.mjs that esbuild.mjs and vitest share). It carries
// no copy of the widget: it injects the environment's own loader into the page (extension/page.ts,
// docs/architecture.md "Browser extension").
export default defineConfig({
  srcDir: 'extension',
  // MS_EXT_OUTDIR: build elsewhere while a test run reads dist-extension/ (extension.spec.ts reads the same variable).
  outDir: process.env.MS_EXT_OUTDIR || 'dist-extension',
  // wxt 0.21 dev mode would try to start a browser; there is none to start here.
  webExt: { disabled: true },
  manifest: {
    name: 'MemberSpace widget preview',
    description: 'Preview the membership widget on any page and open its diagnostics.',
    // scripting: run page.ts's functions in the page's MAIN world; storage: the remembered site and environment.
    // <all_urls>: support staff act on a customer's page from a popup opened as a page (?tab=), where activeTab
    // grants nothing; it is owner and support tooling, never installed for visitors (docs/architecture.md).
    permissions: ['activeTab', 'scripting', 'storage'],
    host_permissions: ['<all_urls>'],
  },
  vite: () => ({
    resolve: {
      alias: viteAliases(),
    },
  }),
});
