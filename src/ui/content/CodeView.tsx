import { useLayoutEffect, useMemo, useRef } from 'react';
import { renderOwnerHtml } from '../../host/ownerHtml';

/** The custom element the owner's HTML lives in: no page rule aimed at div or section squashes it. */
export const CODE_TAG = 'memberspace-code';
let count = 0;

/**
 * Embedded code: the owner's HTML goes into the light DOM of our shadow root's host element and is shown through
 * a named slot. So the page's own stylesheet styles it, and its scripts (which run in the page) find its elements
 * with document.getElementById/querySelector, which cannot see into a shadow root. Outside a shadow root (tests)
 * it goes inside the slot's wrapper.
 */
export function CodeView({ html }: { html: string }) {
  const wrapper = useRef<HTMLDivElement>(null);
  const slot = useMemo(() => `ms-code-${++count}`, []);
  useLayoutEffect(() => {
    const node = wrapper.current;
    if (!node) return;
    const root = node.getRootNode();
    const box = document.createElement(CODE_TAG);
    box.setAttribute('slot', slot);
    (root instanceof ShadowRoot ? root.host : node).appendChild(box);
    renderOwnerHtml(box, html);
    return () => box.remove();
  }, [html, slot]);
  return (
    <div ref={wrapper} className="code">
      <slot name={slot} />
    </div>
  );
}
