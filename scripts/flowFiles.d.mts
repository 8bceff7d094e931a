// Types of scripts/flowFiles.mjs for the TypeScript that imports it.
import type { Outputs } from './chunkGraph.mjs';
export declare function flowEntries(source: string, dir: string): Record<string, string>;
export declare function flowFiles(
  outputs: Outputs,
  entries: Record<string, string>,
  base: string,
  home?: (file: string) => string,
  rel?: (file: string) => string,
): Record<string, string[]>;
export declare function writeFlowFiles(outputs: Outputs, home: (file: string) => string, root: string): Promise<void>;
