import { afterEach, describe, expect, it } from 'vitest';
import { shieldFromPage } from '../../src/ui/pageCssShield';

/**
 * A third party's nodes in our light-DOM container are the page's to style: what they set inline is pinned
 * (important), its frames stay in the flow, and the container's own pseudo-elements are switched off.
 */
const made: Element[] = [];
afterEach(() => {
  for (const el of made.splice(0)) el.remove();
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0)); // mutation records come as a microtask

function container(): HTMLDivElement {
  const node = document.createElement('div');
  document.body.append(node);
  made.push(node);
  return node;
}

describe("the page's CSS kept off a third party's nodes", () => {
  it('pins what the third party sets inline, keeps its frames in the flow, and does not override its own important choices', async () => {
    const node = container();
    const stop = shieldFromPage(node);
    const wrapper = document.createElement('div');
    wrapper.style.setProperty('position', 'relative', 'important');
    const frame = document.createElement('iframe');
    frame.style.height = '24px';
    wrapper.append(frame);
    node.append(wrapper);
    await settle();
    expect(frame.style.getPropertyPriority('height')).toBe('important');
    expect(frame.style.getPropertyValue('height')).toBe('24px');
    for (const [name, value] of [
      ['position', 'static'],
      ['z-index', 'auto'],
      ['min-height', '0'],
      ['opacity', '1'],
    ] as const) {
      expect([name, frame.style.getPropertyValue(name), frame.style.getPropertyPriority(name)]).toEqual([name, value, 'important']);
    }
    expect(wrapper.style.getPropertyValue('position')).toBe('relative');
    // The third party resizes its frame (a plain, not important, inline height): pinned again.
    frame.style.height = '40px';
    await settle();
    expect([frame.style.getPropertyValue('height'), frame.style.getPropertyPriority('height')]).toEqual(['40px', 'important']);
    stop();
    frame.style.height = '10px';
    await settle();
    expect(frame.style.getPropertyPriority('height')).toBe('');
  });

  it("switches the container's own pseudo-elements off from a shadow root of its own that shows its children", () => {
    const node = container();
    const stop = shieldFromPage(node);
    expect(node.shadowRoot?.querySelector('slot')).not.toBeNull();
    const sheet = node.shadowRoot?.adoptedStyleSheets[0];
    expect([...(sheet?.cssRules ?? [])].map((r) => r.cssText).join('')).toMatch(/:host::before.*content: none !important/);
    stop();
  });

  it("reaches the third party's own pseudo-elements with a sheet adopted by the document while a container is shielded, then gone", () => {
    const first = shieldFromPage(container());
    const second = shieldFromPage(container());
    const ours = () => document.adoptedStyleSheets.filter((sheet) => [...sheet.cssRules].some((r) => r.cssText.includes('[data-ms-slot]')));
    expect(ours()).toHaveLength(1);
    first();
    expect(ours()).toHaveLength(1);
    second();
    expect(ours()).toHaveLength(0);
  });
});
