/**
 * Imported by every module of src/ at build time (esbuild.mjs, the boot-graph plugin), never by hand.
 *
 * esbuild puts each module in the chunk of the set of entry points (main and every dynamic import) that reach
 * it. Modules of the boot path were reached by different sets of lazy chunks, so the boot path came out as 19
 * small chunks: 19 requests, each with its own import and export glue. Making every entry reach main's whole
 * graph gives all of it one set, so the boot path is one chunk, which the loader imports directly (esbuild's
 * one-line facade for main is not shipped: scripts/facades.mjs). Lazy
 * chunks load after boot, when that chunk is already in memory: the import costs them nothing.
 */
import './main';
