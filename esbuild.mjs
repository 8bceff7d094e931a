// Builds the production embed into dist/: the classic-script loader widget.js and content-hashed ESM chunks.
// `node esbuild.mjs` builds once. `npm run dev` (scripts/dev.ts) calls build({ dev: true }) on every change: the
// same chunks unminified, plus the dev client (src/dev/), into dist-dev/.
import * as esbuild from 'esbuild';
import { minify as terse } from 'terser';
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { dirname, join, relative } from 'node:path';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { REACT_TO_PREACT, SIGNALS_RUNTIME } from './aliases.mjs';
import { writeSnippet } from './scripts/snippet.mjs';
import { writeUserscript } from './scripts/userscript.mjs';
import { writeHostTypes } from './scripts/hostTypes.mjs';
import { dropFacades } from './scripts/facades.mjs';
import { entryFile, loadSet } from './scripts/chunkGraph.mjs';
import { writeFlowFiles } from './scripts/flowFiles.mjs';
import { writeTranslations } from './scripts/i18n/emit.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));
// MS_OUTDIR lets parallel work build elsewhere without pulling dist/ from under a running browser test.
const defaultOutdir = process.env.MS_OUTDIR || 'dist';
const target = ['chrome100', 'firefox100', 'safari15', 'edge100'];

// react, react-dom and react/jsx-runtime run on Preact (aliases.mjs: the one table, shared with vitest and wxt).
export const alias = REACT_TO_PREACT;

// @preact/signals-react becomes @preact/signals, so signals update everywhere through preact/compat without the
// React runtime hook (GUIDE.md: ~3 KB gzip less). Outside src/ui/ it becomes @preact/signals-core: the same signal
// class without the Preact integration, so the boot path carries no Preact at all; the UI chunk installs the
// integration when it loads.
const signalsPlugin = {
  name: 'signals',
  setup(b) {
    b.onResolve({ filter: /^@preact\/signals-react(\/runtime)?$/ }, async (args) => {
      if (args.path.endsWith('/runtime')) return { path: SIGNALS_RUNTIME };
      const inUi = args.importer.includes('/src/ui/');
      // src/ui-signals.ts: @preact/signals, loaded with a standard Function.prototype.bind (it says why).
      if (inUi) return { path: `${root}src/ui-signals.ts` };
      return b.resolve('@preact/signals-core', { kind: args.kind, resolveDir: root });
    });
  },
};

// MS_RENDERER=react builds the same entry on real React and react-dom, for the benchmark's comparison only
// (`npm run bench`; never shipped). Signals stay @preact/signals-core outside src/ui/; inside it they are the
// real @preact/signals-react, made reactive by the JSX runtime of scripts/bench/react-jsx-runtime.mjs.
const react = process.env.MS_RENDERER === 'react';
const reactPlugin = {
  name: 'react-renderer',
  setup(b) {
    const shims = `${root}scripts/bench/`;
    b.onResolve({ filter: /^(react|react\/jsx-runtime)$/ }, (args) => {
      if (!args.importer.startsWith(`${root}src/`)) return undefined; // the shims and packages import the real thing
      return { path: `${shims}${args.path === 'react' ? 'react.mjs' : 'react-jsx-runtime.mjs'}` };
    });
    b.onResolve({ filter: /^@preact\/signals-react(\/runtime)?$/ }, async (args) => {
      if (args.pluginData === 'real') return undefined;
      const inUi = args.importer.includes('/src/ui/') || args.importer.startsWith(shims) || args.importer.includes('node_modules');
      if (!inUi) return b.resolve('@preact/signals-core', { kind: args.kind, resolveDir: root });
      return b.resolve(args.path, { kind: args.kind, resolveDir: root, pluginData: 'real' });
    });
  },
};

