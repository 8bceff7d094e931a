import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BODY_CLOAK_CSS, MARKER_CLOAK_CSS } from '../../src/core/access/cloak';
import { UNKNOWN_PAGE_BOUND_MS } from '../../src/core/constants';
import { createPageGuard } from '../../src/host/pageGuard';
import { STATUS_TAG } from '../../src/host/pageStatus';

/** The loader's page guard on a page (happy-dom): the cloak it leaves and the status it shows, time moved by hand. */
describe('page guard (host/pageGuard.ts)', () => {
  let cloak: HTMLStyleElement;
  const hidden = () => cloak.textContent === MARKER_CLOAK_CSS + BODY_CLOAK_CSS;
  const box = () => document.querySelector(STATUS_TAG)?.shadowRoot?.querySelector('p') ?? null;
  const shown = () => {
    const p = box();
    return p && p.className !== 'none' ? { role: p.getAttribute('role'), text: p.textContent } : null;
  };

  beforeEach(() => {
    vi.useFakeTimers();
    document.documentElement.querySelectorAll(STATUS_TAG).forEach((el) => el.remove());
    cloak = document.createElement('style');
    cloak.textContent = MARKER_CLOAK_CSS + BODY_CLOAK_CSS;
    document.head.appendChild(cloak);
  });
  afterEach(() => {
    vi.useRealTimers();
    cloak.remove();
  });

  it('a first visit: loading at 1 s, shown with the notice at the bound, the notice gone once decided', () => {
    const guard = createPageGuard(cloak, 'unknown');
    vi.advanceTimersByTime(999);
    expect(shown()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual({ role: 'status', text: 'Loading…' });
    expect(hidden()).toBe(true);
    vi.advanceTimersByTime(UNKNOWN_PAGE_BOUND_MS - 1001);
    expect(hidden()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual({ role: 'status', text: 'Membership features are unavailable right now.' });
    expect(hidden()).toBe(false);
    guard.set('decided');
    expect(shown()).toBeNull();
  });

  it('a known-protected page stays hidden under the error; Retry runs the retry', () => {
    const guard = createPageGuard(cloak, 'known');
    const retry = vi.fn();
    guard.set('failed', { message: 'Network error.', retry });
    vi.advanceTimersByTime(10_000);
    expect(hidden()).toBe(true);
    expect(shown()).toEqual({ role: 'alert', text: 'Network error.Try again' });
    box()?.querySelector('button')?.click();
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('a refusing decision keeps the loading state until the interface is on screen, and never uncloaks at the bound', () => {
    const guard = createPageGuard(cloak, 'unknown');
    guard.set('screen');
    vi.advanceTimersByTime(UNKNOWN_PAGE_BOUND_MS * 2);
    expect(hidden()).toBe(true);
    expect(shown()).toEqual({ role: 'status', text: 'Loading…' });
    guard.shown();
    expect(shown()).toBeNull();
    guard.set('screen'); // a later refusal (an SPA route): the interface is already there
    expect(shown()).toBeNull();
  });

  it("a single-page app's public route without a config shows, though the first page was known to be protected", () => {
    const guard = createPageGuard(cloak, 'known');
    const failure = { message: 'Network error.', retry: () => {} };
    guard.set('failed', failure);
    expect(hidden()).toBe(true);
    guard.set('failed', failure, 'none');
    expect(hidden()).toBe(false);
    expect(shown()).toEqual({ role: 'status', text: 'Membership features are unavailable right now.' });
  });

  it("a first visit's config, read by the loader, shows a public page at once and hides a protected one; never after the decision", () => {
    const guard = createPageGuard(cloak, 'unknown');
    guard.know('none');
    expect(hidden()).toBe(false);
    expect(shown()).toBeNull();
    // Another page view, painted before the loader ran (knowledge none), whose answer protects it.
    const painted = createPageGuard(cloak, 'none');
    expect(hidden()).toBe(false);
    painted.know('known');
    expect(hidden()).toBe(true);
    // Once the widget has decided, page protection alone owns the cloak.
    painted.set('decided');
    cloak.textContent = MARKER_CLOAK_CSS;
    painted.know('known');
    expect(hidden()).toBe(false);
  });

  it("what the config's own answer said of this path is not undone by a failed config (the contract chunk missing, a malformed answer)", () => {
    history.replaceState(null, '', '/members-only');
    const guard = createPageGuard(cloak, 'unknown');
    guard.know('known');
    const failure = { message: 'Network error.', retry: () => {} };
    // Page protection reports the failure with the stored list's word: nothing stored on a first visit.
    expect(guard.set('failed', failure, 'unknown')).toBe('known');
    expect(hidden()).toBe(true);
    expect(shown()).toEqual({ role: 'alert', text: 'Network error.Try again' });
    // A single-page app's route elsewhere is judged by what is known of it.
    history.replaceState(null, '', '/pricing');
    expect(guard.set('failed', failure, 'none')).toBe('none');
    expect(hidden()).toBe(false);
  });
});
