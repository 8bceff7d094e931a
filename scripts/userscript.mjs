// The userscript (README "The userscript"): dist/memberspace-dev.user.js, the extension's harness
// (extension/harness.ts, through extension/userscript.ts) bundled as one IIFE under a Violentmonkey/Tampermonkey
// metadata block. esbuild.mjs calls writeUserscript on every build; it is a developer's tool, loaded by no page and
// listed in no manifest. MS_USERSCRIPT_MATCH: the sites it runs on, comma-separated match patterns.
import * as esbuild from 'esbuild';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export const USERSCRIPT_FILE = 'memberspace-dev.user.js';
/** Without MS_USERSCRIPT_MATCH: this machine's pages only (the user adds their sites here or in the manager). */
export const DEFAULT_MATCHES = ['http://localhost/*', 'http://127.0.0.1/*'];

/** The match patterns from MS_USERSCRIPT_MATCH (comma-separated); one that would break the metadata block throws. */
export function userscriptMatches(value = process.env.MS_USERSCRIPT_MATCH) {
  const matches = (value ?? '')
    .split(',')
    .map((m) => m.trim())
    .filter(Boolean);
  for (const match of matches) {
    if (/\s/.test(match) || (!/^(\*|https?|file):\/\//.test(match) && match !== '<all_urls>')) {
      throw new Error(`MS_USERSCRIPT_MATCH: "${match}" is not a match pattern (e.g. https://*.example.com/*)`);
    }
  }
  return matches.length ? matches : DEFAULT_MATCHES;
}

/** The metadata block: the manager runs the body in the page's own context (@grant none) before its scripts. */
export function userscriptHeader({ version, matches }) {
  const lines = [
    ['name', 'MemberSpace widget harness'],
    ['namespace', 'https://memberspace.com/widget-harness'],
    ['version', version],
    ['description', "Runs a chosen build of the MemberSpace widget (by default your local npm run dev) in place of the site's own."],
    ...matches.map((m) => ['match', m]),
    ['run-at', 'document-start'],
    ['grant', 'none'],
    // Violentmonkey: the page's own window.MemberSpace and localStorage, not a sandbox's.
    ['inject-into', 'page'],
    ['noframes', ''],
  ];
  return ['// ==UserScript==', ...lines.map(([key, value]) => `// @${key.padEnd(12)} ${value}`.trimEnd()), '// ==/UserScript=='].join('\n');
}

/** Builds the userscript's text. */
export async function buildUserscript(matches = userscriptMatches()) {
  const { version } = JSON.parse(await readFile(`${root}package.json`, 'utf8'));
  const built = await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['extension/userscript.ts'],
    bundle: true,
    write: false,
    format: 'iife', // nothing of ours on the page's global scope
    target: ['chrome100', 'firefox100', 'safari15', 'edge100'],
    legalComments: 'none',
    logLevel: 'warning',
  });
  return `${userscriptHeader({ version, matches })}\n\n${built.outputFiles[0].text}`;
}

/** Writes <outdir>/memberspace-dev.user.js. */
export async function writeUserscript(outdir) {
  await writeFile(`${outdir}/${USERSCRIPT_FILE}`, await buildUserscript());
}
