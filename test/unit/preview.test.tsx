import { render } from 'preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/core/util/logger';
import { readPreview } from '../../src/core/shell/previewEntry';
import { createRuntime } from '../../src/app/runtime';
import { createPersistence } from '../../src/state/persist';
import { applyPreview } from '../../src/state/applyPreview';
import { preview, tokens } from '../../src/state/store';
import { PreviewNotice } from '../../src/ui/PreviewNotice';
import { createTokenCookies } from '../../src/state/tokenCookies';
import { fixtureSettings } from './fixtureSettings';
import { accessTokenFor } from './jwt';

/** The widget's side of the audience preview (docs/architecture.md, "Previewing as an audience"). */
const NOW = 1_700_000_000_000;
const previewToken = accessTokenFor(290, { preview: true, audience: 'free' });
const entry = (v: unknown) => JSON.stringify(v);
const quietLogger = () => createLogger([], { error() {}, warn() {}, log() {}, debug() {} });

describe('readPreview: the session-storage entry', () => {
  it('reads a member preview and a visitor preview (which has no token)', () => {
    expect(readPreview(entry({ token: previewToken, audience: 'free', expiresAt: NOW + 1 }), NOW)).toEqual({
      audience: 'free',
      token: previewToken,
      expiresAt: NOW + 1,
      plan: null,
      joinedDaysAgo: null,
    });
    expect(readPreview(entry({ token: null, audience: 'visitor', expiresAt: NOW + 600_000 }), NOW)).toEqual({
      audience: 'visitor',
      token: null,
      expiresAt: NOW + 600_000,
      plan: null,
      joinedDaysAgo: null,
    });
    expect(readPreview(entry({ audience: 'visitor', expiresAt: NOW + 1 }), NOW)).toMatchObject({ token: null });
  });

  it("carries what the notice says: the plan's name and the days since joining", () => {
    const raw = entry({ token: previewToken, audience: 'plan', expiresAt: NOW + 1, plan: 'Gold', joinedDaysAgo: 30 });
    expect(readPreview(raw, NOW)).toMatchObject({ audience: 'plan', plan: 'Gold', joinedDaysAgo: 30 });
    expect(readPreview(entry({ token: previewToken, audience: 'free', expiresAt: NOW + 1, plan: null, joinedDaysAgo: 0 }), NOW)).toMatchObject({
      plan: null,
      joinedDaysAgo: 0,
    });
  });

  it('is "expired" at or after its expiry', () => {
    expect(readPreview(entry({ token: previewToken, audience: 'paid', expiresAt: NOW }), NOW)).toBe('expired');
    expect(readPreview(entry({ token: null, audience: 'visitor', expiresAt: NOW - 1 }), NOW)).toBe('expired');
  });

  it.each([
    ['not JSON', '{token'],
    ['JSON null', 'null'],
    ['a string', '"free"'],
    ['an unknown audience', entry({ token: previewToken, audience: 'owner', expiresAt: NOW + 1 })],
    ['no expiry', entry({ token: previewToken, audience: 'free' })],
    ['an expiry as a date string', entry({ token: previewToken, audience: 'free', expiresAt: new Date(NOW + 1).toISOString() })],
    ['a member audience without a token', entry({ token: null, audience: 'paid', expiresAt: NOW + 1 })],
    ['a token that is no JWT', entry({ token: 'garbage', audience: 'plan', expiresAt: NOW + 1 })],
    ["a real session's token (no preview claim)", entry({ token: accessTokenFor(202), audience: 'paid', expiresAt: NOW + 1 })],
    ['a plan name that is no text', entry({ token: previewToken, audience: 'plan', expiresAt: NOW + 1, plan: 7 })],
    ['an empty plan name', entry({ token: previewToken, audience: 'plan', expiresAt: NOW + 1, plan: '' })],
    ['negative joined days', entry({ token: previewToken, audience: 'plan', expiresAt: NOW + 1, joinedDaysAgo: -1 })],
    ['part of a day', entry({ token: previewToken, audience: 'plan', expiresAt: NOW + 1, joinedDaysAgo: 1.5 })],
    ['more than 3650 days', entry({ token: previewToken, audience: 'plan', expiresAt: NOW + 1, joinedDaysAgo: 3651 })],
    ['days as text', entry({ token: previewToken, audience: 'plan', expiresAt: NOW + 1, joinedDaysAgo: '3' })],
  ])('is malformed (null) for %s', (_, raw) => {
    expect(readPreview(raw, NOW)).toBeNull();
  });
});

describe('applyPreview', () => {
  beforeEach(() => {
    tokens.value = null;
    preview.value = null;
  });

  it('ignores and logs a malformed entry (ERROR, CORE), changing nothing', () => {
    const logger = quietLogger();
    const cookies = createTokenCookies('demo', () => null);
    const write = cookies.write;
    expect(applyPreview('{not json', logger, cookies, createPersistence('t:'), NOW)).toBe(false);
    expect(logger.entries().map((e) => [e.level, e.topic, e.message])).toEqual([['ERROR', 'CORE', 'Audience preview ignored: malformed']]);
    expect(cookies.write).toBe(write);
    expect([tokens.value, preview.value]).toEqual([null, null]);
  });

  it('ignores and logs an expired entry (WARN, CORE)', () => {
    const logger = quietLogger();
    expect(
      applyPreview(
        entry({ token: previewToken, audience: 'free', expiresAt: NOW - 1 }),
        logger,
        createTokenCookies('demo', () => null),
        createPersistence('t:'),
        NOW,
      ),
    ).toBe(false);
    expect(logger.entries().map((e) => [e.level, e.topic, e.message])).toEqual([['WARN', 'CORE', 'Audience preview ignored: expired']]);
    expect(tokens.value).toBeNull();
  });

  it('puts the preview token in memory only: no refresh token, cookie and IndexedDB writes become no-ops', () => {
    const logger = quietLogger();
    const cookies = createTokenCookies('demo', () => null);
    const persist = createPersistence('t:');
    expect(applyPreview(entry({ token: previewToken, audience: 'free', expiresAt: NOW + 600_000 }), logger, cookies, persist, NOW)).toBe(true);
    expect(tokens.value).toEqual({ accessToken: previewToken, refreshToken: '', expiresAt: NOW + 600_000 });
    expect(preview.value).toEqual({ audience: 'free', plan: null, joinedDaysAgo: null });
    cookies.write(tokens.value!);
    expect(document.cookie).not.toContain('ms_token_demo');
    expect(logger.entries().at(-1)).toMatchObject({ level: 'LOG', topic: 'CORE', message: 'Audience preview: free' });
  });
});

