// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildUserscript, DEFAULT_MATCHES, userscriptHeader, userscriptMatches } from '../../scripts/userscript.mjs';

/** scripts/userscript.mjs (it reads files through import.meta.url: node, not happy-dom). Run on a page in test/browser/userscript.spec.ts. */
describe('harness: the userscript (dist/memberspace-dev.user.js)', () => {
  it('takes its match patterns from MS_USERSCRIPT_MATCH, this machine by default, and refuses a broken one', () => {
    expect(userscriptMatches('https://example.com/*, https://*.example.com/* ')).toEqual(['https://example.com/*', 'https://*.example.com/*']);
    expect(userscriptMatches(undefined)).toEqual(DEFAULT_MATCHES);
    expect(userscriptMatches('')).toEqual(DEFAULT_MATCHES);
    expect(() => userscriptMatches('example.com')).toThrow(/not a match pattern/);
    expect(() => userscriptMatches('https://a.test/*\n// @grant GM_xmlhttpRequest')).toThrow(/not a match pattern/);
  });

  it('has the metadata a manager needs to run it in the page before its scripts, then the harness', async () => {
    const header = userscriptHeader({ version: '2.0.0', matches: ['https://example.com/*'] });
    const lines = header.split('\n');
    expect(lines[0]).toBe('// ==UserScript==');
    expect(lines.at(-1)).toBe('// ==/UserScript==');
    for (const line of [
      '// @match        https://example.com/*',
      '// @run-at       document-start',
      '// @grant        none',
      '// @inject-into  page',
    ]) {
      expect(lines).toContain(line);
    }
    const text = await buildUserscript(['https://example.com/*']);
    expect(text.startsWith(header)).toBe(true);
    expect(text).toContain('memberspace.harness');
    expect(text).not.toMatch(/^(import|export) /m);
  });
});
