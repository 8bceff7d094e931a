// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLOAK_ATTR, MARKER_CLOAK_CSS } from '../../src/core/access/cloak';
import { BUDGETS } from '../../scripts/budgets.mjs';
import { buildSnippetCode, CONFIG_LINE, snippetHtml, WIDGET_URL } from '../../scripts/snippet.mjs';

/** The snippet as it ships (scripts/snippet.mjs, the same build as dist/snippet.js) and as the README shows it. */
const root = resolve(import.meta.dirname, '../..');
let code = '';
beforeAll(async () => {
  code = await buildSnippetCode();
});

describe('the async install snippet as built', () => {
  it("is one self-contained statement: nothing on the page's global scope, nothing that ends the <script>", () => {
    expect(code).toMatch(/^\(\(\)=>\{.*\}\)\(\);$/s);
    expect(code).not.toContain('</');
    expect(code).not.toContain('use strict');
    // Built from the loader's modules, not a copy: the same attribute and stylesheet text.
    expect(code).toContain(JSON.stringify(WIDGET_URL));
    expect(code).toContain(CLOAK_ATTR);
    expect(code).toContain('display:none!important');
    expect(MARKER_CLOAK_CSS).toContain('display:none!important');
  });

  it("stays small: it is inline in every page of the site (npm run size's budget, 1.3 KB gzip)", () => {
    // The bytes npm run size measures: dist/snippet.js, the code and its newline.
    expect(gzipSync(`${code}\n`, { level: 9 }).length).toBeLessThanOrEqual(BUDGETS.snippet);
  });

  it('is what the README tells site owners to paste, config line first', () => {
    const readme = readFileSync(resolve(root, 'README.md'), 'utf8');
    expect(snippetHtml(code).startsWith(`<script>\n  ${CONFIG_LINE}\n`)).toBe(true);
    expect(readme).toContain(snippetHtml(code));
  });
});
