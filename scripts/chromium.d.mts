// Types of scripts/chromium.mjs for the TypeScript that imports it (playwright.config.ts, the benchmark).
export declare function chromiumPath(): string | null;
export declare function testBrowserPath(): string | null;
export declare const CHROMIUM_ARGS: string[];
