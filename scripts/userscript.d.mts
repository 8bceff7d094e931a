// Types of scripts/userscript.mjs for the TypeScript that imports it (test/unit/userscript.test.ts).
export declare const USERSCRIPT_FILE: string;
export declare const DEFAULT_MATCHES: string[];
export declare function userscriptMatches(value?: string): string[];
export declare function userscriptHeader(options: { version: string; matches: string[] }): string;
export declare function buildUserscript(matches?: string[]): Promise<string>;
export declare function writeUserscript(outdir: string): Promise<void>;
