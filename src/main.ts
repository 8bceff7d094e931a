/**
 * The boot path's entry (esbuild.mjs): the loader imports the chunk that holds it and calls `boot`. The wiring is
 * src/app/boot.ts.
 */
export { boot } from './app/boot';
