import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BootContext } from '../../src/core/shell/bootContext';
import { resolveSettings } from '../../src/core/shell/settings';
import { followDevServer, followsDevServer } from '../../src/dev/client';
import { hideBuildError, OVERLAY_TAG } from '../../src/dev/overlay';

/**
 * The dev client (`npm run dev` only): who follows the dev server's stream, and what each event does. The stream
 * itself is a stand-in here; test/browser/dev.spec.ts runs the real one against the real dev command.
 */

const LOADER = 'http://127.0.0.1:4174/widget/widget.js';

/** A stand-in EventSource that records its URL; the test dispatches the server's events on it. */
class FakeSource extends EventTarget {
  static made: FakeSource[] = [];
  constructor(readonly url: string) {
    super();
    FakeSource.made.push(this);
  }
  emit(event: string, data: string) {
    this.dispatchEvent(new MessageEvent(event, { data }));
  }
}

function context(env: string | null, attrs: Record<string, string> = {}): BootContext {
  const script = document.createElement('script');
  script.src = LOADER;
  script.dataset.subdomain = 'demo';
  if (env) script.dataset.env = env;
  for (const [name, value] of Object.entries(attrs)) script.setAttribute(name, value);
  return { ms: {}, queue: [], script, src: LOADER };
}

const overlay = () =>
  document.querySelector(OVERLAY_TAG) ?? document.querySelector('memberspace-widget')?.shadowRoot?.querySelector(OVERLAY_TAG) ?? null;

afterEach(() => {
  hideBuildError();
  FakeSource.made = [];
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const el of document.querySelectorAll('memberspace-widget')) el.remove();
  sessionStorage.clear();
});

describe('who follows the dev server', () => {
  const settings = (env?: string) =>
    resolveSettings({ scriptUrl: LOADER, dataset: { subdomain: 'demo', ...(env ? { env } : {}) }, pageConfig: {}, sessionEnv: null });
  const tag = (dev: boolean) => {
    const el = document.createElement('script');
    if (dev) el.setAttribute('data-ms-dev', '');
    return el;
  };

  it('the fixture world and a local backend do; production and staging do not', () => {
    expect(followsDevServer(settings('fixture'), tag(false))).toBe(true);
    expect(followsDevServer(settings('development'), tag(false))).toBe(true);
    expect(followsDevServer(settings('staging'), tag(false))).toBe(false);
    expect(followsDevServer(settings('production'), tag(false))).toBe(false);
    expect(followsDevServer(settings(), tag(false))).toBe(false); // the default is production
  });

  it('any environment does when the tag carries data-ms-dev (the harness injected a local build)', () => {
    expect(followsDevServer(settings('production'), tag(true))).toBe(true);
    const unusable = resolveSettings({ scriptUrl: LOADER, dataset: {}, pageConfig: {}, sessionEnv: null });
    expect(followsDevServer(unusable, tag(true))).toBe(true);
    expect(followsDevServer(unusable, tag(false))).toBe(false);
  });

  it('reads the environment as the widget does: the session override wins over the tag', () => {
    const ctx = context('production');
    sessionStorage.setItem('memberspace.env', 'fixture');
    expect(followDevServer(ctx, 'aaaaaaaaaa', { EventSource: FakeSource as unknown as typeof EventSource })).not.toBeNull();
    sessionStorage.setItem('memberspace.env', 'staging');
    expect(followDevServer(context('fixture'), 'aaaaaaaaaa', { EventSource: FakeSource as unknown as typeof EventSource })).toBeNull();
  });
});

describe('the dev client', () => {
  const start = (ctx: BootContext, build = 'aaaaaaaaaa') => {
    const reload = vi.fn();
    followDevServer(ctx, build, { EventSource: FakeSource as unknown as typeof EventSource, reload });
    return { reload, source: FakeSource.made.at(-1) };
  };

  it('subscribes on the loader origin only in a dev environment', () => {
    expect(start(context('production')).source).toBeUndefined();
    const { source } = start(context('fixture'));
    expect(source?.url).toBe('http://127.0.0.1:4174/__dev/events');
  });

  it('reloads on a build with another id, not on its own', () => {
    const { reload, source } = start(context('fixture'));
    source!.emit('build', 'aaaaaaaaaa');
    expect(reload).not.toHaveBeenCalled();
    source!.emit('build', 'bbbbbbbbbb');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows a failed build in an overlay of its own shadow root; the same build again, or Dismiss, removes it', () => {
    const { reload, source } = start(context('development'));
    source!.dispatchEvent(new Event('error')); // the stream dropped: not a build error
    expect(overlay()).toBeNull();
    source!.emit('error', 'src/a.ts:1:6: ERROR: Expected ";" but found "y"\n    1 │ let x y');
    const root = overlay()!.shadowRoot!;
    expect(root.querySelector('[role="alert"] pre')!.textContent).toBe('src/a.ts:1:6: ERROR: Expected ";" but found "y"\n    1 │ let x y');
    source!.emit('error', 'another');
    expect(document.querySelectorAll(OVERLAY_TAG)).toHaveLength(1);
    source!.emit('build', 'aaaaaaaaaa'); // the change was undone: this page runs that build
    expect(overlay()).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    source!.emit('error', 'again');
    overlay()!.shadowRoot!.querySelector('button')!.click();
    expect(overlay()).toBeNull();
  });

  it("puts the overlay in the widget's shadow root when the interface is mounted", () => {
    const widget = document.documentElement.appendChild(document.createElement('memberspace-widget'));
    widget.attachShadow({ mode: 'open' });
    const { source } = start(context('fixture'));
    source!.emit('error', 'broken');
    expect(document.querySelector(OVERLAY_TAG)).toBeNull();
    expect(widget.shadowRoot!.querySelector(OVERLAY_TAG)?.shadowRoot?.textContent).toContain('broken');
  });

  it('never throws onto the page: no EventSource, an unusable loader URL', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const ctx = context('fixture');
    expect(followDevServer(ctx, 'a', { EventSource: undefined as unknown as typeof EventSource })).toBeNull();
    // data-ms-dev: followed whatever the settings say, so the URL is read (and refused).
    const dev = context('fixture', { 'data-ms-dev': '' });
    expect(() => followDevServer({ ...dev, src: 'not a url' }, 'a', { EventSource: FakeSource as unknown as typeof EventSource })).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
