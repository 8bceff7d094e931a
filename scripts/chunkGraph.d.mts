// Types of scripts/chunkGraph.mjs for the TypeScript that imports it (scripts/facades.d.mts).
export type Outputs = Record<
  string,
  { entryPoint?: string; inputs: Record<string, { bytesInOutput: number }>; imports: { path: string; kind: string }[] }
>;
export declare function entryFile(outputs: Outputs, entry: string): string;
export declare function loadSet(outputs: Outputs, file: string, into?: Set<string>): Set<string>;