// The boot path as one chunk rather than many (src/boot-graph.ts says why): every module of src/ imports it, so
// every entry reaches main's whole graph. Only src/: esbuild's own `inject` would also add the import to
// CommonJS packages (real React in the benchmark's build), which makes it wrap every module in an initialiser.
// The same plugin minifies the widget's stylesheets (every module in a `styles/` folder of src/ui or src/shell: one per component,
// each one template literal written to be read, with comments): esbuild's CSS minifier, so what ships is what the
// browser needs (0.5 KB gzip less).
const isStylesheet = (path) => (path.startsWith(`${root}src/ui/`) || path.startsWith(`${root}src/shell/`)) && path.includes('/styles/');
const CSS_START = 'export const CSS = `';
async function minifiedStyles(file, source) {
  const start = source.indexOf(CSS_START);
  const end = source.indexOf('`;', start);
  if (start < 0 || end < 0) throw new Error(`${file}: expected ${CSS_START}…\`;`);
  const css = source.slice(start + CSS_START.length, end);
  if (css.includes('${')) throw new Error(`${file}: the stylesheet must stay a plain template (no \${…})`);
  const { code } = await esbuild.transform(css, { loader: 'css', minify: true, target });
  return `${source.slice(0, start)}export const CSS = ${JSON.stringify(code.trim())};${source.slice(end + 2)}`;
}

/** The contract chunk's entry (src/contract/chunk.ts): superstruct and the boot calls' structs, loaded on demand. */
const CONTRACT_CHUNK = 'src/contract/chunk.ts';
/**
 * Lazy chunks that may load before ready: the contract's (a first visit's answers), a member's info for the host
 * page (with the avatar's MD5: host/hostApi.ts loads it with a session) and a session's code (state/lazySession.ts
 * loads it to restore one). They must not bring the after-ready chunk.
 */
