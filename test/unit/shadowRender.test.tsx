import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Services } from '../../src/state/runtimeTypes';
import { renderInShadow } from '../../src/ui/shadowRender';

const services = {
  runtime: { settings: { cdnBase: 'https://cdn.test' }, logger: { log: vi.fn() } },
} as unknown as Services;

const hosts: HTMLElement[] = [];
function host(): HTMLElement {
  const el = document.createElement('div');
  document.body.append(el);
  hosts.push(el);
  return el;
}
afterEach(() => hosts.splice(0).forEach((h) => h.remove()));

/** The widget's stylesheet, adopted or as the <style> fallback. */
const styled = (root: ShadowRoot) => root.adoptedStyleSheets.length > 0 || root.querySelector('style') !== null;

describe('renderInShadow', () => {
  it('renders into a new shadow root with the widget styles, and unmounts', () => {
    const el = host();
    const unmount = renderInShadow(el, <p>hello</p>, services, undefined);
    expect(el.shadowRoot?.textContent).toContain('hello');
    expect(styled(el.shadowRoot!)).toBe(true);
    unmount();
    expect(el.shadowRoot?.querySelector('p')).toBeNull();
  });

  it('renders into the shadow root the host already has', () => {
    const el = host();
    const existing = el.attachShadow({ mode: 'open' });
    renderInShadow(el, <p>again</p>, services, undefined);
    expect(el.shadowRoot).toBe(existing);
    expect(existing.textContent).toContain('again');
  });
});
