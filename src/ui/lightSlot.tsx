import { useLayoutEffect, useRef, useState, type MutableRefObject, type ReactElement } from 'react';
import { LIGHT_SLOT_ATTR } from '../core/constants';
import { ourContainers } from '../host/domObserver';
import { intoBody } from './hostInBody';
import { shieldFromPage, type Declarations } from './pageCssShield';

/**
 * What keeps the host page's CSS off a light-DOM container: it is a node of the page, so `div {…}` rules of the
 * site reach it. Inline declarations marked important win over every rule of the page, important or not, and in
 * any cascade layer; set through the CSSOM, so a strict style-src allows them. `all` clears whatever the page may
 * set; the few that follow put back what a block filling its slot needs.
 */
const RESET: Declarations = [
  ['all', 'initial'],
  ['display', 'block'],
  ['box-sizing', 'border-box'],
  ['width', '100%'],
  ['min-width', '0'],
  ['visibility', 'visible'],
  ['pointer-events', 'auto'],
];

let slots = 0;

export interface LightSlot {
  /** The page node to hand to the third-party script; null until mounted and after unmounting. */
  container: MutableRefObject<HTMLDivElement | null>;
  /** Where the container shows: render it where the third party's UI belongs. */
  slot: ReactElement;
}

/** The shadow host whose tree holds `node` (a slot projects only its own host's children); none outside one. */
function shadowHostOf(node: Node): Element | null {
  const root = node.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

/**
 * A container in the page's light DOM for a third party's UI (the card provider's fields, the captcha): those
 * scripts refuse, or break in, a node of a shadow root. The container is a child of the widget's host element
 * assigned to a named `<slot>` rendered where the UI belongs, so it shows in place, takes part in the dialog's
 * layout and focus order, and inherits its direction. It is made before the component's own effects run and
 * removed with the component, so nothing of ours stays in the page after a screen closes. The page's CSS is kept
 * off it and off what the third party puts in it (RESET, ui/pageCssShield.ts). `kind` names it for tests and
 * diagnostics (`data-ms-slot`); `style` adds to the reset; `inBody` keeps the host in <body> meanwhile
 * (ui/hostInBody.ts: the card provider counts an Element as mounted only while <body> contains it).
 */
export function useLightSlot(kind: string, { style = [], inBody = false }: { style?: Declarations; inBody?: boolean } = {}): LightSlot {
  const [name] = useState(() => `ms-${kind}-${++slots}`);
  const slot = useRef<HTMLSlotElement>(null);
  const container = useRef<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    const at = slot.current;
    if (!at) return;
    const node = document.createElement('div');
    node.setAttribute('slot', name);
    node.setAttribute(LIGHT_SLOT_ATTR, kind);
    for (const [property, value] of [...RESET, ...style]) node.style.setProperty(property, value, 'important');
    const unshield = shieldFromPage(node);
    ourContainers.add(node);
    // Outside a shadow tree (a test rendering in the document) a slot shows its own children instead.
    const host = shadowHostOf(at);
    const back = host && inBody ? intoBody(host) : () => {};
    (host ?? at).appendChild(node);
    container.current = node;
    return () => {
      container.current = null;
      unshield();
      node.remove();
      back();
    };
  }, []);
  return { container, slot: <slot ref={slot} name={name} /> };
}

/**
 * A focus sentinel's box: a pixel, invisible, out of the layout, yet a box with a size, which is what the card
 * provider's own focus search asks of a candidate (ui/payments/CardField.tsx).
 */
export const SENTINEL: Declarations = [
  ['position', 'absolute'],
  ['width', '1px'],
  ['height', '1px'],
  ['opacity', '0'],
  ['overflow', 'hidden'],
  ['pointer-events', 'none'],
];

/** Whether a container can take a third party's UI: in the page itself, not in someone's shadow root or detached. */
export const inPage = (node: Node | null): node is HTMLElement => !!node && node.isConnected && node.getRootNode() === document;
