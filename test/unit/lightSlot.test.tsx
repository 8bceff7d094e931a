import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { inPage, useLightSlot, type LightSlot } from '../../src/ui/lightSlot';

/**
 * Third parties' UI (the card provider's fields, the captcha) goes on a container of the page itself, projected into
 * our shadow tree through a named slot: the provider refuses a node of a shadow root (fixtures/stand-ins/README.md).
 */
let seen: LightSlot | null = null;
/** The card field's kind of slot: the provider counts an Element as mounted only inside <body>. */
function Field() {
  const slot = useLightSlot('card-number', { inBody: true });
  seen = slot;
  return <div className="box">{slot.slot}</div>;
}
/** The captcha's kind: the page's light DOM is enough. */
function Badge() {
  const slot = useLightSlot('captcha');
  seen = slot;
  return <div className="box">{slot.slot}</div>;
}

const hosts: HTMLElement[] = [];
function mountInShadow(): { host: HTMLElement; shadow: ShadowRoot } {
  const host = document.createElement('memberspace-widget');
  document.documentElement.append(host);
  hosts.push(host);
  const shadow = host.attachShadow({ mode: 'open' });
  act(() => render(<Field />, shadow as unknown as Element));
  return { host, shadow };
}

afterEach(() => {
  for (const host of hosts.splice(0)) host.remove();
  seen = null;
});

describe('light-DOM slots for third-party UI', () => {
  it('the container is a child of our host in the page, assigned to the slot rendered where the UI belongs', () => {
    const { host, shadow } = mountInShadow();
    const container = seen!.container.current!;
    expect(container.parentElement).toBe(host);
    expect(container.getRootNode()).toBe(document);
    expect(inPage(container)).toBe(true);
    const slot = shadow.querySelector('.box > slot')!;
    expect(container.getAttribute('slot')).toBe(slot.getAttribute('name'));
    expect(container.getAttribute('data-ms-slot')).toBe('card-number');
  });

  it("the page's CSS cannot move, hide or shrink it: its reset is inline and important", () => {
    mountInShadow();
    const style = seen!.container.current!.style;
    for (const property of ['display', 'width', 'visibility', 'box-sizing']) expect(style.getPropertyPriority(property), property).toBe('important');
    expect(style.getPropertyValue('display')).toBe('block');
    expect(style.getPropertyValue('width')).toBe('100%');
  });

  it('two slots never share a name; unmounting removes the container from the page', () => {
    const first = mountInShadow();
    const firstContainer = seen!.container.current!;
    const second = mountInShadow();
    expect(seen!.container.current!.getAttribute('slot')).not.toBe(firstContainer.getAttribute('slot'));
    act(() => render(null, first.shadow as unknown as Element));
    expect(firstContainer.isConnected).toBe(false);
    expect(first.host.children).toHaveLength(0);
    expect(second.host.children).toHaveLength(1);
  });

  it("while it holds a container, a host placed after <body> is in <body> (the provider's 'mounted' is body.contains); then back", () => {
    const { host, shadow } = mountInShadow();
    expect(document.body.contains(seen!.container.current)).toBe(true);
    expect(host.parentElement).toBe(document.body);
    // A second slot on the same host: it goes back only with the last one.
    const other = document.createElement('div');
    shadow.append(other);
    act(() => render(<Field />, other));
    act(() => render(null, shadow as unknown as Element));
    expect(host.parentElement).toBe(document.body);
    act(() => render(null, other));
    expect(host.parentElement).toBe(document.documentElement);
    expect(document.body.nextElementSibling).toBe(host);
  });

  it('a slot that needs no <body> (the captcha) leaves the host where it is', () => {
    const host = document.createElement('memberspace-widget');
    document.documentElement.append(host);
    hosts.push(host);
    const shadow = host.attachShadow({ mode: 'open' });
    act(() => render(<Badge />, shadow as unknown as Element));
    expect(seen!.container.current!.parentElement).toBe(host);
    expect(host.parentElement).toBe(document.documentElement);
  });

  it('the focus inside the host stays where it was when the host moves', () => {
    const host = document.createElement('memberspace-widget');
    document.documentElement.append(host);
    hosts.push(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const input = document.createElement('input');
    const place = document.createElement('div');
    shadow.append(input, place);
    input.focus();
    act(() => render(<Field />, place));
    expect(host.parentElement).toBe(document.body);
    expect(shadow.activeElement).toBe(input);
  });

  it('a node in a shadow root, or detached, is no place for a third party', () => {
    const host = document.createElement('div');
    document.body.append(host);
    hosts.push(host);
    const inside = document.createElement('div');
    host.attachShadow({ mode: 'open' }).append(inside);
    expect(inPage(inside)).toBe(false);
    expect(inPage(document.createElement('div'))).toBe(false);
    expect(inPage(null)).toBe(false);
  });
});
