// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { flowEntries, flowFiles } from '../../scripts/flowFiles.mjs';

/**
 * Each flow's files beyond the interface's (scripts/flowFiles.mjs), which ui/flowFiles.ts asks for beside the flow's
 * own chunk: read from a chunk graph shaped as esbuild's metafile writes it.
 */
const out = (imports: string[], entryPoint?: string, dynamic: string[] = []) => ({
  entryPoint,
  inputs: {},
  imports: [...imports.map((path) => ({ path, kind: 'import-statement' })), ...dynamic.map((path) => ({ path, kind: 'dynamic-import' }))],
});

describe("a flow's files (scripts/flowFiles.mjs)", () => {
  it("reads the flows and their modules from ui/Screen.tsx's table, paths from the project's root", () => {
    const source = [
      'const LOADERS: { [F in Flow]: () => Promise<FlowChunk<F>> } = {',
      "  signIn: () => import('./screens/flows/signIn'),",
      "  payments: () => import('./payments/index'),",
      "  diag: () => import('../ui/diagnostics/index'),",
      '};',
      "const other = { x: () => import('./elsewhere') };",
    ].join('\n');
    expect(flowEntries(source, 'src/ui')).toEqual({
      signIn: 'src/ui/screens/flows/signIn.ts',
      payments: 'src/ui/payments/index.ts',
      diag: 'src/ui/diagnostics/index.ts',
    });
  });

  it('refuses a Screen.tsx whose table it cannot read: the build would otherwise preload nothing without a word', () => {
    expect(() => flowEntries("const LOADERS = { signIn: () => import('./a') };", 'src/ui')).toThrow(/no flow/);
  });

  it("lists what each flow's chunk loads statically, transitively, beyond the interface's chunk and without itself", () => {
    const outputs = {
      'dist/ui.js': out(['dist/boot.js', 'dist/shell.js'], undefined, ['dist/access.js', 'dist/facade.js']),
      'dist/boot.js': out([]),
      'dist/shell.js': out(['dist/boot.js']),
      'dist/access.js': out(['dist/dialog.js', 'dist/plans.js', 'dist/shell.js'], 'src/ui/screens/flows/access.ts'),
      'dist/dialog.js': out(['dist/dialogTexts.js', 'dist/boot.js']),
      'dist/dialogTexts.js': out([]),
      'dist/plans.js': out(['dist/contract.js']),
      'dist/contract.js': out([]),
      // A facade (dropped by the build): the flow's code is in join.js.
      'dist/facade.js': out(['dist/join.js'], 'src/ui/screens/flows/join.ts'),
      'dist/join.js': out(['dist/plans.js', 'dist/dialog.js']),
    };
    const entries = { access: 'src/ui/screens/flows/access.ts', join: 'src/ui/screens/flows/join.ts' };
    const home = (file: string) => (file === 'dist/facade.js' ? 'dist/join.js' : file);
    const rel = (file: string) => file.slice('dist/'.length);
    expect(flowFiles(outputs, entries, 'dist/ui.js', home, rel)).toEqual({
      access: ['contract.js', 'dialog.js', 'dialogTexts.js', 'plans.js'],
      join: ['contract.js', 'dialog.js', 'dialogTexts.js', 'plans.js'],
    });
  });

  it('fails the build for a flow whose module esbuild put in no chunk', () => {
    expect(() => flowFiles({ 'dist/ui.js': out([]) }, { access: 'src/ui/screens/flows/access.ts' }, 'dist/ui.js')).toThrow(/no chunk/);
  });
});
