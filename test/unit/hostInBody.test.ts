import { afterEach, describe, expect, it } from 'vitest';
import { intoBody } from '../../src/ui/hostInBody';

/**
 * Our modal's host lives after <body>; the card provider needs its containers inside <body> and its 3D Secure dialog
 * makes <body> a stacking context (fixtures/stand-ins/README.md), so the host joins <body> for those moments only.
 */
const made: Element[] = [];
const host = (): HTMLElement => {
  const el = document.createElement('memberspace-widget');
  el.attachShadow({ mode: 'open' });
  made.push(el);
  return el;
};
afterEach(() => {
  for (const el of made.splice(0)) el.remove();
});

describe('the host in <body> for a while', () => {
  it('moves a host after <body> to its end and back to the very place it had', () => {
    const el = host();
    const after = document.createElement('aside');
    made.push(after);
    document.documentElement.append(el, after);
    const back = intoBody(el);
    expect(el.parentElement).toBe(document.body);
    back();
    back(); // a second call is no second move
    expect(el.nextElementSibling).toBe(after);
    expect(el.previousElementSibling).toBe(document.body);
  });

  it('leaves alone a host the page put in a shadow root of its own (it is not the page to move)', () => {
    const pageHost = document.createElement('div');
    made.push(pageHost);
    document.body.append(pageHost);
    const el = host();
    pageHost.attachShadow({ mode: 'open' }).append(el);
    const back = intoBody(el);
    expect(el.parentNode).toBe(pageHost.shadowRoot);
    back();
    expect(el.parentNode).toBe(pageHost.shadowRoot);
  });

  it('a page that replaced the <body> it was in (a Turbo visit): the host goes home, not lost', () => {
    const el = host();
    document.documentElement.append(el);
    const old = document.body;
    const back = intoBody(el);
    const fresh = document.createElement('body');
    document.documentElement.replaceChild(fresh, old);
    try {
      expect(el.isConnected).toBe(false);
      back();
      expect(el.parentElement).toBe(document.documentElement);
    } finally {
      document.documentElement.replaceChild(old, fresh);
    }
  });
});
