import { describe, expect, it } from 'vitest';
import { callKind, countBy, isApiCall, isWidgetAsset, kb, msRange, ratio, summarize, table, wireBytes } from '../../scripts/bench/stats';

describe('benchmark summaries', () => {
  it('takes the median, min and max, ignoring values that are not numbers', () => {
    expect(summarize([5, 1, 3])).toEqual({ n: 3, median: 3, min: 1, max: 5 });
    expect(summarize([4, 1, 3, 2])).toEqual({ n: 4, median: 2.5, min: 1, max: 4 });
    expect(summarize([NaN, 2, Infinity])).toEqual({ n: 1, median: 2, min: 2, max: 2 });
    expect(summarize([])).toBeNull();
  });
  it('prints ranges, sizes and ratios', () => {
    expect(msRange(summarize([10, 12.34, 20]))).toBe('12.3 (10.0–20.0)');
    expect(msRange(null)).toBe('–');
    expect(kb(2048)).toBe('2.00 KB');
    expect(ratio(10, 25)).toBe('×2.50');
    expect(ratio(0, 25)).toBe('–');
  });
});

describe('what counts as widget bytes over the wire', () => {
  const cdn = 'http://127.0.0.1:4174';
  it('counts compressed bodies of network fetches only, not cache hits', () => {
    const at = { startTime: 0, responseEnd: 1 };
    expect(
      wireBytes([
        { url: 'a', ...at, transferSize: 1300, encodedBodySize: 1000 },
        { url: 'b', ...at, transferSize: 0, encodedBodySize: 5000 },
      ]),
    ).toBe(1000);
  });
  it('takes the loader, the chunks and CSS files of the CDN; not the API, the page or other origins', () => {
    expect(isWidgetAsset(`${cdn}/widget/widget.js`, cdn)).toBe(true);
    expect(isWidgetAsset(`${cdn}/widget/chunk-ABCD1234.js`, cdn)).toBe(true);
    expect(isWidgetAsset(`${cdn}/cdn/fonts/lato.css`, cdn)).toBe(true);
    expect(isWidgetAsset(`${cdn}/api/v2/sites/demo/configuration`, cdn)).toBe(false);
    expect(isWidgetAsset('http://127.0.0.1:4173/style.css', cdn)).toBe(false);
    expect(isApiCall(`${cdn}/api/v2/sites/demo/configuration`, cdn)).toBe(true);
    expect(isApiCall(`${cdn}/widget/widget.js`, cdn)).toBe(false);
  });
  it('counts calls by kind, ids and queries left out', () => {
    expect(callKind('GET', '/api/v2/sites/demo/content/42?x=1')).toBe('GET /api/v2/sites/:s/content/:id');
    expect(countBy(['b', 'a', 'b'])).toEqual([
      ['b', 2],
      ['a', 1],
    ]);
  });
});

describe('the printed table', () => {
  it('aligns columns: the first to the left, the others to the right', () => {
    expect(
      table(
        ['name', 'n'],
        [
          ['a', '10'],
          ['longer', '2'],
        ],
      ),
    ).toBe('name     n\n------  --\na       10\nlonger   2');
  });
});
