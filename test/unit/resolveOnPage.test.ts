import { describe, expect, it } from 'vitest';
import { resolveOnPage, wildcardCovers } from '../../src/core/shell/path';

describe('resolveOnPage (core/shell/path.ts)', () => {
  const page = 'https://studio.example/gallery/?x=1';

  it("resolves a site path on the page's address, whatever the document's <base href> says", () => {
    expect(resolveOnPage('/free-area', page)).toBe('https://studio.example/free-area');
    expect(resolveOnPage('welcome', page)).toBe('https://studio.example/gallery/welcome');
    expect(resolveOnPage('?msopen=/member/sign_in', page)).toBe('https://studio.example/gallery/?msopen=/member/sign_in');
  });

  it('keeps absolute URLs, and gives back what it cannot parse', () => {
    expect(resolveOnPage('https://other.example/x', page)).toBe('https://other.example/x');
    expect(resolveOnPage('http://[bad', page)).toBe('http://[bad');
  });
});

describe('wildcardCovers (core/shell/path.ts): the wildcard rule of protection rules and of the cloak', () => {
  it('covers a longer path that starts with the wildcard path, and nothing else', () => {
    expect(wildcardCovers('/courses/', '/courses/one')).toBe(true);
    expect(wildcardCovers('/courses/', '/courses/')).toBe(false); // the same path is not longer
    expect(wildcardCovers('/courses/', '/courses')).toBe(false); // the catalogue itself
    expect(wildcardCovers('/courses', '/coursesx')).toBe(true); // a plain prefix, as the spec's rule says
    expect(wildcardCovers('/courses/', '/other/courses/one')).toBe(false);
  });
});
