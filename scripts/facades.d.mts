// Types of scripts/facades.mjs for the TypeScript that imports it (test/unit/facades.test.ts).
import type { Outputs } from './chunkGraph.mjs';

/** A facade's chunk, the entry's export names mapped to the chunk's, and its side-effect imports (scripts/facades.mjs). */
export interface Facade {
  chunk: string;
  names: Record<string, string>;
  sideEffects: string[];
}
export declare function readFacade(code: string): Facade | null;
export declare function importThrough(facade: Pick<Facade, 'chunk' | 'names'>): string;
export declare function dropFacades(outputs: Outputs, bootEntry: string): Promise<Map<string, { chunk: string; names: Record<string, string> }>>;
