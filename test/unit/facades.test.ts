// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { importThrough, readFacade } from '../../scripts/facades.mjs';

describe("esbuild's facades (scripts/facades.mjs)", () => {
  it('reads a minified facade: the chunk, the entry names mapped to the chunk’s, the side-effect imports', () => {
    const code = 'import{b as a,la as s}from"./chunk-AAA.js";import"./chunk-BBB.js";export{s as afterLogin,a as logPageConfigProblems};';
    expect(readFacade(code)).toEqual({
      chunk: './chunk-AAA.js',
      names: { afterLogin: 'la', logPageConfigProblems: 'b' },
      sideEffects: ['./chunk-BBB.js'],
    });
  });

  it('reads an unminified one, names unaliased', () => {
    const code = 'import {\n  mountShell\n} from "./chunk-AAA.js";\nimport "./chunk-BBB.js";\nimport "./chunk-CCC.js";\nexport {\n  mountShell\n};\n';
    expect(readFacade(code)).toEqual({
      chunk: './chunk-AAA.js',
      names: { mountShell: 'mountShell' },
      sideEffects: ['./chunk-BBB.js', './chunk-CCC.js'],
    });
  });

  it('leaves anything else alone: code of its own, names from two chunks, only side effects, a name it does not import', () => {
    expect(readFacade('import{a}from"./chunk-A.js";export{a as x};console.log(1);')).toBeNull();
    expect(readFacade('import{a}from"./chunk-A.js";import{b}from"./chunk-B.js";export{a as x,b as y};')).toBeNull();
    expect(readFacade('import"./chunk-A.js";import"./chunk-B.js";')).toBeNull();
    expect(readFacade('import{a}from"./chunk-A.js";export{z as x};')).toBeNull();
    expect(readFacade('import{a}from"./chunk-A.js";export{a as "a-b"};')).toBeNull();
  });

  it("imports the chunk and hands the caller the entry's names", async () => {
    const expression = importThrough({ chunk: './chunk-AAA.js', names: { afterReady: 'na', run: 'b' } });
    expect(expression).toBe('import("./chunk-AAA.js").then(m=>({"afterReady":m["na"],"run":m["b"]}))');
    // The same expression with the chunk's namespace in place of the import: what the caller gets.
    const namespace = { na: () => 'ready', b: 2, other: 3 };
    const run = new Function('chunk', `return ${expression.replace('import("./chunk-AAA.js")', 'Promise.resolve(chunk)')};`);
    const entry = (await run(namespace)) as { afterReady: () => string; run: number };
    expect(entry.afterReady()).toBe('ready');
    expect(entry).toEqual({ afterReady: namespace.na, run: 2 });
  });
});
