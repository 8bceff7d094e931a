// Types of scripts/snippet.mjs for the TypeScript that imports it (fixtures/site, test/unit/snippet.test.ts).
export declare const WIDGET_URL: string;
export declare const CONFIG_LINE: string;
export declare function buildSnippetCode(url?: string): Promise<string>;
export declare function snippetHtml(code: string): string;
export declare function writeSnippet(outdir: string): Promise<string>;
