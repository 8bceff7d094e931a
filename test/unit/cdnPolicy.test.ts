import { describe, expect, it } from 'vitest';
import { compressible, LOADER_MAX_AGE_S, matchesEtag, pickEncoding, widgetCacheControl } from '../../fixtures/cdnPolicy';

describe('the fixture CDN picks the encoding the browser accepts', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'], // Chromium
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', null],
    ['identity', null],
    ['*', 'br'],
    ['*;q=0.1, gzip;q=0.9', 'gzip'],
    ['', null],
    [undefined, null],
    ['BR', 'br'],
    ['gzip;q=garbage, br;q=0', null],
  ] as const)('%s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('cache lifetimes of the widget folder', () => {
  it('caches the loader briefly, so a release reaches every site within minutes', () => {
    expect(widgetCacheControl('widget.js')).toBe(`public, max-age=${LOADER_MAX_AGE_S}`);
    expect(LOADER_MAX_AGE_S).toBe(300);
    expect(widgetCacheControl('widget.js', 0)).toBe('no-cache');
  });
  it('caches content-hashed chunks for a year, never revalidated', () => {
    expect(widgetCacheControl('main-46UAHZFJ.js')).toBe('public, max-age=31536000, immutable');
    expect(widgetCacheControl('chunk-OR5OKMPM.js')).toBe('public, max-age=31536000, immutable');
  });
  it('revalidates anything without a hash in its name', () => {
    expect(widgetCacheControl('manifest.json')).toBe('no-cache');
    expect(widgetCacheControl('chunk.js')).toBe('no-cache');
  });
});

describe('compression and revalidation', () => {
  it('compresses text, not images or fonts', () => {
    expect(compressible('a/chunk-X.js')).toBe(true);
    expect(compressible('translations/fr.json')).toBe(true);
    expect(compressible('fonts/lato.css')).toBe(true);
    expect(compressible('fonts/lato.woff2')).toBe(false);
    expect(compressible('logo.png')).toBe(false);
  });
  it('answers 304 only for a matching entity tag', () => {
    expect(matchesEtag('"abc-br"', '"abc-br"')).toBe(true);
    expect(matchesEtag('W/"abc-br", "x"', '"abc-br"')).toBe(true);
    expect(matchesEtag('*', '"abc"')).toBe(true);
    expect(matchesEtag('"abc-gzip"', '"abc-br"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });
});
