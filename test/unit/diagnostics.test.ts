import { describe, expect, it } from 'vitest';
import {
  buildReport,
  countLevels,
  filterLogs,
  redact,
  redactString,
  refreshOutcome,
  reportText,
  summarise,
  type DiagSnapshot,
} from '../../src/core/shell/diagnosticsReport';
import type { LogEntry } from '../../src/core/util/logger';
import { formatMessage } from '../../src/core/texts/messageFormat';
import ar from '../../src/i18n/ar.json';
import { initialQuery, succeeded } from '../../src/core/util/query';
import { routeHistory } from '../../src/state/navigation';
import { route } from '../../src/state/store';
import { accessTokenFor } from './jwt';

const JWT = accessTokenFor(7, { jti: 'abc' });
const REFRESH = 'rt_Zx8PqL2mN4vB7cT1yW9kD3fG6hJ0sA5e';

describe('redaction (part 1 §2: a report for a support ticket, no tokens, no e-mail in clear)', () => {
  it('removes JWTs anywhere in a string', () => {
    expect(redactString(`token was ${JWT} then`)).toBe('token was [jwt] then');
    expect(redactString(`${JWT}`)).not.toContain(JWT.split('.')[1]);
  });

  it('removes bearer and basic credentials and Authorization headers', () => {
    expect(redactString('Authorization: Bearer abc.def-ghi')).not.toMatch(/abc|def/);
    expect(redactString('Basic dXNlcjpwYXNz')).toBe('Basic [redacted]');
    expect(redact({ headers: { Authorization: 'Bearer secretvalue', 'Content-Type': 'application/json' } })).toEqual({
      headers: { Authorization: '[redacted]', 'Content-Type': 'application/json' },
    });
  });

  it('removes secret query parameters and name=value pairs: token, magicToken, authtoken, access_token, password', () => {
    const url = 'https://site.test/page?msopen=%2Fmember%2Fsign_in&token=abc123&magicToken=m1&authtoken=x9&access_token=zz#id_token=qq';
    const out = redactString(url);
    for (const secret of ['abc123', '=m1', '=x9', '=zz', '=qq']) expect(out).not.toContain(secret);
    expect(out).toContain('msopen=%2Fmember%2Fsign_in');
    expect(out).toContain('token=[redacted]');
    expect(redactString('password=hunter22 and pwd: letmein')).toBe('password=[redacted] and pwd: [redacted]');
    expect(redactString('{"refreshToken":"opaque","name":"Ann"}')).toBe('{"refreshToken":"[redacted]","name":"Ann"}');
  });

  it('removes the token of magic-link paths', () => {
    expect(redactString('/member/password-reset/7/s3cr3t-tk')).toBe('/member/password-reset/7/[redacted]');
    expect(redactString('https://x.test/member/invitation-accept/9/tk?a=1')).toBe('https://x.test/member/invitation-accept/9/[redacted]?a=1');
    expect(redactString('/member/account')).toBe('/member/account');
  });

  it('removes opaque random tokens but keeps words, slugs, hex hashes and payment method ids', () => {
    expect(redactString(`refresh ${REFRESH}`)).toBe('refresh [redacted]');
    const kept = 'how-to-train-your-dragon-in-twenty-days d41d8cd98f00b204e9800998ecf8427e pm_1MqLiJLkdIwHu7ixUEgbFdYF';
    expect(redactString(kept)).toBe(kept);
  });

  it('removes the card provider client secrets and secret keys', () => {
    expect(redactString('cs pi_3MtwBwLkdIwHu7ix_secret_YrKJUKribcBjcG8')).toBe('cs [redacted]');
    expect(redactString('key sk_live_abc123')).toBe('key [redacted]');
    expect(redact({ clientSecret: 'anything', paymentMethod: 'pm_123' })).toEqual({ clientSecret: '[redacted]', paymentMethod: 'pm_123' });
  });

  it('masks e-mail addresses: first letter, first letter of the domain, top-level domain', () => {
    expect(redactString('paid@demo.test')).toBe('p***@d***.test');
    expect(redactString('mail ann.lee+x@mail.example.co.uk now')).toBe('mail a***@m***.uk now');
    expect(redactString('?email=paid%40demo.test')).toBe('?email=p***%40d***.test');
    expect(redact({ member: { email: 'free@demo.test' } })).toEqual({ member: { email: 'f***@d***.test' } });
  });

  it('redacts secret keys whatever their value, but keeps booleans and null', () => {
    expect(redact({ accessToken: 'x', refreshToken: { nested: 1 }, password: 12345678, hasToken: true, sessionToken: null, tokens: ['a'] })).toEqual({
      accessToken: '[redacted]',
      refreshToken: '[redacted]',
      password: '[redacted]',
      hasToken: true,
      sessionToken: null,
      tokens: '[redacted]',
    });
  });

  it('goes through nested objects and arrays', () => {
    const out = JSON.stringify(redact({ a: [{ b: { c: [`Bearer ${JWT}`, 'paid@demo.test'] } }], d: `?token=${REFRESH}` }));
    expect(out).not.toContain(JWT);
    expect(out).not.toContain(REFRESH);
    expect(out).not.toContain('paid@demo.test');
  });

  it('is cycle-safe and keeps shared (non-cyclic) references', () => {
    const shared = { x: 1 };
    const a: Record<string, unknown> = { shared, again: shared };
    a.self = a;
    const list: unknown[] = [1];
    list.push(list);
    expect(redact(a)).toEqual({ shared: { x: 1 }, again: { x: 1 }, self: '[circular]' });
    expect(redact(list)).toEqual([1, '[circular]']);
  });

  it('caps huge data: string length, items, keys, depth and the total', () => {
    expect(redactString('x'.repeat(5000), 100)).toBe(`${'x'.repeat(100)}…(5000 chars)`);
    // Bounded patterns: a long word with an '@' or a secret name at its end finishes (a backtracking pattern
    // would hold this test past its timeout); no stopwatch here, speed is the benchmark's business.
    expect(redactString(`${'a'.repeat(1_000_000)}@demo.test token`, 20_000)).toMatch(/…\(1000016 chars\)$/);
    expect(redact(Array.from({ length: 100 }, () => `${'b'.repeat(5000)}token=`))).toHaveLength(100);
    const many = redact(Array.from({ length: 250 }, (_, i) => i)) as unknown[];
    expect(many).toHaveLength(101);
    expect(many[100]).toBe('… 150 more');
    const keys = redact(Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`k${i}`, i]))) as Record<string, unknown>;
    expect(Object.keys(keys)).toHaveLength(101);
    expect(keys['…']).toBe('50 more');
    let deep: unknown = 'bottom';
    for (let i = 0; i < 20; i++) deep = { deep };
    expect(JSON.stringify(redact(deep))).toContain('[…]');
    const wide = Array.from({ length: 100 }, () => Array.from({ length: 100 }, () => 1));
    expect(JSON.stringify(redact(wide))).toContain('…');
    expect(JSON.stringify(redact({ big: 'y'.repeat(10_000_000) })).length).toBeLessThan(2000);
  });

  it('never throws on odd values: errors, dates, functions, symbols, bigints, NaN, throwing getters, DOM nodes', () => {
    const odd = {
      error: new Error(`failed with ${JWT}`),
      date: new Date(0),
      bad: new Date(NaN),
      fn: () => 1,
      sym: Symbol('s'),
      big: 10n,
      nan: NaN,
      undef: undefined,
      node: document.createElement('div'),
      get boom(): never {
        throw new Error('no');
      },
    };
    expect(redact(odd)).toEqual({
      error: { error: 'Error', message: 'failed with [jwt]' },
      date: '1970-01-01T00:00:00.000Z',
      bad: null,
      fn: '[function]',
      sym: 'Symbol(s)',
      big: '10',
      nan: 'NaN',
      node: '[DIV]',
      boom: '[unreadable]',
    });
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    expect(redact({ p: revoked.proxy })).toEqual({ p: '[unreadable]' });
  });

  it('summarises log data as redacted one-line JSON, truncated', () => {
    expect(summarise(undefined)).toBe('');
    expect(summarise({ token: 'x', n: 1 })).toBe('{"token":"[redacted]","n":1}');
    expect(summarise({ s: 'z'.repeat(1000) }, 50)).toHaveLength(51);
  });
});

