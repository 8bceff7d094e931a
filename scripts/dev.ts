/**
 * `npm run dev`: the dev loop. Builds the widget in dev mode (esbuild.mjs `build({ dev: true })`: unminified, with
 * the dev client) into dist-dev/, serves the fixture world on it as `npm start` does, and rebuilds whenever src/ (or
 * the translations' checks in scripts/i18n/) changes. Each build's outcome goes to the pages on the fixture CDN's
 * event stream (fixtures/devEvents.ts): `build` with its id once it is fully written (the pages reload), `error`
 * with esbuild's message when it failed (the pages show it over the build that keeps running). dist/ is untouched.
 */
import { watch, type FSWatcher } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatMessages, type Message } from 'esbuild';
import { build } from '../esbuild.mjs';
import { createDevEvents } from '../fixtures/devEvents';
import { printWelcome, specMinimalFromEnv, startOnUsualPorts } from '../fixtures/start';
import { createRebuilds } from './dev/rebuilds';

const root = fileURLToPath(new URL('..', import.meta.url));
/** MS_DEV_OUTDIR: another folder for the dev build (dist-dev/ by default). */
const outdir = process.env.MS_DEV_OUTDIR || join(root, 'dist-dev');
/** What the build reads at each run: the widget's sources and translations, and the translations' checks. */
const WATCHED = ['src', 'scripts/i18n'];
/** Long enough to take a save of many files (a branch switch, a formatter) as one change. */
const DEBOUNCE_MS = 80;

const events = createDevEvents();
const time = () => new Date().toLocaleTimeString();

/** A failed build's message as esbuild formats it (file, line, the code with a caret), or the error's own. */
async function messageOf(error: unknown): Promise<string> {
  const errors = (error as { errors?: Message[] }).errors;
  if (Array.isArray(errors) && errors.length) {
    return (await formatMessages(errors, { kind: 'error', color: false })).join('').trim();
  }
  return error instanceof Error ? error.message : String(error);
}

async function rebuild(): Promise<void> {
  const started = Date.now();
  try {
    const manifest = await build({ dev: true, outdir });
    events.send({ event: 'build', data: manifest.build });
    console.log(`[${time()}] built ${manifest.build} in ${Date.now() - started} ms (open pages: ${events.clients})`);
  } catch (error) {
    const message = await messageOf(error);
    events.send({ event: 'error', data: message });
    // esbuild has printed its errors already; others are printed here.
    if (!(error as { errors?: unknown }).errors) console.error(message);
    console.error(`[${time()}] build failed: the pages keep the last build that succeeded and show the error.`);
  }
}

await rebuild();
const specMinimal = specMinimalFromEnv();
const server = await startOnUsualPorts({ specMinimal, distDir: outdir, devEvents: events });
printWelcome(server, specMinimal);

const rebuilds = createRebuilds(rebuild, DEBOUNCE_MS);
const watchers: FSWatcher[] = WATCHED.map((dir) =>
  watch(join(root, dir), { recursive: true }, (_event, file) => {
    // Editors' swap and backup files are not sources.
    if (file && /(^|\/)\.|~$|\.swp$/.test(file)) return;
    rebuilds.changed();
  }),
);
const shown = relative(root, outdir);
console.log(
  `\nWatching ${WATCHED.map((d) => `${d}/`).join(' and ')}: each change rebuilds into ${shown.startsWith('..') ? outdir : shown}/ and reloads the open pages.`,
);
console.log('Ctrl-C stops.');

const stop = () => {
  rebuilds.stop();
  for (const w of watchers) w.close();
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
