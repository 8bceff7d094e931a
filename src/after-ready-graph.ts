/**
 * Imported at build time (esbuild.mjs) by every module of src/ that is not in the boot chunk, never by hand: the
 * same trick as boot-graph.ts for what starts at ready. Every lazy chunk then reaches the after-ready graph, so the
 * small modules it shares with them (selectors, the owner-HTML inserter, polling, referral data…) ship inside the
 * after-ready chunk, which every page has loaded by then, instead of as tiny chunks of their own, each a request
 * with its own import and export glue.
 */
import './app/afterReady';
