// `npm run size`: raw, gzip and brotli bytes of every file of the embed (dist/), of the boot path (what a visitor
// on an unprotected page downloads before the ready event), of the sign-in flow (what a click on a sign-in link
// downloads on top of it until the login form is usable: the manifest's `signIn`, from esbuild's metafile) and of
// all chunks; exits 1 when a budget is exceeded. Run `npm run build` first.
import { readFile } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { BUDGETS } from './budgets.mjs';

/** The boot path's aim, printed beside its budget (never failing). */
const BOOT_AIM = 18 * 1024;

// MS_OUTDIR: measure a build made elsewhere (esbuild.mjs takes the same variable).
const dist = process.env.MS_OUTDIR ? new URL(`file://${process.env.MS_OUTDIR.replace(/\/?$/, '/')}`) : new URL('../dist/', import.meta.url);
let manifest;
try {
  manifest = JSON.parse(await readFile(new URL('manifest.json', dist), 'utf8'));
} catch {
  console.error('dist/manifest.json is missing: run npm run build first.');
  process.exit(1);
}
if (!manifest.signIn) {
  console.error('dist/manifest.json has no sign-in flow: run npm run build again.');
  process.exit(1);
}

const measure = async (file) => {
  const body = await readFile(new URL(file, dist));
  return {
    file,
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
};
const rows = await Promise.all(manifest.chunks.map(measure));
const sum = (files) => {
  const picked = rows.filter((r) => files.includes(r.file));
  return Object.fromEntries(['raw', 'gzip', 'brotli'].map((k) => [k, picked.reduce((s, r) => s + r[k], 0)]));
};
const kb = (n) => `${(n / 1024).toFixed(2)} KB`.padStart(10);
const line = (name, r, budget) =>
  `${name.padEnd(28)}${kb(r.raw)}${kb(r.gzip)}${kb(r.brotli)}${budget ? `   budget ${kb(budget).trim()} gzip ${r.gzip <= budget ? 'ok' : 'EXCEEDED'}` : ''}`;

console.log(`${'file'.padEnd(28)}${'raw'.padStart(10)}${'gzip'.padStart(10)}${'brotli'.padStart(10)}`);
const mark = (file) => (manifest.boot.includes(file) ? ' *' : manifest.signIn.includes(file) ? ' +' : '');
for (const r of rows.sort((a, b) => b.gzip - a.gzip)) console.log(line(`${r.file}${mark(r.file)}`, r));
console.log('-'.repeat(58));
const loader = sum([manifest.loader]);
const boot = sum(manifest.boot);
const signIn = sum(manifest.signIn);
const total = sum(manifest.chunks);
console.log(line('loader (widget.js)', loader, BUDGETS.loader));
console.log(`${line('boot path (* above)', boot, BUDGETS.boot)}${boot.gzip <= BOOT_AIM ? ', within the 18 KB aim' : `, aim ${kb(BOOT_AIM).trim()}`}`);
console.log(line('sign-in flow (+ above)', signIn, BUDGETS.signIn));
// Issue 38: superstruct and the boot calls' structs, loaded beside a first visit's requests (never a sealed boot's).
if (manifest.contract) console.log(line('contract chunk (first visit)', sum(manifest.contract)));
console.log(line('all chunks (a ceiling)', total, BUDGETS.total));
// The async install's inline snippet (scripts/snippet.mjs): in every page's HTML, not a file the CDN serves.
const snippet = await measure('snippet.js');
console.log(line('snippet (inline, async)', snippet, BUDGETS.snippet));
// One locale's texts, downloaded by a site in that language only (not in "all chunks"): the largest of them.
const locales = await Promise.all((manifest.translations ?? []).map(measure));
const largest = locales.sort((a, b) => b.gzip - a.gzip)[0];
if (largest) console.log(line(`largest locale (${largest.file.replace(/^translations\//, '')})`, largest, BUDGETS.locale));
const over = [
  ...(largest ? [[largest, BUDGETS.locale]] : []),
  [loader, BUDGETS.loader],
  [boot, BUDGETS.boot],
  [signIn, BUDGETS.signIn],
  [total, BUDGETS.total],
  [snippet, BUDGETS.snippet],
].filter(([r, b]) => r.gzip > b);
if (over.length) {
  console.error(`\n${over.length} budget(s) exceeded (GUIDE.md "Budgets").`);
  process.exit(1);
}
