// Each flow's other files (ui/flowFiles.ts): read from esbuild's chunk graph and written into the interface's chunk.
// This file's text is part of the build steps' digest (esbuild.mjs BUILD_STEPS): a change here renames every chunk,
// since it changes what the interface's chunk holds under its name.
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join, posix, relative } from 'node:path';
import { entryFile, loadSet } from './chunkGraph.mjs';

/**
 * The flows of the interface's screens and the module each imports, read from `source` (ui/Screen.tsx's LOADERS,
 * one `name: () => import('path')` per line), with paths made relative to the project (`dir`: Screen.tsx's folder).
 * Throws when there are none: the build's table of each flow's files (below) would silently be empty.
 */
export function flowEntries(source, dir) {
  const block = /const LOADERS\b.* = \{\n([\s\S]*?)\n\};/.exec(source)?.[1] ?? '';
  const entries = {};
  for (const [, flow, path] of block.matchAll(/^\s*(\w+): \(\) => import\('(\.[^']+)'\),?$/gm)) {
    entries[flow] = `${posix.join(dir, path)}.ts`;
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

/** Where the interface reads each flow's files (ui/flowFiles.ts): a placeholder the build replaces, once. */
const PLACEHOLDER = /(["'])__MS_FLOW_FILES__\1/g;

/**
 * Writes each flow's other files (flowFiles above) into the interface's chunk, in place of ui/flowFiles.ts's
 * placeholder, as a JSON text: the interface then asks for them beside the flow's own chunk. The names are relative
 * to that chunk, which must be the one holding ui/Screen.tsx: its name covers the table, since it names each flow's
 * chunk, whose name covers what that imports. `root`: the project's folder (Screen.tsx is read from it).
 */
export async function writeFlowFiles(outputs, home, root) {
  const holding = (input) => Object.keys(outputs).find((file) => outputs[file].inputs[input]);
  const screen = holding('src/ui/Screen.tsx');
  if (!screen || holding('src/ui/flowFiles.ts') !== screen) throw new Error('ui/flowFiles.ts must be in the chunk that holds ui/Screen.tsx');
  const entries = flowEntries(await readFile(join(root, 'src/ui/Screen.tsx'), 'utf8'), 'src/ui');
  const table = flowFiles(outputs, entries, screen, home, (file) => relative(dirname(screen), file));
  const code = await readFile(screen, 'utf8');
  if (code.match(PLACEHOLDER)?.length !== 1) throw new Error('the flow files placeholder (ui/flowFiles.ts) must be in its chunk once');
  // Names of chunks only: no quote to escape inside the single-quoted text.
  await writeFile(
    screen,
    code.replace(PLACEHOLDER, () => `'${JSON.stringify(table)}'`),
  );
}
