/**
 * Pure helpers of the peer benchmark (scripts/bench/peers.ts): the same fixture page without any widget, with
 * our loader installed another way, or with a peer's snippet instead of ours. The page is taken as the fixture
 * site serves it; the bench serves the variants itself, so every variant's document arrives the same way.
 */

/** The install snippet of the fixture pages (partials install, install-data, install-protected): the global and the loader. */
const GLOBAL = /[ \t]*<script\b[^>]*>\s*window\.MemberSpace\s*=\s*window\.MemberSpace\s*\|\|[^<]*<\/script>\s*\n?/g;
const LOADER = /[ \t]*<script\b[^>]*\bsrc="[^"]*\/widget\/widget\.js"[^>]*><\/script>\s*\n?/g;

/** The page without our install snippet; throws when it has none (the fixture changed: the bench must say so, not measure nothing). */
export function withoutInstall(html: string): string {
  if (!LOADER.test(html)) throw new Error('the fixture page has no widget loader to take out');
  LOADER.lastIndex = 0;
  return html.replace(GLOBAL, '').replace(LOADER, '');
}

/** The page with our loader made blocking (no async, no defer), as the fixture's protected pages install it. */
export function withBlockingLoader(html: string): string {
  const tag = html.match(LOADER)?.[0];
  if (!tag) throw new Error('the fixture page has no widget loader');
  return html.replace(tag, tag.replace(/\s(?:async|defer)(?=[\s>])/g, ''));
}

/** `snippet` at the end of <head> (before </head>). */
export function inHead(html: string, snippet: string): string {
  const at = html.indexOf('</head>');
  if (at < 0) throw new Error('the page has no </head>');
  return `${html.slice(0, at)}${snippet}\n${html.slice(at)}`;
}

/** `snippet` at the end of <body> (before </body>). */
export function atBodyEnd(html: string, snippet: string): string {
  const at = html.lastIndexOf('</body>');
  if (at < 0) throw new Error('the page has no </body>');
  return `${html.slice(0, at)}${snippet}\n${html.slice(at)}`;
}

/** An attribute value for a snippet written into a page. */
export const attr = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The recommended install (README, dist/snippet.html) for the bench's own documents: the config line (with the
 * fixture's env, as the fixture's install-snippet partial has it) and the built snippet's code, its loader URL
 * (`productionUrl`, a string literal in the code) retargeted to `loaderUrl`. Throws when the code does not name it.
 */
export function snippetInstall(code: string, productionUrl: string, loaderUrl: string, subdomain: string): string {
  const literal = JSON.stringify(productionUrl);
  if (!code.includes(literal)) throw new Error(`the built snippet does not load ${productionUrl}`);
  const config = `window.MemberSpace = window.MemberSpace || { subdomain: ${JSON.stringify(subdomain)}, env: "fixture" };`;
  return `<script>${config}\n${code.trim().replace(literal, () => JSON.stringify(loaderUrl))}</script>`;
}
