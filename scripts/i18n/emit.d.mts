// Types of scripts/i18n/emit.mjs for the TypeScript that imports it (test/unit/typography.test.ts).
export declare function writeTranslations(outdir: string): Promise<{ file: string; bytes: number }[]>;
