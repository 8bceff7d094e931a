// `node scripts/layers.mjs [srcDir]` (part of `npm run lint`): fails when a module of src/ imports a higher layer, or
// when folders of src/ import each other in a circle. Layers, lowest first: core < contract < api < state < host < shell < ui
// < app; a layer imports its own and lower layers only. Every import counts for the layer rule (static, dynamic and
// type-only: a type from a higher layer ties the lower one to it all the same); circles are counted over what runs
// (static and dynamic imports). esbuild's metafile gives the runtime imports exactly; type-only imports (which
// esbuild drops) are read from the source. typescript 7 has no JavaScript API, so no typescript-based tool can parse.
import * as esbuild from 'esbuild';
import { readdir, readFile, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Layer folders of src/, lowest first: a module may import its own layer and any lower one. */
export const LAYERS = ['core', 'contract', 'api', 'state', 'host', 'shell', 'ui', 'app'];

/**
 * Files at the top of src/, each with its place. `rank` is where it sits among LAYERS (a half step sits between
 * two); `imports` lists what it may import when that is narrower than "its rank and below".
 */
export const TOP_FILES = {
  // The classic-script loader: core, and the few plain-DOM host modules it runs before any chunk (the page guard
  // and its status); what it hands to main is typed in core/. npm run size keeps it small.
  'loader.ts': { layer: 'boot', rank: 0.5, imports: ['core', 'host'] },
  // The async install's inline snippet (built by scripts/snippet.mjs): beside the loader, from core and the two
  // plain-DOM host modules it shares with the loader (the first visit's config request, the tab's environment).
  'snippet.ts': { layer: 'boot', rank: 0.5, imports: ['core', 'host'] },
  // The composition root: imports everything.
  'main.ts': { layer: 'app', rank: LAYERS.indexOf('app') },
  // Signals shims the build aliases @preact/signals-react to: leaves anyone may import; they import core only.
  'signals-runtime.ts': { layer: 'helper', rank: -1, imports: ['core'], leaf: true },
  'ui-signals.ts': { layer: 'helper', rank: -1, imports: ['core'], leaf: true },
  // Build-only graph modules (esbuild.mjs appends an import of them to modules; src/README.md): nobody imports them
  // by hand, and they take no part in the folder graph.
  'boot-graph.ts': { layer: 'build graph', rank: LAYERS.indexOf('app'), buildOnly: true },
  'ui-graph.ts': { layer: 'build graph', rank: LAYERS.indexOf('app'), buildOnly: true },
  'shell-graph.ts': { layer: 'build graph', rank: LAYERS.indexOf('app'), buildOnly: true },
  'after-ready-graph.ts': { layer: 'build graph', rank: LAYERS.indexOf('app'), buildOnly: true },
};

/**
 * Folders of src/ beside the layers, each with what it may import (its own folder included). Nothing may import them
 * (their rank is above every layer's, and no file's `imports` names them).
 */
export const FOLDERS = {
  // The dev client (`npm run dev` only): a build entry of its own that the dev build's loader loads by URL; it reads
  // the widget's settings (host/pageSettings.ts) and its constants, and never the interface.
  dev: { layer: 'dev', rank: LAYERS.length, imports: ['core', 'host', 'dev'] },
};

const SOURCE = /\.(ts|tsx|mts)$/;

async function sourceFiles(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await sourceFiles(path)));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** Where a module of src/ sits: its layer (by folder, or TOP_FILES for the top of src/) or null when unclassified. */
export function placeOf(rel) {
  const parts = rel.split('/');
  if (parts.length === 1) {
    const top = TOP_FILES[rel];
    return top ? { name: top.layer, ...top } : null;
  }
  const folder = FOLDERS[parts[0]];
  if (folder) return { name: folder.layer, ...folder };
  const rank = LAYERS.indexOf(parts[0]);
  return rank < 0 ? null : { name: parts[0], rank };
}

/**
 * The folder a module counts in for circles: its folder at the top of src/ (a layer); each file at the top of src/
 * is its own node. Folders inside a layer (ui/screens and ui/) may import each other: one layer, one job.
 */
const folderOf = (rel) => rel.split('/')[0];

const exists = async (path) => (await stat(path).catch(() => null))?.isFile() ?? false;
async function resolveRelative(from, spec) {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (SOURCE.test(candidate) && (await exists(candidate))) return candidate;
  }
  return null;
}

