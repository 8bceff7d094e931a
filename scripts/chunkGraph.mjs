// The chunk graph of an esbuild metafile's `outputs`: the file an entry lands in, and what loads with a file.

/** The output file of `entry` (a source path such as 'src/main.ts'); throws when esbuild made none. */
export function entryFile(outputs, entry) {
  const file = Object.keys(outputs).find((f) => outputs[f].entryPoint === entry);
  if (!file) throw new Error(`esbuild produced no chunk for ${entry}`);
  return file;
}

/** `file` and every file it imports statically, added to `into`: what loads with it (dynamic imports load on demand). */
export function loadSet(outputs, file, into = new Set()) {
  if (into.has(file)) return into;
  into.add(file);
  for (const imp of outputs[file].imports) if (imp.kind === 'import-statement') loadSet(outputs, imp.path, into);
  return into;
}

/**
 * The flows of the interface's screens and the module each imports, read from `source` (ui/Screen.tsx's LOADERS,
 * one `name: () => import('path')` per line), with paths made relative to the project (`dir`: Screen.tsx's folder).
 * Throws when there are none: the build's table of each flow's files (below) would silently be empty.
 */
export function flowEntries(source, dir) {
  const block = /const LOADERS\b.* = \{\n([\s\S]*?)\n\};/.exec(source)?.[1] ?? '';
  const entries = {};
  for (const [, flow, path] of block.matchAll(/^\s*(\w+): \(\) => import\('(\.[^']+)'\),?$/gm)) {
    entries[flow] =
      `${[...dir.split('/'), ...path.split('/')].reduce((parts, part) => (part === '..' ? parts.slice(0, -1) : part === '.' ? parts : [...parts, part]), []).join('/')}.ts`;
  }
  if (!Object.keys(entries).length) throw new Error('no flow found in ui/Screen.tsx LOADERS');
  return entries;
}

/**
 * What each flow's chunk imports statically beyond what `base` (a file, the interface's chunk) already loads: the
 * files the browser would find only once the flow's own chunk had arrived and been read, a round trip later, which
 * the interface asks for beside that chunk instead (ui/flowFiles.ts). `home` maps an entry's file to the file its
 * code is in (facades dropped); names are as `rel` gives them, sorted.
 */
export function flowFiles(outputs, entries, base, home = (file) => file, rel = (file) => file) {
  const loaded = loadSet(outputs, base);
  const table = {};
  for (const [flow, entry] of Object.entries(entries)) {
    const chunk = home(entryFile(outputs, entry));
    table[flow] = [...loadSet(outputs, chunk)]
      .filter((file) => file !== chunk && !loaded.has(file))
      .map(rel)
      .sort();
  }
  return table;
}
