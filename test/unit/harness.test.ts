import { describe, expect, it } from 'vitest';
import {
  guardLoaderMark,
  harnessLoaderAllowed,
  harnessTagAttributes,
  holdMemberSpace,
  parseHarnessEntry,
  USERSCRIPT_DEFAULT,
} from '../../extension/harness';

/** What src/loader.ts does first: keep the page's object, and boot only when no loader has marked it. */
function loaderBoots(w: { MemberSpace?: any }): boolean {
  const ms = (w.MemberSpace = w.MemberSpace && typeof w.MemberSpace === 'object' ? w.MemberSpace : {});
  if (ms.__loader) return false;
  ms.__loader = 1;
  ms.ready = false;
  return true;
}

describe('harness: the page entry (memberspace.harness)', () => {
  it('reads a build, its loader, and the optional environment and site', () => {
    expect(
      parseHarnessEntry(JSON.stringify({ build: 'local', loaderUrl: 'http://127.0.0.1:4174/widget/widget.js', env: 'fixture', subdomain: 'Demo' })),
    ).toEqual({ kind: 'entry', entry: { build: 'local', loaderUrl: 'http://127.0.0.1:4174/widget/widget.js', env: 'fixture', subdomain: 'demo' } });
    expect(parseHarnessEntry('{"build":"production","loaderUrl":"https://cdn.memberspace.com/scripts/widget.js"}')).toEqual({
      kind: 'entry',
      entry: { build: 'production', loaderUrl: 'https://cdn.memberspace.com/scripts/widget.js' },
    });
    expect(parseHarnessEntry('{"build":"off"}')).toEqual({ kind: 'off' });
    expect(parseHarnessEntry(null)).toEqual({ kind: 'none' });
  });

  it('says why an entry is unusable, and never takes it', () => {
    const local = 'http://localhost:4174/widget/widget.js';
    for (const [raw, problem] of [
      ['{', /not JSON/],
      ['3', /not an object/],
      ['{"build":"nightly","loaderUrl":"http://localhost/widget.js"}', /unknown build nightly/],
      [JSON.stringify({ build: 'local', loaderUrl: local, env: 'moon' }), /unknown env moon/],
      [JSON.stringify({ build: 'local', loaderUrl: local, subdomain: 'no spaces' }), /invalid subdomain/],
      [JSON.stringify({ build: 'local', loaderUrl: 'https://evil.test/widget.js' }), /loaderUrl must be/],
    ] as const) {
      const choice = parseHarnessEntry(raw);
      expect(choice.kind, raw).toBe('none');
      expect(choice.kind === 'none' && choice.problem, raw).toMatch(problem);
    }
  });

  it('runs only a widget.js of our CDNs or of this machine', () => {
    for (const ok of [
      'https://cdn.memberspace.com/scripts/widget.js',
      'https://cdn.staging.memberspace.com/scripts/widget.js',
      'http://127.0.0.1:4174/widget/widget.js',
      'http://localhost:5000/widget/widget.js',
      'http://[::1]:4174/widget/widget.js',
      USERSCRIPT_DEFAULT.loaderUrl,
    ]) {
      expect(harnessLoaderAllowed(ok), ok).toBe(true);
    }
    for (const bad of [
      'https://cdn.memberspace.com.evil.test/scripts/widget.js',
      'https://evil.test/widget.js',
      'http://127.0.0.1:4174/widget/other.js',
      'javascript:alert(1)//widget.js',
      'http://u:p@localhost/widget.js',
      'data:text/javascript,1//widget.js',
      'not a url',
    ]) {
      expect(harnessLoaderAllowed(bad), bad).toBe(false);
    }
  });

  it("writes the loader tag as a site owner's, with our markers; the local build asks for live reload", () => {
    expect(harnessTagAttributes({ build: 'local', loaderUrl: 'x', env: 'production' }, 'demo')).toEqual({
      'data-subdomain': 'demo',
      'data-env': 'production',
      'data-ms-extension': '',
      'data-ms-harness': 'local',
      'data-ms-dev': '',
    });
    expect(harnessTagAttributes({ build: 'staging', loaderUrl: 'x' }, null)).toEqual({ 'data-ms-extension': '', 'data-ms-harness': 'staging' });
  });
});

describe('harness: one MemberSpace object, booted by the chosen loader only', () => {
  it("keeps the page's own loader from booting, before and after the chosen one, and lets the chosen one boot", () => {
    let running: 'ours' | 'page' = 'page';
    const w: { MemberSpace?: any } = {};
    holdMemberSpace(
      w,
      () => running === 'ours',
      () => {},
      () => {},
    );
    // The page's config line: MemberSpace reads undefined until something is put there, so `||` keeps its settings.
    w.MemberSpace = w.MemberSpace || { subdomain: 'demo', env: 'fixture' };
    expect(loaderBoots(w)).toBe(false); // the page's own loader, first
    running = 'ours';
    expect(loaderBoots(w)).toBe(true);
    expect(w.MemberSpace.__loader).toBe(1);
    running = 'page';
    expect(loaderBoots(w)).toBe(false); // and after
    expect(w.MemberSpace).toMatchObject({ subdomain: 'demo', env: 'fixture', ready: false });
  });

  it("merges a later assignment into the one object: the page's settings are kept, nothing of the loader's is lost", () => {
    const w: { MemberSpace?: any } = {};
    let changes = 0;
    holdMemberSpace(
      w,
      () => true,
      () => changes++,
      () => {},
    );
    expect(w.MemberSpace).toBeUndefined();
    expect(loaderBoots(w)).toBe(true);
    const first = w.MemberSpace;
    w.MemberSpace = { subdomain: 'demo', ready: 'page value', __loader: 0 };
    expect(w.MemberSpace).toBe(first);
    expect(w.MemberSpace).toMatchObject({ subdomain: 'demo', ready: false, __loader: 1 });
    w.MemberSpace = null; // not an object: ignored
    expect(w.MemberSpace).toBe(first);
    expect(changes).toBe(2);
  });

  it('adopts an object already on the page, and hears every other script that asks for the mark', () => {
    const w: { MemberSpace?: any } = { MemberSpace: { subdomain: 'early' } };
    const asked: string[] = [];
    holdMemberSpace(
      w,
      () => false,
      () => {},
      () => asked.push('asked'),
    );
    expect(w.MemberSpace.subdomain).toBe('early');
    expect(loaderBoots(w)).toBe(false);
    expect(asked).toEqual(['asked']);
    // The mark stays out of the settings the widget checks (pageConfig.ts lists own keys).
    expect(Object.keys(guardLoaderMark({ a: 1 }, () => true))).toEqual(['a']);
  });
});
