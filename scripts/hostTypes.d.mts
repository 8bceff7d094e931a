// Types of scripts/hostTypes.mjs for the TypeScript that imports it (test/unit/hostTypes.test.ts).
export declare function hostTypes(): Promise<string>;
export declare function writeHostTypes(outdir: string): Promise<string>;
