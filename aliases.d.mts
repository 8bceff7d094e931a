// Types of aliases.mjs for the TypeScript configs that import it (vitest.config.ts, wxt.config.ts).
export declare const REACT_TO_PREACT: Record<string, string>;
export declare const DEV_RUNTIME: Record<string, string>;
export declare const SIGNALS_RUNTIME: string;
export declare const SIGNALS: Record<string, string>;
export declare function viteAliases(options?: { devRuntime?: boolean }): { find: RegExp; replacement: string }[];
