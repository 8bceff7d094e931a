// The size budgets `npm run size` checks (scripts/size.mjs), apart so that a unit test can read them too.

/**
 * Gzip bytes (GUIDE.md "Budgets"). The loader may be 2.5 KB because it decides a first visit from the config itself.
 * The inline snippet (ours, not GUIDE's) may be 1.3 KB: it sends a first visit's config request itself, before the
 * loader has arrived (src/snippet.ts), which takes the loader's download off the first paint's path.
 * `total` is not a budget of what anyone downloads (no visitor downloads every chunk; the bench's journeys are those
 * budgets): it is a ceiling on the code as a whole, which grows only with a line saying what the bytes bought. It was
 * 108.6 KB on 2026-11-27 (108.54 at 70da014); each step below is `npm run size`'s figure for a build of that commit:
 * - +2.6 (111.18, 3d29506), issue 34: the card field and the captcha on light-DOM nodes slotted into our shadow tree,
 *   the page's CSS kept off them, their keyboard and overlay rules (the real provider refuses a shadow root);
 * - +3.2 (114.40, e0b75e9), issues 35 and 36: the audits' fixes (money per payment, sessions, what host pages are
 *   told, drafts of every form, escaping, our own Lato) and the timer and accessibility fixes;
 * - +3.5 (117.86, e94cf1b), issue 37: the dialog in the top layer above any focus trap, the member button clear of
 *   the page's fixed controls, the page's background behind it;
 * - +1.4 (119.22, f1f3605), issue 38: a first visit decided from the config;
 * - +13.6 (132.77, 5079c46), issue 38: the splits that made each journey lighter (superstruct off the boot path, the
 *   dialog's chunk, texts by flow, the after-ready chunk by need, the member button without Preact, joining as a flow
 *   of its own, tracking for members only): each chunk carries its own import glue and is compressed alone, for a
 *   first-time visitor's page view of 35.0 KB instead of 47.6 and a '+ payment' journey of 72.2 KB instead of 79.2
 *   (`npm run bench`); and server words isolated in right-to-left pages;
 * - +2.0 (134.80, d168303), issue 39: Apple Pay and Google Pay at checkout;
 * - +0.2 (134.98, 2026-11-29), issue 38: words put into a right-to-left sentence isolated, and e-mails and coupon
 *   codes cleaned of the invisible direction marks a copy from such a sentence carries;
 * - -0.8 (134.16, 2026-11-29), issue 38: esbuild's re-exporting facades no longer shipped (scripts/facades.mjs), each
 *   lazy import going straight to its chunk;
 * - +2.0 (136.18, 2026-11-29), issue 38: a refused page's screens as a flow of their own with their own words
 *   (ui/screens/flows/access.ts): a first-time visitor on a protected page downloads 57.6 KB instead of 84.1 and no
 *   longer evaluates the account's and billing's screens; the chunks that flow shares with joining and the others
 *   were split finer ('+ payment' +0.4 KB, a sign-in click +0.1 KB);
 * - -0.3 (135.94, 2026-11-29), issue 38: Stripe's loader bundled from its ES module (esbuild's CommonJS interop no
 *   longer in the boot chunk) and a translation read without the English tables (none on a non-English page view);
 * - +1.4 (137.36, 2026-11-29), issue 38: a session's code (the session, the token cookies' writing, the token exchange)
 *   as a chunk of its own, loaded when a session is restored or begins (state/lazySession.ts): the boot path from 20.51
 *   to 19.95 KB, and a visitor without a session never downloads it; the chunk is compressed alone, the session's face
 *   is new code, and so are its review's fixes (a restore bounded as IndexedDB's, a member's page kept under the
 *   network error when the chunk cannot come, messages of other tabs in their order).
 * - +0.8 (138.17, 2026-11-30), layout shift: a registration for a plan keeps its form laid out but transparent and
 *   inert under 'Loading…' (1.5 s at most) until the plan shown above it comes, which came late and moved the fields
 *   and the 'Log in' link under the visitor's pointer; plans loaded once in a page view come at once the next time;
 *   the captcha's inline badge has its room before it comes; the dialog's Tab cycle skips inert controls;
 *   the screen keeps its height when a summary shorter than 'Loading…' replaces it, on a phone's short sheet only;
 * - +0.5 (138.57, 2026-11-30), layout shift: the refused page's invitation holds 'Sign up', 'Log in' and the way out
 *   back under 'Loading…' until its plans come, as registration does (the wait, its hook, the holding back and the
 *   focus after it are one chunk that the access and the joining flows share; it was registration's alone), one
 *   invitation per page rule, the chosen plan focused after the wait and kept across the login and Back.
 * - +0.7 (139.24, 2026-11-30), round trips: each flow's other files (its shared chunks) asked for beside the flow's own
 *   chunk, not once it has arrived and been read (ui/flowFiles.ts: the table of them the build writes into the
 *   interface's chunk, and the module preloads): a first visit's refused page has its invitation's 'Log in' about a
 *   round trip sooner (958 to 820-850 ms with every request 100 ms away, `npm run bench`'s round-trip table).
 * The ceiling is that last figure and 0.1 KB more, rounded up: the chunks carry each other's content-hash names, which move the
 * total by a few bytes from one build of the same code to the next.
 */
export const BUDGETS = { loader: 2.5 * 1024, boot: 20 * 1024, signIn: 25 * 1024, total: 139.4 * 1024, snippet: 1.3 * 1024, locale: 10 * 1024 };