describe('the runtime at boot', () => {
  const realToken = accessTokenFor(202);
  beforeEach(() => {
    tokens.value = null;
    preview.value = null;
    sessionStorage.clear();
    for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]!.trim()}=; Max-Age=0; Path=/`;
    // A real member's session, as a cookie the last page view left.
    createTokenCookies('demo', () => null).write({ accessToken: realToken, refreshToken: 'rt_real', expiresAt: Date.now() + 3_600_000 });
  });

  it('takes the entry once; a visitor preview shows no session and leaves the real one in place', async () => {
    sessionStorage.setItem('memberspace.preview', entry({ token: null, audience: 'visitor', expiresAt: Date.now() + 600_000 }));
    const runtime = createRuntime(fixtureSettings(), quietLogger(), null);
    await runtime.whenRestored();
    expect(sessionStorage.getItem('memberspace.preview')).toBeNull();
    expect(tokens.value).toBeNull();
    expect(preview.value).toMatchObject({ audience: 'visitor' });
    await runtime.session.end(); // e.g. the interface's log out during the preview: the real session is not touched
    expect(createTokenCookies('demo', () => null).read()?.accessToken).toBe(realToken);
  });

  it('a member preview uses its token instead of the stored session, without writing it anywhere', async () => {
    sessionStorage.setItem('memberspace.preview', entry({ token: previewToken, audience: 'free', expiresAt: Date.now() + 600_000 }));
    const runtime = createRuntime(fixtureSettings(), quietLogger(), null);
    await runtime.whenRestored();
    expect(tokens.value?.accessToken).toBe(previewToken);
    expect(createTokenCookies('demo', () => null).read()?.accessToken).toBe(realToken);
  });

  it('a malformed entry is removed, logged and ignored: the real session is restored', async () => {
    sessionStorage.setItem('memberspace.preview', '{"audience":"free"');
    const logger = quietLogger();
    const runtime = createRuntime(fixtureSettings(), logger, null);
    await runtime.whenRestored();
    expect(sessionStorage.getItem('memberspace.preview')).toBeNull();
    expect(tokens.value?.accessToken).toBe(realToken);
    expect(preview.value).toBeNull();
    expect(logger.entries().some((e) => e.level === 'ERROR' && e.topic === 'CORE' && e.message === 'Audience preview ignored: malformed')).toBe(true);
  });

  it('an expired entry is ignored: the real session is restored', async () => {
    sessionStorage.setItem('memberspace.preview', entry({ token: previewToken, audience: 'paid', expiresAt: Date.now() - 1 }));
    const runtime = createRuntime(fixtureSettings(), quietLogger(), null);
    await runtime.whenRestored();
    expect(tokens.value?.accessToken).toBe(realToken);
    expect(preview.value).toBeNull();
  });
});

describe('the preview notice says what is simulated', () => {
  const shown = (value: typeof preview.value, signedIn = true) => {
    tokens.value = signedIn ? { accessToken: previewToken, refreshToken: '', expiresAt: NOW } : null;
    preview.value = value;
    const root = document.createElement('div');
    render(<PreviewNotice />, root);
    const text = root.querySelector('[role="status"]')?.textContent;
    render(null, root);
    return text;
  };
  beforeEach(() => {
    tokens.value = null;
    preview.value = null;
  });

  it('the audience, the plan by its name, and the days since joining', () => {
    expect(shown({ audience: 'visitor', plan: null, joinedDaysAgo: null }, false)).toBe('Preview: visitor');
    expect(shown({ audience: 'plan', plan: 'Gold', joinedDaysAgo: 30 })).toBe('Preview: member of Gold, joined 30 days ago');
    expect(shown({ audience: 'plan', plan: 'Gold', joinedDaysAgo: 1 })).toBe('Preview: member of Gold, joined 1 day ago');
    expect(shown({ audience: 'plan', plan: 'Gold', joinedDaysAgo: 0 })).toBe('Preview: member of Gold, joined today');
    expect(shown({ audience: 'free', plan: 'Free Community', joinedDaysAgo: 0 })).toBe('Preview: free member of Free Community, joined today');
    expect(shown({ audience: 'paid', plan: 'Lifetime Library', joinedDaysAgo: 12 })).toBe(
      'Preview: paid member of Lifetime Library, joined 12 days ago',
    );
    // An entry without them (they are optional) says what it knows.
    expect(shown({ audience: 'paid', plan: 'Lifetime Library', joinedDaysAgo: null })).toBe('Preview: paid member of Lifetime Library');
  });

  it('a member preview whose token ran out says so', () => {
    expect(shown({ audience: 'plan', plan: 'Gold', joinedDaysAgo: 30 }, false)).toBe('Preview expired: shown as a visitor');
  });
});
