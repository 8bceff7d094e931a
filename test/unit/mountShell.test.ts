import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOST_TAG } from '../../src/core/constants';
import type { Runtime } from '../../src/state/runtimeTypes';
import { mountShell } from '../../src/shell/mountShell';

/** The widget's element (shell/mountShell.ts): a failed mount leaves nothing behind, so the retry makes the only one. */
const runtime = {
  settings: { fontCssUrl: 'https://cdn.test/font.css', cdnBase: 'https://cdn.test' },
  logger: { log: vi.fn(), entries: () => [] },
  persist: { readNow: () => ({}), write: () => {} },
} as unknown as Runtime;
const button = { open: vi.fn(), intent: vi.fn() };
const hosts = () => document.querySelectorAll(HOST_TAG);

afterEach(() => {
  for (const host of hosts()) host.remove();
  vi.restoreAllMocks();
});

describe('mountShell', () => {
  it("puts one host element on the page, with the button before the interface's place", () => {
    const shell = mountShell(runtime, undefined, button);
    expect(hosts()).toHaveLength(1);
    expect(shell.root.parentNode).toBe(hosts()[0]!.shadowRoot);
    expect(shell.ui.parentElement).toBe(shell.root);
  });

  // The interface loader asks again after a failure (app/interface.ts): a page whose attachShadow throws once (a
  // script wrapping it) must not end with two widget elements.
  it('a mount that throws takes its host element away, so the next one is the only one', () => {
    vi.spyOn(Element.prototype, 'attachShadow').mockImplementationOnce(() => {
      throw new Error('refused by the page');
    });
    expect(() => mountShell(runtime, undefined, button)).toThrow('refused by the page');
    expect(hosts()).toHaveLength(0);
    mountShell(runtime, undefined, button);
    expect(hosts()).toHaveLength(1);
  });
});
