// The one React-to-Preact alias table, for esbuild.mjs (the embed), vitest.config.ts (unit tests) and wxt.config.ts
// (the extension's popup): react, react-dom and the JSX runtime run on preact/compat.
import { fileURLToPath } from 'node:url';

/** Package → replacement, exact names (esbuild's `alias` form). */
export const REACT_TO_PREACT = {
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react-dom/client': 'preact/compat/client',
  'react-dom': 'preact/compat',
  react: 'preact/compat',
};

/**
 * vitest 4 compiles JSX with oxc, which imports the dev runtime; esbuild and wxt's production builds never do,
 * so only vitest adds this row.
 */
export const DEV_RUNTIME = { 'react/jsx-dev-runtime': 'preact/jsx-dev-runtime' };

/**
 * @preact/signals-react: its runtime hook becomes a no-op (signals update through preact/compat, GUIDE.md) and the
 * package becomes @preact/signals. esbuild.mjs resolves the package per importer instead (its signals plugin: the
 * boot path gets @preact/signals-core, src/ui/ gets src/ui-signals.ts); vitest and wxt take these two rows.
 */
export const SIGNALS_RUNTIME = fileURLToPath(new URL('./src/signals-runtime.ts', import.meta.url));
export const SIGNALS = { '@preact/signals-react/runtime': SIGNALS_RUNTIME, '@preact/signals-react': '@preact/signals' };

const exact = (name) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);

/** The table in Vite's form (vitest, wxt): exact-match patterns, so `react` does not also catch `react-dom`. */
export function viteAliases({ devRuntime = false } = {}) {
  const rows = { ...REACT_TO_PREACT, ...(devRuntime ? DEV_RUNTIME : {}), ...SIGNALS };
  return Object.entries(rows).map(([name, replacement]) => ({ find: exact(name), replacement }));
}
