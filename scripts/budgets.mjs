// The size budgets `npm run size` checks (scripts/size.mjs), apart so that a unit test can read them too.

/**
 * Gzip bytes (GUIDE.md "Budgets"). The loader may be 2.5 KB because it decides a first visit from the config itself.
 * The inline snippet (ours, not GUIDE's) may be 1.3 KB: it sends a first visit's config request itself, before the
 * loader has arrived (src/snippet.ts), which takes the loader's download off the first paint's path.
 * `total` is not a budget of what anyone downloads (no visitor downloads every chunk; the bench's journeys are those
 * budgets): it is a ceiling on the code as a whole, at the 108.6 KB of 2026-11-27, which grows only with a line in the
 * session's note saying what the bytes bought.
 */
export const BUDGETS = { loader: 2.5 * 1024, boot: 20 * 1024, signIn: 25 * 1024, total: 108.6 * 1024, snippet: 1.3 * 1024, locale: 10 * 1024 };
