// esbuild's facades, and the build step that drops them (esbuild.mjs calls dropFacades after bundling).
//
// When every module of a lazily imported entry lands in shared chunks (the graph imports of esbuild.mjs put them
// there on purpose), esbuild still writes the entry a file of its own that only re-exports them: a facade. The
// browser fetches the facade, reads it, and only then asks for the chunk that holds the code: two round trips in a
// row for every lazy part (a first visit's contract, the after-ready chunk, the member button, a sign-in click, a
// member's info before ready). Each import() of a facade is pointed at the chunk that holds the entry instead, with
// the facade's names mapped onto that chunk's, and the facade is not shipped.
//
// The mapped names are read once, when the chunk arrives: a live binding (`export let`) would not follow later
// changes. The widget exports none (test/unit/bundleRules.test.ts checks it).
import { readFile, rm, writeFile } from 'node:fs/promises';
import { entryFile, loadSet } from './chunkGraph.mjs';

const SPEC = /^([\w$]+)(?:\s+as\s+([\w$]+))?$/;
/** `a as b, c` as [['a', 'b'], ['c', 'c']]; null when one is of another form (a string name): the facade stays. */
const specifiers = (list) => {
  const read = list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => SPEC.exec(s));
  return read.every(Boolean) ? read.map((m) => [m[1], m[2] ?? m[1]]) : null;
};

/**
 * A facade's text, minified or not: its named imports (all from one chunk), its side-effect imports, and its exports.
 * Returns the chunk, the entry's export names mapped to the chunk's, and the side-effect imports; null when the text
 * is anything else (then the facade stays).
 */
export function readFacade(code) {
  let rest = code.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');
  const named = [];
  const plain = [];
  let exported = null;
  let unread = false;
  rest = rest.replace(/import\s*\{([^}]*)\}\s*from\s*"(\.\/[^"]+)"\s*;?/g, (_, list, from) => {
    const imported = specifiers(list);
    if (imported) named.push([from, imported]);
    else unread = true;
    return '';
  });
  rest = rest.replace(/import\s*"(\.\/[^"]+)"\s*;?/g, (_, from) => {
    plain.push(from);
    return '';
  });
  rest = rest.replace(/export\s*\{([^}]*)\}\s*;?/g, (_, list) => {
    exported = specifiers(list);
    unread ||= !exported;
    return '';
  });
  if (unread || rest.trim() || !exported || named.length !== 1) return null;
  const [chunk, imported] = named[0];
  const local = new Map(imported.map(([theirs, mine]) => [mine, theirs]));
  const names = {};
  for (const [mine, name] of exported) {
    if (!local.has(mine)) return null;
    names[name] = local.get(mine);
  }
  return { chunk, names, sideEffects: plain };
}

/** `import("./<chunk>")` with the facade's names: what an import() of the facade becomes. */
export const importThrough = ({ chunk, names }) =>
  `import(${JSON.stringify(chunk)}).then(m=>({${Object.entries(names)
    .map(([name, theirs]) => `${JSON.stringify(name)}:m[${JSON.stringify(theirs)}]`)
    .join(',')}}))`;

/**
 * Drops the facades of a build (esbuild's metafile `outputs`, files on disk): every import() of one, in every chunk,
 * goes to the chunk that holds the entry. Returns the dropped facades by output path, each with its chunk (an output
 * path) and names. A facade is kept when its text is not the plain shape above, when a chunk imports it statically,
 * or when one of its side-effect imports is not already loaded by its chunk (then dropping it could change what runs).
 * `bootEntry`'s chunks count as loaded for every other facade: each chunk's modules import the boot graph, so nothing
 * lazy runs before them.
 */
export async function dropFacades(outputs, bootEntry) {
  const files = Object.keys(outputs).filter((f) => f.endsWith('.js'));
  const dir = (file) => file.slice(0, file.lastIndexOf('/') + 1);
  const resolve = (from, spec) => dir(from) + spec.replace(/^\.\//, '');
  const staticallyImported = new Set(files.flatMap((f) => outputs[f].imports.filter((i) => i.kind === 'import-statement').map((i) => i.path)));
  const candidates = new Map();
  for (const file of files) {
    const out = outputs[file];
    const own = Object.values(out.inputs).reduce((sum, input) => sum + input.bytesInOutput, 0);
    if (!out.entryPoint || own > 0 || staticallyImported.has(file)) continue;
    const facade = readFacade(await readFile(file, 'utf8'));
    if (facade)
      candidates.set(file, { ...facade, chunk: resolve(file, facade.chunk), sideEffects: facade.sideEffects.map((spec) => resolve(file, spec)) });
  }
  const main = entryFile(outputs, bootEntry);
  const booted = loadSet(outputs, candidates.get(main)?.chunk ?? main);
  const dropped = new Map();
  for (const [file, { chunk, names, sideEffects }] of candidates) {
    const loads = loadSet(outputs, chunk, file === main ? new Set() : new Set(booted));
    if (sideEffects.every((path) => loads.has(path))) dropped.set(file, { chunk, names });
  }
  for (const file of files) {
    if (dropped.has(file)) continue;
    const code = await readFile(file, 'utf8');
    const next = code.replace(/import\(\s*"(\.\/[^"]+)"\s*\)/g, (whole, spec) => {
      const facade = dropped.get(resolve(file, spec));
      if (!facade) return whole;
      return importThrough({ chunk: `./${facade.chunk.slice(dir(file).length)}`, names: facade.names });
    });
    if (next !== code) await writeFile(file, next);
  }
  await Promise.all([...dropped.keys()].map((file) => rm(file)));
  return dropped;
}
