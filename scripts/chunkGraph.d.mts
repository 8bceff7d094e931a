// Types of scripts/chunkGraph.mjs for the TypeScript that imports it (scripts/facades.d.mts).
export type Outputs = Record<
  string,
  { entryPoint?: string; inputs: Record<string, { bytesInOutput: number }>; imports: { path: string; kind: string }[] }
>;
export declare function entryFile(outputs: Outputs, entry: string): string;
export declare function loadSet(outputs: Outputs, file: string, into?: Set<string>): Set<string>;
export declare function flowEntries(source: string, dir: string): Record<string, string>;
export declare function flowFiles(
  outputs: Outputs,
  entries: Record<string, string>,
  base: string,
  home?: (file: string) => string,
  rel?: (file: string) => string,
): Record<string, string[]>;
