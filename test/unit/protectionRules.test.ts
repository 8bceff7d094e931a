import { describe, expect, it } from 'vitest';
import { BODY_CLOAK_CSS, MARKER_CLOAK_CSS, cloakKey, cloakStyle, pageKnowledge, storedKnowledge } from '../../src/core/access/cloak';
import { cloakPaths, matchRule, toRule, type ProtectedPageInput } from '../../src/core/access/rules';
/** Whether the loader hides the body of a page the list says this of. */
const cloakCovers = (paths: unknown, hostPath: string) => pageKnowledge(paths, hostPath) !== 'none';

const page = (id: number, path: string, over: Partial<ProtectedPageInput> = {}): ProtectedPageInput => ({
  id,
  path,
  authenticatedUsers: true,
  freeMemberships: false,
  paidMemberships: false,
  planIds: [],
  publicPlanIds: [],
  ...over,
});

describe('protected page paths (part 1 §3)', () => {
  it.each([
    ['/Members-Only/', '/members-only', true, false],
    ['//courses///advanced/*', '/courses/advanced/', true, true],
    ['/courses*', '/courses', true, true],
    ['/', '/', false, false],
    ['/*', '/', false, true],
    ['', '', false, false],
    ['members', 'members', false, false],
    ['/a/*/b', '/a/*/b', false, false],
  ])('%j → preprocessed %j, valid %s, wildcard %s', (path, preprocessed, valid, wildcard) => {
    const rule = toRule(page(1, path));
    expect(rule).toMatchObject({ preprocessedPath: preprocessed, isValid: valid, isWildcard: wildcard });
  });

  it('drip dates become epoch ms; unreadable ones and a zero day count are unset', () => {
    const rule = toRule(page(1, '/x', { dripStart: '2026-03-01T10:00:00+02:00', dripEnd: 'soon', daysUntilDrip: 0 }));
    expect(rule.dripStart).toBe(Date.UTC(2026, 2, 1, 8));
    expect(rule.dripEnd).toBeNull();
    expect(rule.daysUntilDrip).toBeNull();
  });
});

describe('rule matching (part 1 §5)', () => {
  const rules = [
    page(1, '/courses/*'),
    page(2, '/courses/advanced/*'),
    page(3, '/courses/advanced/inversions'),
    page(4, '/members-only'),
    page(5, '/*'),
    page(6, '/'),
    page(7, '/archive*'),
  ].map(toRule);
  const invalidExact = { ...toRule(page(8, '/hidden')), isValid: false };

  it.each<[path: string, id: number | null, why: string]>([
    ['/members-only', 4, 'exact'],
    ['/MEMBERS-ONLY/', 4, 'exact, after lowercasing and dropping the trailing slash'],
    ['//members-only', 4, 'exact, after collapsing slashes'],
    ['/members-only/extra', null, 'an exact rule covers no sub path'],
    ['/courses/advanced/inversions', 3, 'exact beats every wildcard'],
    ['/courses/advanced/headstand', 2, 'the longest wildcard wins'],
    ['/courses/yoga-101', 1, 'the shorter wildcard covers the rest'],
    ['/courses/', null, 'a wildcard needs a longer path: its own index is open'],
    ['/courses', null, 'nor the path without its slash'],
    ['/archive-2025', 7, 'a wildcard without a slash matches by prefix, to the letter'],
    ['/', null, "'/' and '/*' are invalid and match nothing"],
    ['/about', null, 'no rule'],
  ])('%s → rule %s (%s)', (path, id) => {
    expect(matchRule(path, rules)?.id ?? null).toBe(id);
  });

  it('only valid rules count', () => expect(matchRule('/hidden', [invalidExact])).toBeNull());
});

describe('the loader cloak list', () => {
  const paths = cloakPaths([page(1, '/courses/*'), page(2, '/members-only'), page(3, '/*')].map(toRule));
  it('keeps valid paths, wildcards with their star', () => expect(paths).toEqual(['/courses/*', '/members-only']));
  it.each([
    ['/members-only/', true],
    ['/Courses/Yoga-101', true],
    ['/courses/', false],
    ['/', false],
    ['/pricing', false],
  ])('%s cloaked: %s (as matchRule decides)', (path, cloaked) => expect(cloakCovers(paths, path)).toBe(cloaked));
  it('cloaks every page until a list exists (first visit) or when it is garbage', () => {
    expect(cloakCovers(null, '/pricing')).toBe(true);
    expect(cloakCovers({ paths: [] }, '/pricing')).toBe(true);
    expect(cloakCovers([], '/pricing')).toBe(false);
    expect(cloakCovers([42, null], '/pricing')).toBe(false);
  });
});

describe("the cloak's stylesheet (the loader's and the async snippet's one rule)", () => {
  const cloakCss = (subdomain: unknown, read: (key: string) => string | null, path: string) => cloakStyle(storedKnowledge(subdomain, read, path));
  const stored = (list: unknown) => (key: string) => (key === cloakKey('demo') ? JSON.stringify(list) : null);
  it("hides markers always, the body where the list (read under the subdomain's key) covers the page", () => {
    expect(cloakCss('demo', stored(['/courses/*']), '/courses/yoga-101')).toBe(MARKER_CLOAK_CSS + BODY_CLOAK_CSS);
    expect(cloakCss('demo', stored(['/courses/*']), '/pricing')).toBe(MARKER_CLOAK_CSS);
    expect(cloakCss('other', stored(['/courses/*']), '/pricing')).toBe(MARKER_CLOAK_CSS + BODY_CLOAK_CSS);
  });
  it('a first visit, garbage or blocked storage hide the body; no subdomain never does', () => {
    expect(cloakCss('demo', () => null, '/pricing')).toBe(MARKER_CLOAK_CSS + BODY_CLOAK_CSS);
    expect(cloakCss('demo', () => '{not json', '/pricing')).toBe(MARKER_CLOAK_CSS + BODY_CLOAK_CSS);
    const blocked = () => {
      throw new Error('SecurityError');
    };
    expect(cloakCss('demo', blocked, '/pricing')).toBe(MARKER_CLOAK_CSS + BODY_CLOAK_CSS);
    expect(cloakCss(undefined, () => null, '/pricing')).toBe(MARKER_CLOAK_CSS);
  });
});
