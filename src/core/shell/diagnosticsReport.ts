import { LEVELS, type Level, type LogEntry, type Topic } from '../util/logger';
import { isStale, type QueryState } from '../util/query';
import { stringify } from '../util/json';

/**
 * Diagnostics (part 1 §2): the report behind the screen's tabs and its "Copy report" button, redaction, and the
 * log filter. Pure: ui/diagnostics/ takes the snapshot from the page and the signals. The screen shows what the
 * report holds, redacted, so what support sees on a shared screen is what a ticket gets (docs/architecture.md).
 */

const R = '[redacted]';
/** An ISO time, or null for anything that is no time. */
const iso = (ms: unknown): string | null => (typeof ms === 'number' && Math.abs(ms) < 8.64e15 ? new Date(ms).toISOString() : null);
const NAMES = 'token|secret|passw|pwd|authori[sz]|jwt|signature|api_?key';

/** Keys whose values never leave: tokens, secrets, passwords, credentials (booleans and null are kept). */
const SECRET_KEY = new RegExp(`${NAMES}|cookie|credential|private_?key`, 'i');
/** Rules applied in order to every string; the e-mail mask keeps the first letters and the top-level domain. */
const STRING_RULES: [RegExp, string | ((m: string) => string)][] = [
  [/\b(Bearer|Basic)\s+[\w\-.~+/=]+/gi, `$1 ${R}`],
  [/eyJ[\w-]*\.[\w-]+(?:\.[\w-]*)?/g, '[jwt]'],
  // `name=value`, `name: value` and `"name":"value"` with a secret name: URLs, headers, JSON text, messages.
  [new RegExp(`([\\w-]{0,40}(?:${NAMES})[\\w-]{0,40})(["']?\\s*[:=]\\s*["']?)[^\\s&#"',;)}]+`, 'gi'), `$1$2${R}`],
  // Magic links of part 1 §2: /member/{kind}/{id}/{token}.
  [/(\/member\/(?:password-reset|email-change|invitation-accept|registration-approved)\/[^/\s?#]+\/)[^/\s?#"']+/g, `$1${R}`],
  // The card provider's client secrets and secret keys (ids such as pm_…, pi_…, cus_… stay: they unlock nothing).
  [/\b(?:\w+_secret|[sr]k_(?:live|test))_\w+/g, R],
  // Opaque random strings (refresh tokens, session ids): 32+ characters mixing upper case, lower case and digits.
  [/[\w-]{32,}/g, (m) => (/\d/.test(m) && /[a-z]/.test(m) && /[A-Z]/.test(m) ? R : m)],
  [/([\w.%+-])[\w.%+-]{0,63}(@|%40)([\w-])[\w.-]{0,252}(\.[a-z]{2,})\b/gi, '$1***$2$3***$4'],
];

/** How deep, how many keys or items per object or array, how long a string; 5000 values in all. */
export interface Limits {
  depth: number;
  items: number;
  chars: number;
}
export const REPORT_LIMITS: Limits = { depth: 8, items: 100, chars: 1000 };

/**
 * A string with every secret replaced and its length capped. Only what can show is read (plus 1000 characters, so
 * a token across the cut is still seen whole), and every pattern backtracks a bounded length: no slow page.
 */
export function redactString(text: string, max = REPORT_LIMITS.chars): string {
  let s = text.slice(0, max + 1000);
  for (const [pattern, to] of STRING_RULES) s = s.replace(pattern, to as string);
  return s.length > max ? `${s.slice(0, max)}…(${text.length} chars)` : s;
}

/**
 * A JSON-safe copy of anything with secrets removed: secret keys, then every string through redactString.
 * Cycles become '[circular]'; depth, keys, items, string length and the total of nodes are capped. Never throws.
 */
export function redact(value: unknown, limits: Limits = REPORT_LIMITS): unknown {
  let nodes = 0;
  const path = new Set<object>();
  const walk = (v: unknown, depth: number): unknown => {
    if (++nodes > 5000) return '…';
    if (v === null || typeof v === 'boolean') return v;
    if (typeof v === 'number') return Number.isFinite(v) ? v : String(v);
    if (typeof v === 'string') return redactString(v, limits.chars);
    if (typeof v !== 'object') return v === undefined ? null : typeof v === 'function' ? '[function]' : redactString(String(v), limits.chars);
    if (path.has(v)) return '[circular]';
    if (depth >= limits.depth) return '[…]';
    path.add(v);
    try {
      if (v instanceof Error) return { error: v.name, message: redactString(v.message, limits.chars) };
      if (v instanceof Date) return iso(+v);
      if ('nodeType' in v && 'nodeName' in v) return `[${String(v.nodeName)}]`;
      if (Array.isArray(v)) {
        const out = v.slice(0, limits.items).map((x) => walk(x, depth + 1));
        if (v.length > limits.items) out.push(`… ${v.length - limits.items} more`);
        return out;
      }
      const out: Record<string, unknown> = {};
      const keys = Object.keys(v);
      for (const key of keys.slice(0, limits.items)) {
        let x: unknown;
        try {
          x = (v as Record<string, unknown>)[key];
        } catch {
          x = '[unreadable]';
        }
        if (x === undefined) continue;
        out[key] = SECRET_KEY.test(key) && x !== null && typeof x !== 'boolean' ? R : walk(x, depth + 1);
      }
      if (keys.length > limits.items) out['…'] = `${keys.length - limits.items} more`;
      return out;
    } catch {
      return '[unreadable]';
    } finally {
      path.delete(v);
    }
  };
  return walk(value, 0);
}

/** Redacted JSON on one line, at most `max` characters (a log entry's data on screen). */
export function summarise(data: unknown, max = 300): string {
  if (data === undefined) return '';
  const json = stringify(redact(data, { depth: 4, items: 10, chars: 200 })) ?? '';
  return json.length > max ? `${json.slice(0, max)}…` : json;
}

export type TopicFilter = Topic | 'all';

/** The entries of a topic (or all), newest first. */
export const filterLogs = (entries: readonly LogEntry[], topic: TopicFilter): LogEntry[] =>
  entries.filter((e) => topic === 'all' || e.topic === topic).reverse();

/** How many entries of each level, ERROR first (part 1 §2). */
export function countLevels(entries: readonly LogEntry[]): Record<Level, number> {
  const counts = { ERROR: 0, WARN: 0, LOG: 0, DEBUG: 0 };
  for (const e of entries) if (LEVELS.includes(e.level)) counts[e.level]++;
  return counts;
}

/** A query's state for support: fetched and failed times, last status, staleness, the error's words. */
export function querySummary(q: QueryState<unknown> | null | undefined, staleMs: number, now: number) {
  if (!q) return null;
  return {
    ...q,
    data: undefined,
    fetchedAt: iso(q.fetchedAt),
    failedAt: iso(q.failedAt),
    stale: isStale(q, staleMs, now),
    error: q.error?.message ?? null,
  };
}

/**
 * What a refresh in diagnostics says when it ends: the text's key and its values. The HTTP status is a protocol
 * code, not a quantity: it goes in as text, so every language shows '200' (a number would be formatted by the
 * locale: '٢٠٠' in Arabic, which no server log or support ticket matches).
 */
export function refreshOutcome(q: Pick<QueryState<unknown>, 'failed' | 'lastStatus'>, what: string, error: string) {
  return [q.failed ? 'diagFailed' : 'diagDone', { what, status: String(q.lastStatus), error }] as const;
}

interface MemberLike {
  id?: unknown;
  name?: unknown;
  email?: unknown;
  memberships?: readonly { publicPlanId?: unknown; name?: unknown; status?: unknown; paymentFailure?: unknown }[];
}

/** What the page, the settings and the signals hold when diagnostics look (ui/diagnostics/snapshot.ts). */
export interface DiagSnapshot {
  now: number;
  general: Record<string, unknown>;
  env: Record<string, unknown>;
  config: { query: QueryState<unknown>; staleMs: number };
  user: {
    loggedIn: boolean;
    member: MemberLike | null;
    query: QueryState<unknown>;
    staleMs: number;
    expiresAt: number | null;
    jti: string | null;
    claim: unknown;
  };
  history: readonly { at: number; route: unknown }[];
  logs: readonly LogEntry[];
}

/** The report, one section per tab, before redaction (reportText redacts; the screen shows redacted sections). */
export function buildReport(s: DiagSnapshot) {
  const { user } = s;
  const m = user.member;
  return {
    general: { ...s.general, time: iso(s.now) },
    env: s.env,
    siteConfig: { status: querySummary(s.config.query, s.config.staleMs, s.now), data: s.config.query?.data ?? null },
    userStatus: {
      loggedIn: user.loggedIn,
      member: m
        ? {
            id: m.id,
            name: m.name,
            email: m.email,
            memberships: Array.isArray(m.memberships)
              ? m.memberships.map((x) => ({ plan: x?.publicPlanId, name: x?.name, status: x?.status, paymentFailure: x?.paymentFailure }))
              : [],
          }
        : null,
      session: user.loggedIn
        ? { expires: iso(user.expiresAt), expiresInS: user.expiresAt ? Math.round((user.expiresAt - s.now) / 1000) : null, jti: user.jti }
        : null,
      claim: user.claim,
      query: querySummary(user.query, user.staleMs, s.now),
    },
    mainHistory: [...s.history].reverse().map((h) => ({ at: iso(h.at), route: h.route })),
    logs: {
      counts: countLevels(s.logs),
      entries: filterLogs(s.logs, 'all').map((e) => ({ at: iso(e.at), level: e.level, topic: e.topic, message: e.message, data: e.data })),
    },
  };
}
export type Report = ReturnType<typeof buildReport>;

/** The text "Copy report" puts on the clipboard: the whole report, redacted, as indented JSON. */
export const reportText = (report: Report): string => `MemberSpace diagnostics\n${stringify(redact(report), undefined, 2)}`;
