/**
 * The main chunk's entry (esbuild.mjs): the loader imports it and calls `boot`. The wiring is src/app/boot.ts.
 */
export { boot } from './app/boot';
