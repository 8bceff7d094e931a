import { boolean, nullable, number, optional, refine, string, type, union, literal, enums, array, unknown, Struct } from 'superstruct';
import { ownRecord } from '../core/util/ownRecord';
import { isRecord } from '../core/util/guards';

/**
 * What a defaulted field holds: the fallback (or what a function fallback returns) when absent (undefined), and a plain object completed with the
 * fallback's missing keys when both are objects; anything else as it came. superstruct's `defaulted` rule, for what
 * the contract checks: JSON answers and their stored copies, whose objects are all plain.
 */
export function withDefault(value: unknown, fallback: unknown): unknown {
  const fresh: unknown = typeof fallback === 'function' ? fallback() : fallback;
  if (value === undefined) return fresh;
  if (!isRecord(value) || !isRecord(fresh)) return value;
  const missing = Object.keys(fresh).filter((key) => value[key] === undefined);
  return missing.length ? { ...value, ...Object.fromEntries(missing.map((key) => [key, fresh[key]])) } : value;
}

/**
 * superstruct's `defaulted`, with its rule (withDefault) and without its cost: superstruct's is a `coerce` whose
 * condition, `unknown()`, it checks with `is()` on every value it sees, and those checks (its validators'
 * generators, cold on a first visit) were most of checking a site's config, one task of 30-70 ms at 4x CPU.
 * Every struct of the contract defaults its fields with this one.
 */
export const defaulted = <T, S>(struct: Struct<T, S>, fallback: unknown): Struct<T, S> =>
  new Struct({ ...struct, coercer: (value, context) => struct.coercer(withDefault(value, fallback), context) });

/** Optional on the wire, null inside the widget: absent and null mean the same to every screen. */
export const maybe = <T>(struct: import('superstruct').Struct<T, any>) => defaulted(optional(nullable(struct)), null);

export const IsoDate = string();
export const PlanType = enums(['free', 'one_time_payment', 'subscription', 'multi_payment']);
export const MembershipStatus = string(); // unknown statuses are labelled 'Other', never rejected
export const CustomFieldType = string(); // unknown types are logged and skipped, never rejected

export const CustomFieldOption = type({ label: defaulted(string(), ''), value: string() });

/** A custom signup or post-signup field definition (part 1 §3, part 2 §3). */
export const CustomField = type({
  id: number(),
  type: CustomFieldType,
  required: defaulted(boolean(), false),
  label: defaulted(string(), ''),
  initialValue: optional(unknown()),
  options: defaulted(array(CustomFieldOption), []),
  position: defaulted(number(), 0),
});

export const CustomFieldValues = ownRecord(string(), unknown());

/** The body of a failed call (part 1 §8): error, or fieldErrors keyed by field name ('*' is general). */
export const ErrorBody = type({
  error: optional(string()),
  fieldErrors: optional(ownRecord(string(), union([string(), array(string())]))),
});

export const Empty = type({});

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A non-blank string ('Required' otherwise); the messages are the widget's own (part 1 §5). */
export const RequiredString = refine(string(), 'Required', (v) => v.trim() !== '' || 'Required');
export const Email = refine(string(), 'Email', (v) => (v.trim() === '' ? 'Required' : EMAIL_RE.test(v.trim()) || 'Invalid email address.'));
/** New passwords (change, reset, invitation, registration): at least 8 characters. */
export const PASSWORD_MIN = 8;
export const NewPassword = refine(string(), 'NewPassword', (v) =>
  v === '' ? 'Required' : v.length >= PASSWORD_MIN || `Minimum ${PASSWORD_MIN} characters needed!`,
);
/**
 * Client-generated key (e.g. a UUID) on calls that move money or change a membership. The server stores the
 * first successful (2xx) answer per member, call and key and replays it for a repeat; failed attempts are not
 * stored, so the same key may be retried after a decline or a 420.
 */
export const IdempotencyKey = RequiredString;

/**
 * The captcha token and the time the visitor took in ms (part 1 §5). Optional on the wire: the fixture
 * server rejects only the token 'invalid' (422 fieldErrors.captcha) so tests can exercise the error path.
 */
export const CaptchaFields = {
  captcha: optional(nullable(string())),
  captchaTimeMs: optional(nullable(number())),
};

/** Amounts are integers in the currency's minor unit (cents); currencies are lower-case ISO codes ('usd'). */
export const Money = number();
export const Currency = string();

/**
 * Paging (part 1 §7, part 2 §7). Request headers: X-Page (1-based, default 1), X-Page-Size (default per call,
 * at most 100), X-Order-By, X-Order-Direction ('asc' | 'desc'). The answer body is the page's rows (an array);
 * response headers X-Total-Count (rows over all pages), X-Page, X-Page-Size and X-Total-Pages report paging and
 * are listed in Access-Control-Expose-Headers. A page past the end answers an empty array.
 */
export const PagingHeader = {
  page: 'X-Page',
  pageSize: 'X-Page-Size',
  orderBy: 'X-Order-By',
  orderDirection: 'X-Order-Direction',
  totalCount: 'X-Total-Count',
  totalPages: 'X-Total-Pages',
} as const;
export const Ok = union([type({}), literal(null)]);
export { boolean, number, string };
