// The typed host API for a site's own code: dist/memberspace.d.ts. Its declarations are written by hand in
// types/memberspace.d.ts (checked against the widget's own types by test/unit/hostTypes.types.ts on every
// `npm run typecheck`); this adds the global declarations that type `window.MemberSpace` and the events of
// `document.addEventListener`, and refuses a file that is not self-contained. esbuild.mjs calls it on every build;
// test/unit/hostTypes.test.ts compiles example host scripts against what it writes.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const source = fileURLToPath(new URL('../types/memberspace.d.ts', import.meta.url));

/** Appended to the declarations: kept out of types/memberspace.d.ts so the project's own code never sees them. */
const GLOBALS = `
declare global {
  interface Window {
    /** The widget's object: the page settings you set, and the API widget.js installs (see MemberSpace above). */
    MemberSpace?: MemberSpace;
  }
  /** The widget's events, so that \`document.addEventListener('MemberSpace.conversion', (e) => …)\` knows \`e.detail\`. */
  interface DocumentEventMap extends MemberSpaceEventMap {}
}
`;

/** dist/memberspace.d.ts's text. */
export async function hostTypes() {
  const text = await readFile(source, 'utf8');
  // A site copies this one file: anything it imports or references would be missing there.
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/(?!\/\s*<reference).*$/gm, '');
  const outside = /\bimport\b|\bfrom\s+['"]|\brequire\s*\(|^\/\/\/\s*<reference.*$/m.exec(code);
  if (outside) throw new Error(`types/memberspace.d.ts must be self-contained, but has: ${outside[0].trim()}`);
  return `${text.trimEnd()}\n${GLOBALS}`;
}

/** Writes `${outdir}/memberspace.d.ts`; returns its path. */
export async function writeHostTypes(outdir) {
  const file = `${outdir}/memberspace.d.ts`;
  await writeFile(file, await hostTypes());
  return file;
}
