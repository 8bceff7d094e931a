/**
 * Imported at build time (esbuild.mjs) by every module of src/ that is not in the boot chunk, never by hand: the
 * same trick as boot-graph.ts for what starts at ready. Every lazy chunk then reaches the after-ready graph, so the
 * small modules it shares with them (selectors, the owner-HTML inserter, polling, referral data…) ship inside the
 * after-ready chunk, which every page has loaded by then, instead of as tiny chunks of their own, each a request
 * with its own import and export glue.
 */
import './app/afterReady';
// Two small tables every page view with the member button reads (the shell's texts, the log's lines), which several
// lazy chunks share: in the after-ready chunk rather than two requests of their own (0.2 and 0.7 KB).
import './core/texts/logMessages';
import './core/texts/shellTexts';
