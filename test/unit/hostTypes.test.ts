// @vitest-environment node
/**
 * The typed host API (dist/memberspace.d.ts): what the build writes compiles, alone, with the project's TypeScript
 * compiler, under the settings a strict site would use; the examples of types/examples/ that must compile do, and
 * each one that must not fails with the error its `// expect-error:` line names. That the declarations match the
 * widget's own types is checked by `npm run typecheck` (test/unit/hostTypes.types.ts).
 */
import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeHostTypes } from '../../scripts/hostTypes.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const examples = join(root, 'types/examples');
const tsc = join(root, 'node_modules/.bin/tsc');

let dir = '';
let declarations = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'host-types-'));
  // What the build writes into dist/ (esbuild.mjs calls the same function), here into a folder of its own.
  await writeHostTypes(dir);
  declarations = await readFile(join(dir, 'memberspace.d.ts'), 'utf8');
  for (const file of await readdir(examples)) await copyFile(join(examples, file), join(dir, file));
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Compiles `files` (beside memberspace.d.ts) as one program; the compiler's diagnostics, one per line. */
async function compile(name: string, files: string[]): Promise<{ ok: boolean; errors: string[] }> {
  const config = join(dir, `tsconfig.${name}.json`);
  const compilerOptions = {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'bundler',
    lib: ['ES2022', 'DOM'],
    strict: true,
    noEmit: true,
    skipLibCheck: false, // memberspace.d.ts itself is checked
    types: [], // nothing from node_modules: the file must stand alone
  };
  await writeFile(config, JSON.stringify({ compilerOptions, files }));
  return new Promise((done) => {
    execFile(tsc, ['-p', config, '--pretty', 'false'], { cwd: dir }, (error, stdout, stderr) => {
      const errors = `${stdout}${stderr}`.split('\n').filter((line) => /error TS\d+/.test(line));
      done({ ok: !error, errors });
    });
  });
}

// A compiler run takes about a second alone, several on a busy machine (the whole unit suite runs in parallel).
const COMPILE_MS = 60_000;

describe('dist/memberspace.d.ts', () => {
  it('is self-contained: no import, no reference to another file', () => {
    expect(declarations).not.toMatch(/^\s*(import\s|export\s.*\sfrom\s)|^\/\/\/\s*<reference/m);
    expect(declarations).toContain('interface DocumentEventMap extends MemberSpaceEventMap');
    expect(declarations).toMatch(/interface Window \{[^}]*MemberSpace\?: MemberSpace;/);
  });

  it(
    'types a host page that listens to every event and uses the API (/// <reference path>)',
    async () => {
      const page = await readFile(join(examples, 'host-page.ts'), 'utf8');
      // Every event the widget dispatches is exercised by the example.
      const map = declarations.slice(declarations.indexOf('interface MemberSpaceEventMap'));
      const events = [...map.slice(0, map.indexOf('\n}')).matchAll(/^\s*'(MemberSpace\.[\w.]+)':/gm)].map((m) => m[1]);
      expect(events.length).toBeGreaterThanOrEqual(6);
      for (const event of events) expect(page).toContain(`addEventListener('${event}'`);
      expect(await compile('page', ['host-page.ts'])).toEqual({ ok: true, errors: [] });
    },
    COMPILE_MS,
  );

  it(
    "types a module that imports the declarations' named types, and rejects each wrong example with the error it expects",
    async () => {
      const wrong = (await readdir(examples)).filter((file) => file.startsWith('wrong-'));
      expect(wrong.length).toBeGreaterThanOrEqual(3);
      // One program (a compiler run costs more than a second): the wrong examples declare nothing global, so each
      // one's errors are its own.
      const { ok, errors } = await compile('modules', ['memberspace.d.ts', 'helpers.ts', ...wrong]);
      expect(ok).toBe(false);
      const of = (file: string) => errors.filter((line) => line.startsWith(`${file}(`));
      expect(of('memberspace.d.ts')).toEqual([]);
      expect(of('helpers.ts')).toEqual([]);
      for (const file of wrong) {
        const expected = /\/\/ expect-error: (.+)/.exec(await readFile(join(examples, file), 'utf8'))?.[1];
        expect(expected, `${file} names its error`).toBeTruthy();
        expect(of(file), `${file} must fail to compile, once`).toHaveLength(1);
        expect(of(file)[0], file).toMatch(/^[\w.-]+\(\d+,\d+\): error TS\d+: /);
        expect(of(file)[0], file).toContain(expected);
      }
      expect(errors).toHaveLength(wrong.length);
    },
    COMPILE_MS,
  );
});
