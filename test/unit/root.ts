import { render } from 'preact';
import { afterEach, beforeEach } from 'vitest';

/** A fresh element in the body for each test to render into, emptied and removed after it. */
export function useRoot(): () => HTMLDivElement {
  let root: HTMLDivElement;
  beforeEach(() => {
    root = document.createElement('div');
    document.body.append(root);
  });
  afterEach(() => {
    render(null, root);
    root.remove();
  });
  return () => root;
}
