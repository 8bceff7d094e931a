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
