import type { Struct } from 'superstruct';
import type { Contract } from '../contract/call';
import { loadContract } from '../contract/load';
import { isTokens } from '../core/signin/token';
import { sealedBy } from './seal';

/**
 * A fetched answer as it is persisted and shared between tabs: the data, when it was fetched and, once persisted,
 * this build's seal of it (state/seal.ts; other tabs' messages carry none, and are checked).
 */
export interface Stamped {
  data: unknown;
  fetchedAt: number;
  seal?: string;
}
const isStamped = (v: unknown): v is Stamped => typeof v === 'object' && v !== null && 'data' in v && typeof (v as Stamped).fetchedAt === 'number';
/**
 * A stamped value fits when this build sealed it (at once, no contract needed) or, else, when the contract's struct
 * says so: that loads the contract chunk (rare: another build's value, or an edited one), and rejects when it cannot.
 */
const stampedAs =
  (struct: (contract: Contract) => Struct<any, any>) =>
  (v: unknown, build: string): boolean | Promise<boolean> => {
    if (!isStamped(v)) return false;
    if (sealedBy(v.data, v.seal, build)) return true;
    return loadContract().then((contract) => contract.is(v.data, struct(contract)));
  };

/**
 * Every key the widget persists (under the site's prefix, state/persist.ts), with what it lives with and,
 * for the keys restored at boot, the guard a stored value must pass (the reminders' own keys are read, and checked,
 * only by their lazy modules: state/abandonedSignupCheck.ts, state/failedPaymentCheck.ts):
 * - 'session': the signed-in session's own; a logout removes it (the reminder's state goes with it, part 2 §4);
 * - 'kept': outlives a logout; site data, or member data that names its owner and is checked against the session
 *   when it is used (the menu, the failed-payment delay).
 * `local` keys live in localStorage instead (state/persist.ts): the config, so that a returning visitor's boot,
 * which needs nothing else, never waits for IndexedDB to open.
 */
export const PERSISTED_KEYS = {
  tokens: { lifetime: 'session', fits: isTokens },
  member: { lifetime: 'session', fits: stampedAs((c) => c.CurrentMember) },
  abandonedSignup: { lifetime: 'session', fits: null },
  config: { lifetime: 'kept', fits: stampedAs((c) => c.SiteConfig), local: true },
  menu: { lifetime: 'kept', fits: stampedAs((c) => c.MenuData) },
  failedPayment: { lifetime: 'kept', fits: null },
  // the site locale's texts, kept beside the config and read by their own lazy module (state/translations.ts)
  translation: { lifetime: 'kept', fits: null, local: true },
} as const satisfies Record<
  string,
  { lifetime: 'session' | 'kept'; fits: ((value: unknown, build: string) => boolean | Promise<boolean>) | null; local?: true }
>;

export type PersistedKey = keyof typeof PERSISTED_KEYS;

/** The keys restored at boot: the session and the data the page is ready with. */
export const RESTORED_AT_BOOT = ['tokens', 'config', 'member', 'menu'] as const satisfies readonly PersistedKey[];
type RestoredKey = (typeof RESTORED_AT_BOOT)[number];

/** The keys a logout removes. */
export const SESSION_KEYS = (Object.keys(PERSISTED_KEYS) as PersistedKey[]).filter((key) => PERSISTED_KEYS[key].lifetime === 'session');

/**
 * Whether a stored value still fits what its key holds (tampered, from an older version or truncated: it does
 * not). A fetched answer sealed by this build (`build`: state/seal.ts) fits at once, without the contract; anything
 * else is answered once the contract chunk has loaded (a rejection: it could not load, so nothing is known).
 */
export const fitsKey = (key: RestoredKey, value: unknown, build: string): boolean | Promise<boolean> => PERSISTED_KEYS[key].fits(value, build);