const entry = (level: LogEntry['level'], topic: LogEntry['topic'], at: number, data?: unknown): LogEntry => ({
  at,
  level,
  topic,
  message: `${level} ${topic}`,
  data,
});
const LOGS: LogEntry[] = [
  entry('ERROR', 'CORE', 1),
  entry('WARN', 'DOM', 2),
  entry('LOG', 'CORE', 3),
  entry('DEBUG', 'CAPTCHA', 4),
  entry('ERROR', 'CAPTCHA', 5),
  entry('LOG', 'CORE', 6),
];

describe('log filter and counts (part 1 §2: filter by topic, counts of ERROR, WARN, LOG, DEBUG)', () => {
  it('filters by topic, newest first; all topics by default', () => {
    expect(filterLogs(LOGS, 'all').map((e) => e.at)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(filterLogs(LOGS, 'CORE').map((e) => e.at)).toEqual([6, 3, 1]);
    expect(filterLogs(LOGS, 'PAYMENT')).toEqual([]);
    expect(LOGS.map((e) => e.at)).toEqual([1, 2, 3, 4, 5, 6]); // the logger's list is not reordered
  });

  it('counts each level, ERROR first, for the current filter', () => {
    expect(countLevels(LOGS)).toEqual({ ERROR: 2, WARN: 1, LOG: 2, DEBUG: 1 });
    expect(Object.keys(countLevels(LOGS))).toEqual(['ERROR', 'WARN', 'LOG', 'DEBUG']);
    expect(countLevels(filterLogs(LOGS, 'CAPTCHA'))).toEqual({ ERROR: 1, WARN: 0, LOG: 0, DEBUG: 1 });
    expect(countLevels([{ ...LOGS[0]!, level: 'ODD' as never }])).toEqual({ ERROR: 0, WARN: 0, LOG: 0, DEBUG: 0 });
  });
});

describe('the report', () => {
  const now = Date.UTC(2025, 0, 2, 3, 4, 5);
  const member = {
    id: 7,
    name: 'Paid Member',
    email: 'paid@demo.test',
    customSignupFieldValues: { phone: '555' },
    memberships: [{ publicPlanId: 'sub01', name: 'Studio', status: 'active', paymentFailure: false, contentUrl: '/x' }],
  };
  const snapshot = (loggedIn: boolean): DiagSnapshot => ({
    now,
    general: { version: '2.0.0', page: `https://site.test/?token=${REFRESH}`, route: { name: 'resetPassword', userId: '7', magicToken: 'mt' } },
    env: { env: 'fixture', subdomain: 'demo' },
    config: { query: succeeded(initialQuery(), { siteId: 1, contactEmail: 'owner@site.test' }, 200, now - 400_000), staleMs: 300_000 },
    user: {
      loggedIn,
      member: loggedIn ? member : null,
      query: loggedIn ? succeeded(initialQuery(), member, 200, now - 1000) : initialQuery(),
      staleMs: 3_600_000,
      expiresAt: loggedIn ? now + 60_000 : null,
      jti: loggedIn ? 'abc' : null,
      claim: loggedIn ? { hasActivePaidMembership: true } : null,
    },
    history: [
      { at: now - 2000, route: { name: 'login' } },
      { at: now - 1000, route: { name: 'diag' } },
    ],
    logs: [entry('ERROR', 'CORE', now - 500, { accessToken: JWT, url: `/api?token=${REFRESH}` }), entry('LOG', 'DOM', now - 100)],
  });

  it('has one section per tab, with query status and staleness, newest history and logs first', () => {
    const report = buildReport(snapshot(true));
    expect(Object.keys(report)).toEqual(['general', 'env', 'siteConfig', 'userStatus', 'mainHistory', 'logs']);
    expect(report.general.time).toBe('2025-01-02T03:04:05.000Z');
    expect(report.siteConfig.status).toMatchObject({ lastStatus: 200, stale: true, fetchedAt: '2025-01-02T02:57:25.000Z', failed: false });
    expect(report.siteConfig.data).toEqual({ siteId: 1, contactEmail: 'owner@site.test' });
    expect(report.userStatus.member).toEqual({
      id: 7,
      name: 'Paid Member',
      email: 'paid@demo.test',
      memberships: [{ plan: 'sub01', name: 'Studio', status: 'active', paymentFailure: false }],
    });
    expect(report.userStatus.session).toEqual({ expires: '2025-01-02T03:05:05.000Z', expiresInS: 60, jti: 'abc' });
    expect(report.userStatus.query).toMatchObject({ stale: false, lastStatus: 200 });
    expect(report.mainHistory.map((h) => (h.route as { name: string }).name)).toEqual(['diag', 'login']);
    expect(report.logs.counts).toEqual({ ERROR: 1, WARN: 0, LOG: 1, DEBUG: 0 });
    expect(report.logs.entries.map((e) => e.topic)).toEqual(['DOM', 'CORE']);
  });

  it('a visitor: no member, no session', () => {
    const report = buildReport(snapshot(false));
    expect(report.userStatus).toMatchObject({ loggedIn: false, member: null, session: null });
  });

  it('the copied text holds no token, no magic token, no e-mail in clear, no custom field values', () => {
    const text = reportText(buildReport(snapshot(true)));
    expect(text.startsWith('MemberSpace diagnostics\n')).toBe(true);
    const parsed = JSON.parse(text.slice(text.indexOf('\n') + 1));
    expect(parsed.userStatus.member.email).toBe('p***@d***.test');
    expect(parsed.siteConfig.data.contactEmail).toBe('o***@s***.test');
    for (const secret of [JWT, JWT.split('.')[1]!, REFRESH, 'paid@demo.test', 'owner@site.test', '"mt"', '555']) expect(text).not.toContain(secret);
  });

  it('survives odd snapshot data (no memberships list, odd query, odd times)', () => {
    const odd = snapshot(true);
    const report = buildReport({
      ...odd,
      user: { ...odd.user, member: { id: 1, memberships: 'nope' as never }, expiresAt: NaN },
      history: [{ at: Infinity, route: null }],
    });
    expect(report.userStatus.member?.memberships).toEqual([]);
    expect(report.userStatus.session?.expires).toBeNull();
    expect(report.mainHistory).toEqual([{ at: null, route: null }]);
    expect(() => reportText(report)).not.toThrow();
  });
});

describe('main history (state/navigation.ts)', () => {
  it('keeps the last 20 routes of the main interface, with their time, oldest first', () => {
    for (let i = 0; i < 25; i++) route.value = { name: 'invoiceDetails', invoiceId: String(i) };
    route.value = { name: 'idle' };
    expect(routeHistory).toHaveLength(20);
    expect(routeHistory.at(-1)?.route).toEqual({ name: 'idle' });
    expect(routeHistory[0]?.route).toEqual({ name: 'invoiceDetails', invoiceId: '6' });
    expect(routeHistory.every((h) => typeof h.at === 'number')).toBe(true);
  });
});

describe("a refresh's outcome (the Refresh buttons of the diagnostics' config and member tabs)", () => {
  it('shows the HTTP status in ASCII digits in every language, as server logs and tickets write it', () => {
    const [key, values] = refreshOutcome({ failed: false, lastStatus: 200 }, 'Site config', '');
    expect(key).toBe('diagDone');
    // Arabic formats numbers with its own digits (٢٠٠): the status must not be one of them.
    expect(formatMessage(ar.diagDone, values, 'ar')).toMatch(/HTTP \u2068200\u2069/);
    expect(formatMessage(ar.diagDone, values, 'ar')).not.toMatch(/[\u0660-\u0669]/);
  });

  it('names a failure with its status and the error', () => {
    const [key, values] = refreshOutcome({ failed: true, lastStatus: 503 }, 'Member', 'Server error - Please try again later or contact support.');
    expect(key).toBe('diagFailed');
    expect(formatMessage('{what}: failed (HTTP {status}) {error}', values, 'en')).toBe(
      'Member: failed (HTTP 503) Server error - Please try again later or contact support.',
    );
  });
});
