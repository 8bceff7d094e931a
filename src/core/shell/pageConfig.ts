/**
 * The page-level settings on window.MemberSpace (HOST-API §1; README "Installing the widget"): what is wrong
 * with them, for the log. A wrong type is ignored (the tag's data attribute or the default applies) and an
 * unknown key does nothing, but both are usually a typo the owner wants to hear about. The subdomain and the
 * environment are checked by resolveSettings (core/shell/settings.ts), which refuses to boot without a subdomain and
 * uses production for an unknown environment (logged).
 */
import type { Logger } from '../util/logger';
import { isButtonOffsets } from './buttonOffsets';

type Check = [expected: string, ok: (value: unknown) => boolean];

const isString = (v: unknown) => typeof v === 'string';
const SETTINGS = {
  subdomain: ['a string', isString],
  env: ['a string', isString],
  environment: ['a string', isString],
  logging: [
    'true, a topic list string or an array of topics',
    (v) => typeof v === 'boolean' || isString(v) || (Array.isArray(v) && v.every(isString)),
  ],
  cookieDomain: ['a string', isString],
  afterLoginUrl: ['a string', isString],
  memberButtonOffsets: ['{ desktop?: { x?, y? }, phone?: { x?, y? } } in px from 0 to 2000', isButtonOffsets],
  // Also read from the loader tag: both sources are checked together at ready (core/access/paywallSetting.ts).
  paywallMarkup: ['', () => true],
  onReady: ['an array (legacy, not supported)', Array.isArray], // reported by the host API as a deprecation
} satisfies Record<string, Check>;
/** The page settings' names: types/memberspace.d.ts declares the same for a site's code (test/unit/hostTypes.types.ts). */
export type PageSettingName = keyof typeof SETTINGS;
/** What the loader and the host API put on the object themselves. */
const OWN = new Set(['__loader', 'build', 'ready', 'loadError']);

const kind = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v);

export function pageConfigProblems(ms: Record<string, unknown>): { level: 'ERROR' | 'WARN'; message: string }[] {
  const problems: { level: 'ERROR' | 'WARN'; message: string }[] = [];
  for (const [key, value] of Object.entries(ms)) {
    if (typeof value === 'function' || OWN.has(key) || value === undefined) continue;
    const check: Check | undefined = (SETTINGS as Record<string, Check>)[key];
    // No check: an unknown key, or one every object inherits (toString, constructor: no [1] there).
    if (!check?.[1]) problems.push({ level: 'WARN', message: `Unknown page setting MemberSpace.${key}: ignored` });
    else if (!check[1](value))
      problems.push({ level: 'ERROR', message: `Page setting MemberSpace.${key} must be ${check[0]}, not ${kind(value)}: ignored` });
  }
  return problems;
}

/**
 * Logs them: at ready (app/afterReady.ts), or when boot stops before it (app/boot.ts), never on the boot path, whose
 * bytes every page view downloads first for what only an owner reads.
 */
export function logPageConfigProblems(ms: Record<string, unknown>, logger: Pick<Logger, 'log'>): void {
  for (const { level, message } of pageConfigProblems(ms)) logger.log(level, 'CORE', message);
}