const BEFORE_READY = [CONTRACT_CHUNK, 'src/core/account/hostMemberInfo.ts', 'src/state/sessionChunk.ts'];
// A runtime import only: `import type` is erased, and must not pull the chunk in.
const usesSuperstruct = (source) => /^import\s+(?!type\s)[^;]*from\s*['"]superstruct['"]/m.test(source);

/**
 * Appends the graph imports to every module of src/: boot-graph.ts to all, ui-graph.ts to the interface's,
 * shell-graph.ts to the shell's (src/shell/: the member button in plain DOM, one chunk),
 * after-ready-graph.ts to those outside the boot chunk (`first.boot`, from a first pass: that graph must never be
 * reached from the boot path, or it would ship in it) and outside the lazy chunks that may load before ready
 * (`first.beforeReady`, BEFORE_READY: the contract's, beside a first visit's config request; a member's info, for a
 * member's ready), which must not wait for the after-ready chunk.
 * Every module that uses superstruct also imports the contract chunk's entry, and every module of a before-ready chunk
 * imports its entry: the same trick once more, so each ships as one chunk (one request before ready), not as one small
 * chunk per set of lazy chunks sharing a module.
 */
const sourcePlugin = (first) => ({
  name: 'src',
  setup(b) {
    const graph = `${root}src/boot-graph.ts`;
    const uiGraph = `${root}src/ui-graph.ts`;
    const shellGraph = `${root}src/shell-graph.ts`;
    const afterGraph = `${root}src/after-ready-graph.ts`;
    const contractGraph = `${root}${CONTRACT_CHUNK}`;
    const uiDir = `${root}src/ui/`;
    const shellDir = `${root}src/shell/`;
    b.onLoad({ filter: /\/src\/.*\.tsx?$/ }, async (args) => {
      if (args.path === graph || args.path === uiGraph || args.path === shellGraph || args.path === afterGraph) return undefined;
      let source = await readFile(args.path, 'utf8');
      if (isStylesheet(args.path)) source = await minifiedStyles(args.path, source);
      const graphs = [graph];
      const rel = relative(root, args.path);
      if (args.path.startsWith(uiDir)) graphs.push(uiGraph);
      if (args.path.startsWith(shellDir)) graphs.push(shellGraph);
      if (usesSuperstruct(source) && args.path !== contractGraph) graphs.push(contractGraph);
      const early = first && !first.boot.has(rel) ? first.beforeReady.get(rel) : undefined;
      if (early && early !== rel && !graphs.includes(`${root}${early}`)) graphs.push(`${root}${early}`);
      if (first && !first.boot.has(rel) && !early) graphs.push(afterGraph);
      const imports = graphs.map((g) => `import ${JSON.stringify(g)};`).join('\n');
      return { contents: `${source}\n${imports}\n`, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
});

/** The modules of the boot chunk and of the lazy chunks that may load before ready, from a quick unminified pass without the after-ready graph. */
async function firstPass(options) {
  const { metafile } = await esbuild.build({
    ...options,
    minify: false,
    entryPoints: { main: 'src/main.ts' },
    outdir: '/nonexistent',
    write: false,
    format: 'esm',
    splitting: true,
    metafile: true,
    plugins: [...options.plugins, sourcePlugin(null)],
  });
  const outputs = metafile.outputs;
  const modulesFrom = (entry) => new Set([...loadSet(outputs, entryFile(outputs, entry))].flatMap((file) => Object.keys(outputs[file].inputs)));
  // Each module of a before-ready chunk, with that chunk's entry.
  const beforeReady = new Map(BEFORE_READY.flatMap((entry) => [...modulesFrom(entry)].map((module) => [module, entry])));
  return { boot: modulesFrom('src/main.ts'), beforeReady };
}

/** terser's options for a chunk (shrink, below); the loader's file is a classic script, not a module. */
const TERSER = { compress: { passes: 2 }, mangle: true, format: { comments: false } };

/**
 * esbuild names each chunk by a hash of what it wrote, and the steps after it (dropFacades, terser) change the bytes
 * under that name. Chunks are cached as immutable: a name must never serve two contents. So a digest of those steps
 * (scripts/facades.mjs, the chunk graph it reads and the flows' table written into the interface's chunk,
 * scripts/flowFiles.mjs, with their line ends made one, terser's version and options)
 * goes into every chunk as a comment,
 * which esbuild hashes and terser drops: a change to the steps renames every chunk, and nothing else does.
 */
const steps = createHash('sha256');
for (const file of ['scripts/facades.mjs', 'scripts/chunkGraph.mjs', 'scripts/flowFiles.mjs'])
  steps.update((await readFile(join(root, file), 'utf8')).replace(/\r\n/g, '\n'));
export const BUILD_STEPS = steps
  .update(createRequire(import.meta.url)('terser/package.json').version)
  .update(JSON.stringify(TERSER))
  .digest('hex')
  .slice(0, 16);

const common = {
  absWorkingDir: root,
  banner: { js: `/* build steps ${BUILD_STEPS} */` },
  bundle: true,
  minify: process.env.MS_MINIFY !== '0', // MS_MINIFY=0: readable chunks, to profile
  target,
  alias: react ? {} : alias,
  plugins: [react ? reactPlugin : signalsPlugin],
  jsx: 'automatic',
  legalComments: 'none',
  logLevel: 'warning',
  // __DEV__: true only in `npm run dev`'s build; the loader's dev-client block is dead code otherwise, and esbuild
  // drops it (test/unit/noDevCode.test.ts checks that no chunk of dist/ has any of it).
  define: { 'process.env.NODE_ENV': '"production"', __DEV__: 'false' },
};

/** The dev build's options: unminified (readable, and a rebuild takes a second instead of six), __DEV__ on. */
const devOptions = { ...common, minify: false, define: { ...common.define, __DEV__: 'true' } };

/** The dev client's file in a dev build (src/dev/client.ts), loaded by the dev build's loader beside itself. */
export const DEV_CLIENT_FILE = 'dev-client.js';

// A second minifier over esbuild's output: terser's compressor (two passes, no unsafe transforms) and mangler find
// what esbuild's single pass leaves, 2.5 KB gzip over all chunks (3 %). File names keep esbuild's content hashes,
// which still change whenever the code does. MS_MINIFY=0 skips it; the benchmark's React build gets it too (a fair comparison).
async function shrink(file, options) {
  if (!options.minify) return;
  const code = await readFile(file, 'utf8');
  const out = await terse(code, { ...TERSER, module: !file.endsWith('widget.js') });
  if (out.code === undefined) throw new Error(`terser produced nothing for ${file}`);
  await writeFile(file, out.code);
}

/** Every file under dir, relative to it. */
async function filesUnder(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath ?? e.path, e.name)));
}

/**
 * Moves a finished dev build from its staging folder into outdir, so a page never sees half a build: the chunks
 * first (their names are new whenever their content is), then the loader, then the manifest, each by an atomic
 * rename. The chunks of the build before stay (a page that has not reloaded yet may still load one lazily); older
 * ones go.
 */
async function publish(stage, outdir) {
  let previous = [];
  try {
    previous = JSON.parse(await readFile(`${outdir}/manifest.json`, 'utf8')).chunks ?? [];
  } catch {
    // the first build
  }
  const last = ['widget.js', 'manifest.json'];
  const files = await filesUnder(stage);
  for (const file of [...files.filter((f) => !last.includes(f)), ...last.filter((f) => files.includes(f))]) {
    await mkdir(dirname(join(outdir, file)), { recursive: true });
    await rename(join(stage, file), join(outdir, file));
  }
  const keep = new Set([...previous, ...files]);
  for (const file of await readdir(outdir)) {
    if (/^(main|chunk)-[A-Z0-9]+\.js$/.test(file) && !keep.has(file)) await rm(join(outdir, file), { force: true });
  }
  await rm(stage, { recursive: true, force: true });
}

/**
 * Builds the embed into outdir and returns its manifest. `dev`: the dev loop's build (npm run dev): unminified, with
 * __DEV__ on and the dev client; it never removes outdir, building into a staging folder and moving the result in
 * only once the whole build has succeeded, so a failed build leaves the one before served and running.
 */
export async function build({ dev = false, outdir: final = defaultOutdir } = {}) {
  const options = dev ? devOptions : common;
  const outdir = dev ? `${final}/.staging` : final;
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  const chunks = await esbuild.build({
    ...options,
    entryPoints: { main: 'src/main.ts' },
    outdir,
    format: 'esm',
    splitting: true,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    metafile: true,
    plugins: [...options.plugins, sourcePlugin(await firstPass(options))],
  });
  // MS_META=file writes esbuild's metafile, to see which modules land in which chunk.
  if (process.env.MS_META) await writeFile(process.env.MS_META, JSON.stringify(chunks.metafile));
  const outputs = chunks.metafile.outputs;
  // Each lazy import goes straight to the chunk that holds its entry, not through esbuild's re-exporting file, a round
  // trip earlier (scripts/facades.mjs); the loader does the same for main. `home`: the file an entry's code is in.
  const facades = await dropFacades(outputs, 'src/main.ts');
  const home = (file) => facades.get(file)?.chunk ?? file;
  const shipped = Object.keys(outputs).filter((f) => f.endsWith('.js') && !facades.has(f));
  await writeFlowFiles(outputs, home, root);
  const mainEntry = entryFile(outputs, 'src/main.ts');
  const mainFile = home(mainEntry);
  const mainExport = facades.get(mainEntry)?.names.boot ?? 'boot';
  const rel = (file) => relative(outdir, file);
  // The boot path: the main chunk and everything it imports statically (dynamic imports load on demand).
  const boot = loadSet(outputs, mainFile);
  // The loader imports this one chunk and preloads nothing (src/boot-graph.ts keeps the boot path one chunk): a second
  // chunk would be found only once the first had arrived and parsed, a round trip later.
  if (boot.size !== 1) throw new Error(`the boot path must be one chunk (src/boot-graph.ts), not ${[...boot].map(rel).join(', ')}`);
  // The sign-in flow (scripts/size.mjs budgets it): what a click on a sign-in link loads until the login form is
  // usable, the interface and the sign-in screens with what they import, beyond the boot path and the after-ready
  // chunk (loaded at ready on every page, before any click).
  const closure = (entry, into = new Set()) => loadSet(outputs, home(entryFile(outputs, entry)), into);
  // The build's id (MemberSpace.build, the extension's popup shows it): a digest of every chunk's content-hashed
  // name, so it changes whenever any chunk does and is the same for the same code.
  const chunkNames = shipped.map(rel).sort();
  const buildId = createHash('sha256').update(chunkNames.join('\n')).digest('hex').slice(0, 10);
  const atReady = closure('src/app/afterReady.ts');
  // The lazy chunks that may load before ready, beyond the boot path: the contract's (a first visit's answers) and a
  // member's info (a session's ready).
  const contract = [...closure(CONTRACT_CHUNK)].filter((f) => !boot.has(f));
  const memberInfo = [...closure(BEFORE_READY[1])].filter((f) => !boot.has(f));
  const signIn = [...closure('src/ui/screens/flows/signIn.ts', closure('src/ui/mount.ts'))].filter((f) => !boot.has(f) && !atReady.has(f));
  await esbuild.build({
    ...options,
    entryPoints: ['src/loader.ts'],
    outfile: `${outdir}/widget.js`,
    format: 'iife',
    // No "use strict" prologue: the loader is written strict-clean, and every byte of the file sites paste counts.
    tsconfigRaw: { compilerOptions: { alwaysStrict: false } },
    define: {
      ...options.define,
      __MAIN_CHUNK__: JSON.stringify(`./${rel(mainFile)}`),
      __MAIN_EXPORT__: JSON.stringify(mainExport),
      __CONTRACT_CHUNK__: JSON.stringify(`./${rel(home(entryFile(outputs, CONTRACT_CHUNK)))}`),
      __BUILD_ID__: JSON.stringify(buildId),
      __DEV_CLIENT__: JSON.stringify(`./${DEV_CLIENT_FILE}`),
    },
  });
  if (dev) {
    // The dev client: one file of its own (no chunk shares it), fetched only by the dev build's loader.
    await esbuild.build({ ...options, plugins: [], entryPoints: ['src/dev/client.ts'], outfile: `${outdir}/${DEV_CLIENT_FILE}`, format: 'esm' });
  }
  await Promise.all([...shipped, `${outdir}/widget.js`].map((f) => shrink(f, options)));
  // The async install's inline snippet (scripts/snippet.mjs): not a file the CDN serves, so not in the manifest.
  await writeSnippet(outdir);
  await writeUserscript(outdir); // the harness as a userscript (scripts/userscript.mjs): a developer's tool, in no manifest
  // Each locale's texts, fetched alone by a site in that language (served from the content-delivery host).
  const translations = await writeTranslations(outdir);
  // The widget's font (assets/fonts/: stylesheet, faces, licence), served from our own host like the translations.
  await cp(join(root, 'assets/fonts'), `${outdir}/fonts`, { recursive: true });
  // The typed host API for a site's own code (scripts/hostTypes.mjs): dist/memberspace.d.ts.
  await writeHostTypes(outdir);
  const manifest = {
    loader: 'widget.js',
    build: buildId,
    main: rel(mainFile),
    boot: ['widget.js', ...[...boot].map(rel)],
    signIn: signIn.map(rel),
    contract: contract.map(rel),
    memberInfo: memberInfo.map(rel),
    atReady: [...atReady].filter((f) => !boot.has(f)).map(rel),
    chunks: ['widget.js', ...shipped.map(rel)],
    translations: translations.map((t) => t.file),
    ...(dev ? { dev: DEV_CLIENT_FILE } : {}),
  };
  await writeFile(`${outdir}/manifest.json`, JSON.stringify(manifest, null, 2) + '\n');
  if (dev) await publish(outdir, final);
  return manifest;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const manifest = await build();
  console.log(`built ${manifest.chunks.length} files into ${defaultOutdir}/ (boot path: ${manifest.boot.join(', ')})`);
}
