// The asynchronous install snippet (src/snippet.ts), built from the same modules as the loader into one minified
// statement: dist/snippet.js (the code alone) and dist/snippet.html (what a site owner pastes, config line first).
// esbuild.mjs calls it on every build; `npm run size` reports its bytes; test/unit/snippet.test.ts checks that the
// README shows exactly this and that the code does what it says.
import * as esbuild from 'esbuild';
import { minify as terse } from 'terser';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The production loader (README "Installing the widget"); the fixture server puts its own CDN in its place. */
export const WIDGET_URL = 'https://cdn.memberspace.com/scripts/widget.js';

/** The config line of every install, unchanged: what the owner edits. */
export const CONFIG_LINE = 'window.MemberSpace = window.MemberSpace || { subdomain: "yoursite" };';

/** The snippet's code: one minified statement, the loader's URL as a string literal (JSON) in it. */
export async function buildSnippetCode(url = WIDGET_URL) {
  const built = await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['src/snippet.ts'],
    bundle: true,
    write: false,
    format: 'iife', // nothing of ours on the page's global scope
    minify: true,
    target: ['chrome100', 'firefox100', 'safari15', 'edge100'],
    legalComments: 'none',
    logLevel: 'warning',
    define: { __WIDGET_URL__: JSON.stringify(url) },
  });
  const out = await terse(built.outputFiles[0].text, { compress: { passes: 2 }, mangle: true, format: { comments: false } });
  // esbuild marks the module strict; pasted after the config line that prologue would be a stray expression.
  out.code = out.code?.replace(/^"use strict";/, '');
  if (!out.code) throw new Error('terser produced nothing for the snippet');
  if (out.code.includes('</')) throw new Error('the snippet must not contain "</" (it is pasted inside <script>)');
  return out.code;
}

/** What the README shows and dist/snippet.html holds. */
export const snippetHtml = (code) => `<script>\n  ${CONFIG_LINE}\n  ${code}\n</script>\n`;

export async function writeSnippet(outdir) {
  const code = await buildSnippetCode();
  await writeFile(`${outdir}/snippet.js`, `${code}\n`);
  await writeFile(`${outdir}/snippet.html`, snippetHtml(code));
  return code;
}
