/**
 * Imported by every module of src/ui/ at build time (esbuild.mjs), never by hand: the same trick as
 * boot-graph.ts one level down. Every lazy chunk of the interface (screens, payments, embeds, content) reaches
 * the interface's whole graph, so that graph ships as one chunk instead of one small chunk per combination of
 * lazy chunks that share a module, each with its own import and export glue.
 */
import './ui/mount';
