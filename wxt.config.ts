import { readFileSync } from 'node:fs';
import { defineConfig } from 'wxt';
import { viteAliases } from './aliases.mjs';
import { LOCALES, messagesFolder } from './extension/locale';

// The extension's popup (Preact, through the alias table of aliases.mjs that esbuild.mjs and vitest share). It carries
// no copy of the widget: it injects the environment's own loader into the page (extension/page.ts,
// docs/architecture.md "Browser extension").

/** The extension's mark at each size browsers ask for: extension/public/icon/<size>.png, drawn from extension/icon.svg. */
const ICONS = { 16: 'icon/16.png', 32: 'icon/32.png', 48: 'icon/48.png', 128: 'icon/128.png' };

export default defineConfig({
  srcDir: 'extension',
  // Copied as is into the build: the icons (wxt's default is a public/ folder at the project's root).
  publicDir: 'extension/public',
  // MS_EXT_OUTDIR: build elsewhere while a test run reads dist-extension/ (extension.spec.ts reads the same variable).
  outDir: process.env.MS_EXT_OUTDIR || 'dist-extension',
  // wxt 0.21 dev mode would try to start a browser; there is none to start here.
  webExt: { disabled: true },
  manifest: {
    // The browser shows the name and description in its own language: _locales/ below, from extension/i18n/.
    name: '__MSG_name__',
    description: '__MSG_description__',
    default_locale: 'en',
    // scripting: run page.ts's functions in the page's MAIN world; storage: the remembered site and environment.
    // <all_urls>: support staff act on a customer's page from a popup opened as a page (?tab=), where activeTab
    // grants nothing; it is owner and support tooling, never installed for visitors (docs/architecture.md).
    permissions: ['activeTab', 'scripting', 'storage'],
    host_permissions: ['<all_urls>'],
    icons: ICONS,
  },
  hooks: {
    // The toolbar button's tooltip in the browser's language too (wxt takes it from popup.html's <title>), and its
    // icon: MV3's action and Firefox's MV2 browser_action alike.
    'build:manifestGenerated': (_wxt, manifest) => {
      const button = manifest.action ?? manifest.browser_action;
      if (button) {
        button.default_title = '__MSG_title__';
        button.default_icon = ICONS;
      }
    },
    // Each locale's _locales/<folder>/messages.json, made from its extension/i18n/<locale>.json at build time: the
    // popup's texts and the manifest's have one source per locale.
    'build:publicAssets': (_wxt, files) => {
      for (const locale of LOCALES) {
        const words = JSON.parse(readFileSync(new URL(`./extension/i18n/${locale}.json`, import.meta.url), 'utf8'));
        const messages = {
          name: { message: words.manifestName },
          description: { message: words.manifestDescription },
          title: { message: words.title },
        };
        files.push({ relativeDest: `_locales/${messagesFolder(locale)}/messages.json`, contents: JSON.stringify(messages) });
      }
    },
  },
  vite: () => ({
    resolve: {
      alias: viteAliases(),
    },
  }),
});
