import { describe, expect, it } from 'vitest';
import { configRetryDelay, pageView, type GuardPhase, type PageKnowledge } from '../../src/core/access/availability';
import { pageKnowledge } from '../../src/core/access/cloak';
import { CONFIG_RETRY_FIRST_MS, CONFIG_RETRY_MAX_MS, LOADING_STATE_DELAY_MS, UNKNOWN_PAGE_BOUND_MS } from '../../src/core/constants';

describe('never blank a site: what a page shows while the widget cannot decide', () => {
  it('the bounds: the loading state after 1 s, a page not known to be protected shown after 5 s', () => {
    expect(LOADING_STATE_DELAY_MS).toBe(1000);
    expect(UNKNOWN_PAGE_BOUND_MS).toBe(5000);
  });

  const L = LOADING_STATE_DELAY_MS;
  const B = UNKNOWN_PAGE_BOUND_MS;
  it.each<[PageKnowledge, number, GuardPhase, boolean | null, string]>([
    // a page the list covers stays hidden: loading after 1 s, the error (with its Retry) when the widget failed
    ['known', 0, 'waiting', true, 'none'],
    ['known', L - 1, 'waiting', true, 'none'],
    ['known', L, 'waiting', true, 'loading'],
    ['known', B * 100, 'waiting', true, 'loading'],
    ['known', 10, 'failed', true, 'error'],
    ['known', B * 100, 'failed', true, 'error'],
    // a first visit (no list): hidden, loading after 1 s, shown with the notice at the bound or when the widget failed
    ['unknown', 0, 'waiting', true, 'none'],
    ['unknown', L, 'waiting', true, 'loading'],
    ['unknown', B - 1, 'waiting', true, 'loading'],
    ['unknown', B, 'waiting', false, 'unavailable'],
    ['unknown', 10, 'failed', false, 'unavailable'],
    // a page the list does not cover is never hidden; the notice only once the widget failed
    ['none', 0, 'waiting', false, 'none'],
    ['none', B * 100, 'waiting', false, 'none'],
    ['none', 10, 'failed', false, 'unavailable'],
    // decided: page protection owns the cloak, and our own status goes; a refusing screen not shown yet keeps loading
    ['known', B * 100, 'decided', null, 'none'],
    ['unknown', B * 100, 'decided', null, 'none'],
    ['unknown', L - 1, 'screen', null, 'none'],
    ['unknown', B * 100, 'screen', null, 'loading'],
    ['known', L, 'screen', null, 'loading'],
  ])('%s page, %i ms, %s → hide %s, %s', (knowledge, elapsed, phase, hide, status) => {
    expect(pageView(knowledge, elapsed, phase)).toEqual([hide, status]);
  });

  it('retries a failed config after 5 s, then twice as long each time, capped at 60 s', () => {
    expect([CONFIG_RETRY_FIRST_MS, CONFIG_RETRY_MAX_MS]).toEqual([5000, 60_000]);
    expect([1, 2, 3, 4, 5, 6, 50].map(configRetryDelay)).toEqual([5000, 10_000, 20_000, 40_000, 60_000, 60_000, 60_000]);
  });

  it('what the protected-path list says of a page: covered, no list, not covered', () => {
    expect(pageKnowledge(['/members-only', '/courses/*'], '/members-only')).toBe('known');
    expect(pageKnowledge(['/members-only', '/courses/*'], '/Courses/yoga-101/')).toBe('known');
    expect(pageKnowledge(['/members-only'], '/pricing')).toBe('none');
    expect(pageKnowledge([], '/pricing')).toBe('none');
    expect(pageKnowledge(null, '/pricing')).toBe('unknown');
    expect(pageKnowledge({ paths: [] }, '/pricing')).toBe('unknown');
  });
});
