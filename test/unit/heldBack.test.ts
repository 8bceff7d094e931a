import { afterEach, describe, expect, it, vi } from 'vitest';

/** What waits under 'Loading…' (ui/heldBack.ts): transparent and inert, or hidden in a browser without inert. */
describe('heldBack', () => {
  let restore = () => {};
  afterEach(() => {
    restore();
    vi.resetModules();
  });

  it('holds back with a class of its own beside the element’s, inert and out of the accessibility tree; lets go whole', async () => {
    const { heldBack } = await import('../../src/ui/heldBack');
    expect(heldBack(true, 'access-body')).toEqual({ className: 'access-body held', inert: true, 'aria-hidden': true, style: undefined });
    expect(heldBack(true)).toEqual({ className: 'held', inert: true, 'aria-hidden': true, style: undefined });
    expect(heldBack(false, 'access-body')).toEqual({ className: 'access-body', inert: false, 'aria-hidden': undefined, style: undefined });
    expect(heldBack(false)).toEqual({ className: undefined, inert: false, 'aria-hidden': undefined, style: undefined });
  });

  it('in a browser without inert, hides what waits: a transparent control would still take a click', async () => {
    let owner: object | null = HTMLElement.prototype;
    while (owner && !Object.hasOwn(owner, 'inert')) owner = Object.getPrototypeOf(owner);
    const descriptor = owner && Object.getOwnPropertyDescriptor(owner, 'inert');
    if (owner && descriptor) {
      delete (owner as { inert?: unknown }).inert;
      restore = () => Object.defineProperty(owner, 'inert', descriptor);
    }
    expect('inert' in HTMLElement.prototype).toBe(false);
    const { heldBack } = await import('../../src/ui/heldBack');
    expect(heldBack(true).style).toEqual({ visibility: 'hidden' });
    expect(heldBack(false).style).toBeUndefined();
  });
});
