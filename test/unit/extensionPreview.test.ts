import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_PREVIEW_API,
  joinedDaysOf,
  ownerLoginOutcome,
  planChoices,
  planOptionText,
  previewApi,
  previewOutcome,
  siteOrigin,
  sitePagesOutcome,
} from '../../extension/logic';
import { startAudiencePreview } from '../../extension/page';
import { t } from '../../extension/texts';

const API = 'http://127.0.0.1:4174/api/v2';

describe('extension: preview as an audience', () => {
  it('sends the sign-in to the API the popup chose, never to one the page names: production or staging, local ones behind the switch', () => {
    const production = { apiBase: 'https://api.memberspace.com/api/v2', subdomain: 'demo' };
    expect(previewApi(DEFAULT_PREVIEW_API, 'Demo')).toEqual({ ok: true, api: production, local: false });
    expect(previewApi({ ...DEFAULT_PREVIEW_API, env: 'staging' }, 'demo')).toMatchObject({
      ok: true,
      api: { apiBase: 'https://api.staging.memberspace.com/api/v2' },
    });
    // A local environment remembered while the developer switch is off: production, not the local API.
    expect(previewApi({ env: 'fixture', developer: false, localOrigin: 'http://127.0.0.1:4174' }, 'demo')).toEqual({
      ok: true,
      api: production,
      local: false,
    });
    expect(previewApi({ env: 'fixture', developer: true, localOrigin: 'http://127.0.0.1:4174/' }, 'demo')).toEqual({
      ok: true,
      api: { apiBase: API, subdomain: 'demo' },
      local: true,
    });
    expect(previewApi({ env: 'development', developer: true, localOrigin: '' }, 'demo')).toMatchObject({ ok: true, local: true });
    // Typed by the owner, and on this machine only.
    expect(previewApi({ env: 'fixture', developer: true, localOrigin: 'https://attacker.example' }, 'demo')).toEqual({
      ok: false,
      reason: t('reasonInvalidOrigin'),
      field: 'localOrigin',
    });
    expect(previewApi(DEFAULT_PREVIEW_API, null)).toEqual({ ok: false, reason: t('previewNoWidget'), field: 'site' });
  });

  it("previews only a page of the site: its baseUrl's origin, https on its domain, this machine's pages for a local API", () => {
    const api = { apiBase: API, subdomain: 'demo' };
    const config = { siteId: 1, subdomain: 'demo', baseUrl: 'https://demo-yoga.test/home', domain: 'Demo-Yoga.test' };
    const read = sitePagesOutcome({ status: 200, body: config }, api, false);
    expect(read).toEqual({ ok: true, pages: { baseUrl: 'https://demo-yoga.test/home', domain: 'Demo-Yoga.test', local: false } });
    const pages = read.ok ? read.pages : null!;
    expect(siteOrigin('https://demo-yoga.test/members-only?x=1', pages)).toBe('https://demo-yoga.test');
    expect(siteOrigin('https://www.demo-yoga.test/', pages)).toBe('https://www.demo-yoga.test');
    for (const url of [
      'https://attacker.example/',
      'https://demo-yoga.test.attacker.example/',
      'https://notdemo-yoga.test/',
      'http://www.demo-yoga.test/', // not the baseUrl's origin, and not https
      'http://127.0.0.1:4173/',
      'file:///demo-yoga.test/',
      undefined,
    ])
      expect(siteOrigin(url, pages), String(url)).toBeNull();
    // The fixture server's site pages are on this machine, as its API is.
    expect(siteOrigin('http://127.0.0.1:4173/pricing', { ...pages, local: true })).toBe('http://127.0.0.1:4173');
    expect(siteOrigin('https://attacker.example/', { ...pages, local: true })).toBeNull();
    // The baseUrl's exact origin, whatever its scheme.
    expect(siteOrigin('http://plain.test/a', { baseUrl: 'http://plain.test', domain: null, local: false })).toBe('http://plain.test');
    // Why not: unreachable, refused, malformed.
    expect(sitePagesOutcome(null, api, false)).toEqual({ ok: false, reason: t('previewNetwork', { url: API }) });
    expect(sitePagesOutcome({ status: 404, body: { error: 'No such site.' } }, api, false)).toEqual({
      ok: false,
      reason: t('previewRefused', { detail: 'No such site.' }),
    });
    expect(sitePagesOutcome({ status: 200, body: { siteId: 1 } }, api, false)).toEqual({
      ok: false,
      reason: t('previewRefused', { detail: t('malformedAnswer') }),
    });
    expect(sitePagesOutcome({ status: 503, body: null }, api, false)).toEqual({ ok: false, reason: t('previewServer', { status: 503 }) });
  });

  it("offers every plan of the site from the owner's list, only when the answer passes the contract's struct", () => {
    const plan = (publicId: unknown, name: unknown, visibility = 'public', enabled = true) => ({
      publicId,
      name,
      type: 'subscription',
      visibility,
      enabled,
    });
    expect(
      planChoices({ status: 200, body: [plan('sub01', 'Studio Monthly'), plan('private01', 'VIP Mentorship', 'private')] }, API, 'demo'),
    ).toEqual({
      ok: true,
      plans: [
        { publicId: 'sub01', name: 'Studio Monthly', visibility: 'public', enabled: true },
        { publicId: 'private01', name: 'VIP Mentorship', visibility: 'private', enabled: true },
      ],
    });
    // Normalised (one entity table) like the widget's client reads answers.
    expect(
      planChoices({ status: 200, body: { result: ['sub01'], entities: { plans: { sub01: plan('sub01', 'Studio Monthly') } } } }, API, 'demo'),
    ).toMatchObject({
      ok: true,
      plans: [{ publicId: 'sub01' }],
    });
    expect(planChoices({ status: 200, body: [] }, API, 'demo')).toEqual({ ok: true, plans: [] });
    const malformed = { ok: false, reason: t('plansMalformed') };
    expect(planChoices({ status: 200, body: [plan(7, 'Studio Monthly')] }, API, 'demo')).toEqual(malformed); // one bad plan: none trusted
    expect(planChoices({ status: 200, body: [plan('sub01', 'Studio Monthly', 'secret')] }, API, 'demo')).toEqual(malformed);
    expect(planChoices({ status: 200, body: [{ publicId: 'x', name: 'X', type: 'free' }] }, API, 'demo')).toEqual(malformed);
    expect(planChoices({ status: 200, body: null }, API, 'demo')).toEqual(malformed);
    expect(planChoices({ status: 500, body: [] }, API, 'demo')).toEqual({ ok: false, reason: t('plansServer', { status: 500 }) });
    expect(planChoices(null, API, 'demo')).toEqual({ ok: false, reason: t('previewNetwork', { url: API }) });
    // Not the owner, or the sign-in expired: the sign-in is forgotten, as for the preview call.
    expect(planChoices({ status: 403, body: {} }, API, 'demo')).toEqual({ ok: false, reason: t('previewNotOwner', { site: 'demo' }), forget: true });
    expect(planChoices({ status: 401, body: {} }, API, 'demo')).toEqual({ ok: false, reason: t('previewExpired'), forget: true });
  });

  it('names each plan in the list, marking private, agency and disabled ones', () => {
    expect(planOptionText({ publicId: 'a', name: 'Gold', visibility: 'public', enabled: true })).toBe('Gold');
    expect(planOptionText({ publicId: 'a', name: 'Gold', visibility: 'private', enabled: true })).toBe('Gold (private)');
    expect(planOptionText({ publicId: 'a', name: 'Gold', visibility: 'agency', enabled: true })).toBe('Gold (agency)');
    expect(planOptionText({ publicId: 'a', name: 'Gold', visibility: 'private', enabled: false })).toBe('Gold (private) (disabled)');
  });

  it('reads "joined … days ago" as a whole number from 0 to 3650, or null', () => {
    expect(joinedDaysOf('0')).toBe(0);
    expect(joinedDaysOf(' 30 ')).toBe(30);
    expect(joinedDaysOf('3650')).toBe(3650);
    for (const bad of ['', ' ', '-1', '3651', '2.5', '1e3', 'abc', '30 days', '０']) expect(joinedDaysOf(bad), bad).toBeNull();
  });

  it("keeps only the owner's access token; names wrong passwords, refusals and unreachable APIs", () => {
    expect(ownerLoginOutcome({ status: 200, body: { accessToken: 'a.b.c', refreshToken: 'rt_x' } }, API)).toEqual({ ok: true, token: 'a.b.c' });
    expect(ownerLoginOutcome({ status: 422, body: { fieldErrors: { '*': 'Invalid email or password.' } } }, API)).toEqual({
      ok: false,
      reason: t('previewWrongPassword'),
    });
    expect(ownerLoginOutcome({ status: 404, body: { error: 'Site not found.' } }, API)).toEqual({
      ok: false,
      reason: t('previewRefused', { detail: 'Site not found.' }),
    });
    expect(ownerLoginOutcome(null, API)).toEqual({ ok: false, reason: t('previewNetwork', { url: API }) });
    expect(ownerLoginOutcome({ status: 502, body: null }, API)).toEqual({ ok: false, reason: t('previewServer', { status: 502 }) });
  });

  it('turns the grant into the session-storage entry the widget reads (expiry in epoch ms, plan name, days)', () => {
    const expiresAt = '2030-01-01T00:10:00.000Z';
    const plan = { publicId: 'sub01', name: 'Studio Monthly' };
    expect(
      previewOutcome({ status: 200, body: { previewToken: 'x.y.z', audience: 'plan', expiresAt, plan, joinedDaysAgo: 30 } }, API, 'demo'),
    ).toEqual({
      ok: true,
      entry: JSON.stringify({ token: 'x.y.z', audience: 'plan', expiresAt: Date.parse(expiresAt), plan: 'Studio Monthly', joinedDaysAgo: 30 }),
      plan: 'Studio Monthly',
      joinedDaysAgo: 30,
    });
    // A grant without them (an older server): the entry says what it knows.
    expect(previewOutcome({ status: 200, body: { previewToken: 'x.y.z', audience: 'free', expiresAt } }, API, 'demo')).toEqual({
      ok: true,
      entry: JSON.stringify({ token: 'x.y.z', audience: 'free', expiresAt: Date.parse(expiresAt), plan: null, joinedDaysAgo: null }),
      plan: null,
      joinedDaysAgo: null,
    });
    expect(previewOutcome({ status: 200, body: { previewToken: 'x', audience: 'plan', expiresAt, joinedDaysAgo: -3 } }, API, 'demo')).toMatchObject({
      ok: false,
    });
    expect(previewOutcome({ status: 200, body: { previewToken: 'x', audience: 'plan', expiresAt: 'soon' } }, API, 'demo')).toMatchObject({
      ok: false,
    });
    expect(previewOutcome({ status: 200, body: { previewToken: null, audience: 'visitor', expiresAt } }, API, 'demo')).toMatchObject({ ok: true });
    expect(previewOutcome({ status: 200, body: { previewToken: 'x', audience: 'owner', expiresAt } }, API, 'demo')).toMatchObject({ ok: false });
  });

  it("forgets the owner's sign-in on 403 (not the owner) and 401 (expired)", () => {
    expect(previewOutcome({ status: 403, body: { error: 'Only the owner of this site can preview it.' } }, API, 'demo')).toEqual({
      ok: false,
      reason: t('previewNotOwner', { site: 'demo' }),
      forget: true,
    });
    expect(previewOutcome({ status: 401, body: { error: 'Access token has expired.' } }, API, 'demo')).toEqual({
      ok: false,
      reason: t('previewExpired'),
      forget: true,
    });
    expect(previewOutcome({ status: 422, body: { fieldErrors: { publicPlanId: 'This site has no such plan.' } } }, API, 'demo')).toEqual({
      ok: false,
      reason: t('previewRefused', { detail: 'This site has no such plan.' }),
    });
    expect(previewOutcome(null, API, 'demo')).toEqual({ ok: false, reason: t('previewNetwork', { url: API }) });
  });

  it("writes the entry into the page's session storage and reloads the page after answering", () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { origin: 'https://demo-yoga.test', reload } });
    try {
      // Not into a document of another origin than the site's page the popup checked (the tab moved on).
      expect(startAudiencePreview('memberspace.preview', '{"entry":1}', 'https://attacker.example')).toBe('other-site');
      expect(sessionStorage.getItem('memberspace.preview')).toBeNull();
      expect(startAudiencePreview('memberspace.preview', '{"entry":1}', 'https://demo-yoga.test')).toBe('written');
      expect(sessionStorage.getItem('memberspace.preview')).toBe('{"entry":1}');
      expect(reload).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(reload).toHaveBeenCalledOnce();
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
      vi.useRealTimers();
      sessionStorage.clear();
    }
  });
});
