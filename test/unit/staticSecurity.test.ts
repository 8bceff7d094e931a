// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 11, security, read from the code itself: the built bundle (dist/, `npm test` builds before the unit
 * tests) has nothing a strict Content-Security-Policy forbids (eval, the Function constructor, string timers,
 * inline event handlers, document.write), and the sources keep HTML parsing, page navigation and message
 * listeners to the few reviewed places listed here and in docs/hardening/security.md.
 */
const DIST = process.env.MS_DIST ?? 'dist';
const SRC = 'src';

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path, ext) : ext.test(name) ? [path] : [];
  });
}
const read = (path: string) => readFileSync(path, 'utf8');

/** Where a pattern occurs: `file: excerpt` per hit. */
function hits(paths: string[], pattern: RegExp): string[] {
  const found: string[] = [];
  for (const path of paths) {
    const text = read(path);
    for (const m of text.matchAll(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : pattern.flags + 'g'))) {
      found.push(`${relative('.', path)}: ${text.slice(Math.max(0, m.index! - 40), m.index! + m[0].length + 40)}`);
    }
  }
  return found;
}

describe('the built bundle has nothing a strict CSP refuses', () => {
  if (!existsSync(join(DIST, 'widget.js'))) throw new Error(`${DIST}/widget.js is missing: run node esbuild.mjs first`);
  const bundle = files(DIST, /\.js$/);
  const checks: [string, RegExp][] = [
    ['eval', /(?<![.\w$])eval\s*\(/],
    ['the Function constructor', /(?<![.\w$])(?:new\s+)?Function\s*\(/],
    ['a string passed to setTimeout or setInterval', /set(?:Timeout|Interval)\(\s*["'`]/],
    ['document.write', /document\.write(?:ln)?\s*\(/],
    ['an on… attribute set by name', /setAttribute\(\s*["'`]on[a-z]/i],
    ['an inline handler in an HTML string', /["'`][^"'`]*<[a-z][\w-]*\s[^<>"'`]*\bon[a-z]+\s*=/i],
    ['a javascript: URL', /javascript:/i],
    // Set as a property or an attribute; the snippet escaping names it only to compare an owner's attribute with it.
    ['srcdoc', /srcdoc(?!["'`]\s*[)&|?:;,}=!])|setAttribute\(\s*["'`]srcdoc/i],
  ];
  it(`scans ${bundle.length} files`, () => expect(bundle.length).toBeGreaterThan(3));
  for (const [what, pattern] of checks) it(`no ${what}`, () => expect(hits(bundle, pattern)).toEqual([]));

  it("innerHTML only in Preact's dangerouslySetInnerHTML support and the owner-HTML renderer", () => {
    const preact = bundle.filter((p) => read(p).includes('dangerouslySetInnerHTML'));
    expect(preact).toHaveLength(1);
    const fromPreact = hits(preact, /innerHTML/).length - hits(preact, /dangerouslySetInnerHTML/).length;
    const fromSources = hits(files(SRC, /\.tsx?$/), /\.innerHTML\b/).length;
    const all = hits(bundle, /innerHTML/).length - hits(bundle, /dangerouslySetInnerHTML/).length;
    expect(all).toBe(fromPreact + fromSources);
  });
});

describe('the sources keep the dangerous APIs in reviewed places', () => {
  const sources = files(SRC, /\.tsx?$/);
  /** Each API with the only files allowed to use it (docs/hardening/security.md says why). */
  const allowed: [string, RegExp, string[]][] = [
    // The site owner's embedded code and tracking snippets: HTML by definition, never member data unescaped.
    [
      'innerHTML and friends',
      /\.(?:innerHTML|outerHTML)\b|insertAdjacentHTML|createContextualFragment|DOMParser|document\.write/,
      ['src/host/ownerHtml.ts'],
    ],
    ['dangerouslySetInnerHTML', /dangerouslySetInnerHTML/, []],
    // Navigation to configured or API-given URLs goes through the web-address check.
    [
      'location.assign / replace / href =',
      /location\.(?:assign|replace)\s*\(|location\.href\s*=/,
      ['src/host/leavePage.ts', 'src/ui/content/browserActions.ts'],
    ],
    ['eval and the Function constructor', /(?<![.\w$])eval\s*\(|new Function\s*\(/, []],
    ['string timers', /set(?:Timeout|Interval)\(\s*["'`]/, []],
    ['on… attributes by name', /setAttribute\(\s*["'`]on[a-z]/i, []],
  ];
  for (const [what, pattern, files] of allowed) {
    it(`${what}: only in ${files.length ? files.join(', ') : 'no file'}`, () => {
      const where = [...new Set(hits(sources, pattern).map((h) => h.split(':')[0]!.replaceAll('\\', '/')))];
      expect(where.sort()).toEqual([...files].sort());
    });
  }

  it("every window 'message' listener checks the sender's origin and source; onmessage only on a private channel", () => {
    const listeners = sources.filter((p) => /addEventListener\(\s*["'`]message["'`]|\bon(?:message|messageerror)\s*=/.test(read(p)));
    for (const path of listeners) {
      const text = read(path);
      // A BroadcastChannel only ever hears the same origin, and a MessageChannel's port only its other end (the
      // loader's message to itself); a window listener hears any frame and must check.
      const channel = /new (?:BroadcastChannel|MessageChannel)\(/.test(text) && !/addEventListener\(\s*["'`]message["'`]/.test(text);
      if (!channel) expect({ path, origin: /\.origin\b/.test(text), source: /\.source\b/.test(text) }).toEqual({ path, origin: true, source: true });
    }
    expect(listeners.map((p) => relative('.', p).replaceAll('\\', '/')).sort()).toEqual(['src/loader.ts', 'src/state/tabs.ts']);
  });
});
