// @vitest-environment node
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkLayers, specifiersIn } from '../../scripts/layers.mjs';

/**
 * The layer check of `npm run lint` (scripts/layers.mjs) on small made-up trees: it passes a tree that keeps the
 * layers and names each kind of violation in one that does not.
 */
const trees: string[] = [];
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'layers-'));
  trees.push(root);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}
afterEach(() => {
  for (const root of trees.splice(0)) rmSync(root, { recursive: true, force: true });
});

// A tree that keeps the rules: each layer imports its own and lower layers, statically, dynamically and by type.
const good = {
  'core/a.ts': `export const a = 1;\nexport type A = number;\n`,
  'core/b.ts': `import { a } from './a';\nexport const b = a + 1;\n`,
  'contract/c.ts': `import type { A } from '../core/a';\nexport const c = (x: A) => x;\nexport type C = ReturnType<typeof c>;\n`,
  // core names the contract's types (erased at build): the one definition of the data's shape.
  'core/rule.ts': `import type { C } from '../contract/c';\nexport const rule = (x: C) => x > 0;\n`,
  'api/client.ts': `import { c } from '../contract/c';\nexport const call = () => c(1);\n`,
  'state/store.ts': `import { call } from '../api/client';\nimport { b } from '../core/b';\nexport const load = () => call() + b;\n`,
  'host/page.ts': `import { load } from '../state/store';\nexport const page = () => load();\n`,
  'ui/view.tsx': `import { page } from '../host/page';\nimport { useSignals } from '../signals-runtime';\nexport const View = () => { useSignals(); return <p>{page()}</p>; };\n`,
  'app/boot.ts': `import type { Ctx } from '../core/ctx';\nexport const boot = (ctx: Ctx) => import('../ui/view').then((m) => [m, ctx]);\n`,
  'main.ts': `import { boot } from './app/boot';\nvoid boot({});\n`,
  'loader.ts': `import type { Ctx } from './core/ctx';\nexport const ctx: Ctx = {};\n`,
  'core/ctx.ts': `import { a } from './a';\nexport type Ctx = { a?: typeof a };\n`,
  'signals-runtime.ts': `export function useSignals(): void {}\n`,
};

describe('layer check (scripts/layers.mjs)', () => {
  it('passes a tree where every layer imports only its own and lower layers', async () => {
    expect(await checkLayers(tree(good))).toEqual([]);
  });

  it('fails an import from a lower layer to a higher one: static, dynamic or type-only', async () => {
    const problems = await checkLayers(
      tree({
        ...good,
        'core/a.ts': `import type { Call } from '../api/client';\nexport const a = 1;\nexport type A = Call;\n`,
        'contract/c.ts': `import { load } from '../state/store';\nexport const c = (x: number) => x;\nexport const d = () => load;\n`,
        'state/store.ts': `import { call } from '../api/client';\nexport const load = () => call();\nexport const later = () => import('../ui/view');\n`,
        'api/client.ts': `import { c } from '../contract/c';\nexport const call = () => c(1);\nexport type Call = typeof call;\n`,
        // A value of the contract in core: only its types may be named there.
        'core/rule.ts': `import { c } from '../contract/c';\nexport const rule = (x: number) => c(x) > 0;\n`,
      }),
    );
    expect(problems).toContain('layer: src/core/rule.ts (core) imports src/contract/c.ts (contract), a higher layer');
    expect(problems).toContain('layer: src/core/a.ts (core) imports a type from src/api/client.ts (api), a higher layer');
    expect(problems).toContain('layer: src/contract/c.ts (contract) imports src/state/store.ts (state), a higher layer');
    expect(problems).toContain('layer: src/state/store.ts (state) imports dynamically src/ui/view.tsx (ui), a higher layer');
  });

  it('fails a circle between folders, and counts dynamic imports in it', async () => {
    const problems = await checkLayers(
      tree({
        ...good,
        'host/page.ts': `import { load } from '../state/store';\nexport const page = () => load();\nexport const ui = () => import('../ui/view');\n`,
      }),
    );
    expect(problems).toContain('layer: src/host/page.ts (host) imports dynamically src/ui/view.tsx (ui), a higher layer');
    const circle = problems.find((p) => p.startsWith('circle: '));
    expect(circle).toMatch(/^circle: src\/host, src\/ui import each other:/);
    expect(circle).toContain('src/host/page.ts -> src/ui/view.tsx (dynamic)');
    expect(circle).toContain('src/ui/view.tsx -> src/host/page.ts');
  });

  it('fails a file at the top of src/ that has no place, and every import of it', async () => {
    const problems = await checkLayers(
      tree({
        ...good,
        'runtime.ts': `export type Runtime = { id: number };\n`,
        'state/use.ts': `import type { Runtime } from '../runtime';\nexport const id = (r: Runtime) => r.id;\n`,
      }),
    );
    expect(problems).toContain(
      'unclassified: src/runtime.ts is in no layer (move it into core/contract/api/state/host/shell/ui/app/, or give it a place in scripts/layers.mjs TOP_FILES)',
    );
    expect(problems).toContain('layer: src/state/use.ts (state) imports a type from src/runtime.ts, which is in no layer');
  });

  it('keeps the loader to core and host, and the build-only graph modules out of reach', async () => {
    const problems = await checkLayers(
      tree({
        ...good,
        'loader.ts': `import { View } from './ui/view';\nexport const x = View;\n`,
        'boot-graph.ts': `import './main';\n`,
        'ui/graph.ts': `import '../boot-graph';\n`,
      }),
    );
    expect(problems).toEqual([
      'layer: src/loader.ts (boot) imports src/ui/view.tsx (ui), a higher layer',
      'layer: src/ui/graph.ts imports src/boot-graph.ts, which only the build may import',
    ]);
  });

  it("keeps the dev client (src/dev/) to core, host and itself, and out of the other layers' reach", async () => {
    const dev = {
      'dev/overlay.ts': `import { a } from '../core/a';\nexport const show = () => a;\n`,
      'dev/client.ts': `import { show } from './overlay';\nimport { page } from '../host/page';\nexport const start = () => [show(), page()];\n`,
    };
    expect(await checkLayers(tree({ ...good, ...dev }))).toEqual([]);
    const problems = await checkLayers(
      tree({
        ...good,
        ...dev,
        'dev/overlay.ts': `import { View } from '../ui/view';\nexport const show = () => View;\n`,
        'app/boot.ts': `export const boot = () => import('../dev/client');\n`,
      }),
    );
    expect(problems).toContain('layer: src/dev/overlay.ts (dev) imports src/ui/view.tsx (ui), a higher layer');
    expect(problems).toContain('layer: src/app/boot.ts (app) imports dynamically src/dev/client.ts (dev), a higher layer');
  });

  it('reads every specifier of a source, multi-line and type-only ones included, and skips comments', () => {
    const source = [
      `import type {`,
      `  A,`,
      `  B,`,
      `} from './types';`,
      `import { x, type Y } from "../core/x";`,
      `export type { Z } from './z';`,
      `import './side-effect';`,
      `type M = typeof import('./typed');`,
      `const lazy = () => import('./lazy');`,
      `// import('./in-a-comment')`,
      `const text = 'not from "./a-string"';`,
    ].join('\n');
    expect(specifiersIn(source).sort()).toEqual(['../core/x', './lazy', './side-effect', './typed', './types', './z']);
  });
});
