/**
 * Imported by every module of src/shell/ at build time (esbuild.mjs), never by hand: the trick of ui-graph.ts for the
 * shell. The interface, embeds and screens each use a part of the shell (its sheet, font, texts, the avatar); with
 * this every one of them reaches all of it, so the shell ships as one chunk (one request on a page view) rather than
 * one per set of chunks sharing a part.
 */
import './shell/mountShell';
