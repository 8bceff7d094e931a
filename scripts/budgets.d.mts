// Types of scripts/budgets.mjs for the TypeScript that imports it (test/unit/snippetBuild.test.ts).
export declare const BUDGETS: Readonly<Record<'loader' | 'boot' | 'signIn' | 'total' | 'snippet' | 'locale', number>>;