// Import specifiers in a source text: statements that start a line (`import … from`, `export … from`, `import '…'`)
// and `import('…')` outside line comments (dynamic imports, and `typeof import('…')` in types).
const STATEMENT = /^[ \t]*(?:import|export)\b[^;'"`]*?\bfrom\s*(['"])([^'"\n]+)\1/gm;
const BARE = /^[ \t]*import\s*(['"])([^'"\n]+)\1/gm;
const CALL = /\bimport\(\s*(['"])([^'"\n]+)\1\s*\)/g;
export function specifiersIn(source) {
  const specs = new Set();
  for (const re of [STATEMENT, BARE]) for (const m of source.matchAll(re)) specs.add(m[2]);
  for (const line of source.split('\n')) {
    if (/^\s*(\/\/|\*|\/\*)/.test(line)) continue;
    for (const m of line.matchAll(CALL)) specs.add(m[2]);
  }
  return [...specs];
}

/** Every import between modules of srcDir: { from, to, kind } with paths relative to srcDir. */
export async function importsOf(srcDir) {
  const src = resolve(srcDir);
  const files = await sourceFiles(src);
  const rel = (abs) => relative(src, abs).split(sep).join('/');
  // The runtime graph: every module as an entry, packages left out, nothing written.
  const { metafile } = await esbuild.build({
    absWorkingDir: src,
    entryPoints: files,
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: join(src, '.layers-out'),
    write: false,
    metafile: true,
    packages: 'external',
    jsx: 'automatic',
    logLevel: 'silent',
    tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true, jsx: 'react-jsx' } },
    define: { __MAIN_CHUNK__: '""', __MAIN_EXPORT__: '"boot"', __CONTRACT_CHUNK__: '""', __BUILD_ID__: '""', __DEV__: 'false', __DEV_CLIENT__: '""' },
  });
  const edges = new Map(); // "from\0to" -> kind
  for (const [input, info] of Object.entries(metafile.inputs)) {
    for (const imp of info.imports) {
      if (imp.external) continue;
      const from = rel(resolve(src, input));
      const to = rel(resolve(src, imp.path));
      const kind = imp.kind === 'dynamic-import' ? 'dynamic' : 'static';
      const key = `${from}\0${to}`;
      if (edges.get(key) !== 'static') edges.set(key, kind);
    }
  }
  // What esbuild dropped: type-only imports (read from the source, relative specifiers only).
  for (const file of files) {
    const source = await readFile(file, 'utf8');
    for (const spec of specifiersIn(source)) {
      if (!spec.startsWith('.')) continue;
      const target = await resolveRelative(file, spec);
      if (!target) continue;
      const key = `${rel(file)}\0${rel(target)}`;
      if (!edges.has(key)) edges.set(key, 'type');
    }
  }
  return {
    files: files.map(rel),
    edges: [...edges].map(([key, kind]) => {
      const [from, to] = key.split('\0');
      return { from, to, kind };
    }),
  };
}

/**
 * Type-only imports a layer may make of a higher one. core/ names the contract's types (`typeof Plan.TYPE`): the
 * structs are the one definition of the data's shape, the build erases the import, and core never runs contract code.
 */
export const TYPES_FROM = { core: ['contract'] };

const mayImport = (from, to, kind) => {
  if (to.leaf) return true;
  if (kind === 'type' && TYPES_FROM[from.name]?.includes(to.name)) return true;
  if (from.imports) return from.imports.includes(to.name);
  return to.rank <= from.rank;
};

/** Strongly connected components of a graph given as Map(node -> Set(node)), Tarjan's algorithm. */
function cycles(graph) {
  let index = 0;
  const stack = [];
  const seen = new Map();
  const out = [];
  const visit = (v) => {
    const node = { index, low: index, onStack: true };
    index += 1;
    seen.set(v, node);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!seen.has(w)) {
        visit(w);
        node.low = Math.min(node.low, seen.get(w).low);
      } else if (seen.get(w).onStack) node.low = Math.min(node.low, seen.get(w).index);
    }
    if (node.low === node.index) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        seen.get(w).onStack = false;
        component.push(w);
      } while (w !== v);
      if (component.length > 1) out.push(component.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!seen.has(v)) visit(v);
  return out;
}

/** The problems of srcDir's imports, one line each (empty when the layers hold). */
export async function checkLayers(srcDir) {
  const { files, edges } = await importsOf(srcDir);
  const problems = [];
  for (const file of files) {
    if (!placeOf(file)) {
      problems.push(
        `unclassified: src/${file} is in no layer (move it into ${LAYERS.join('/')}/, or give it a place in scripts/layers.mjs TOP_FILES)`,
      );
    }
  }
  for (const { from, to, kind } of edges.sort((a, b) => `${a.from} ${a.to}`.localeCompare(`${b.from} ${b.to}`))) {
    const a = placeOf(from);
    const b = placeOf(to);
    if (!a) continue; // reported above
    const how = kind === 'static' ? 'imports' : kind === 'dynamic' ? 'imports dynamically' : 'imports a type from';
    if (!b) problems.push(`layer: src/${from} (${a.name}) ${how} src/${to}, which is in no layer`);
    else if (b.buildOnly) problems.push(`layer: src/${from} ${how} src/${to}, which only the build may import`);
    else if (!mayImport(a, b, kind)) problems.push(`layer: src/${from} (${a.name}) ${how} src/${to} (${b.name}), a higher layer`);
  }
  // Circles between folders, over what runs (type-only imports vanish from the build).
  const graph = new Map();
  const links = new Map();
  for (const { from, to, kind } of edges) {
    if (kind === 'type' || placeOf(from)?.buildOnly || placeOf(to)?.buildOnly) continue;
    const f = folderOf(from);
    const t = folderOf(to);
    if (f === t) continue;
    if (!graph.has(f)) graph.set(f, new Set());
    graph.get(f).add(t);
    const key = `${f}\0${t}`;
    if (!links.has(key)) links.set(key, []);
    links.get(key).push(`src/${from} -> src/${to}${kind === 'dynamic' ? ' (dynamic)' : ''}`);
  }
  for (const component of cycles(graph)) {
    const names = component.map((f) => `src/${f}`);
    const via = [];
    for (const f of component) {
      for (const t of component) {
        const link = links.get(`${f}\0${t}`);
        if (link) via.push(`    ${link[0]}${link.length > 1 ? ` (and ${link.length - 1} more)` : ''}`);
      }
    }
    problems.push(`circle: ${names.join(', ')} import each other:\n${via.join('\n')}`);
  }
  return problems;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const srcDir = process.argv[2] ?? fileURLToPath(new URL('../src/', import.meta.url));
  const problems = await checkLayers(srcDir);
  for (const p of problems) console.error(p);
  if (problems.length) {
    console.error(`\n${problems.length} layer problem(s) (scripts/layers.mjs; layers: ${LAYERS.join(' < ')})`);
    process.exit(1);
  }
  console.log(`layers: no import from a lower layer to a higher one, no circle between folders (${relative(process.cwd(), srcDir) || '.'})`);
}
