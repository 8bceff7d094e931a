// Types of scripts/layers.mjs for the TypeScript that imports it (test/unit/layers.test.ts).
export declare const LAYERS: string[];
export declare function specifiersIn(source: string): string[];
export declare function importsOf(
  srcDir: string,
): Promise<{ files: string[]; edges: { from: string; to: string; kind: 'static' | 'dynamic' | 'type' }[] }>;
export declare function checkLayers(srcDir: string): Promise<string[]>;
