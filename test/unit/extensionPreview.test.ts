import { describe, expect, it, vi } from 'vitest';
import { ownerLoginOutcome, planChoices, previewOutcome, siteApi } from '../../extension/logic';
import { startAudiencePreview } from '../../extension/page';
import { t } from '../../extension/texts';

const API = 'http://127.0.0.1:4174/api/v2';

describe('extension: preview as an audience', () => {
  it("finds the page's API with the widget's own settings", () => {
    expect(siteApi({ subdomain: 'Demo', env: 'fixture', src: 'http://127.0.0.1:4174/widget/widget.js' })).toEqual({
      apiBase: API,
      subdomain: 'demo',
    });
    expect(siteApi({ subdomain: 'demo', env: 'production', src: null })).toEqual({
      apiBase: 'https://api.memberspace.com/api/v2',
      subdomain: 'demo',
    });
    expect(siteApi({ subdomain: 'demo', env: 'fixture', src: null })).toBeNull();
    expect(siteApi({ subdomain: null, env: 'production', src: null })).toBeNull();
  });

  it("offers the site's plans only from an answer that passes the contract's Plan struct, else none (the id is typed)", () => {
    const plan = (publicId: unknown, name: unknown) => ({ publicId, name, type: 'subscription' });
    expect(planChoices({ status: 200, body: [plan('sub01', 'Studio Monthly'), plan('free01', 'Free')] })).toEqual([
      { publicId: 'sub01', name: 'Studio Monthly' },
      { publicId: 'free01', name: 'Free' },
    ]);
    // The list as the server keeps it, normalised (one entity table) like the widget's client reads it.
    expect(planChoices({ status: 200, body: { result: ['sub01'], entities: { plans: { sub01: plan('sub01', 'Studio Monthly') } } } })).toEqual([
      { publicId: 'sub01', name: 'Studio Monthly' },
    ]);
    expect(planChoices({ status: 200, body: [] })).toEqual([]);
    expect(planChoices({ status: 200, body: [plan(7, 'Studio Monthly')] })).toBeNull(); // one bad plan: the answer is not trusted
    expect(planChoices({ status: 200, body: [plan('sub01', 'Studio Monthly'), { publicId: 'x' }] })).toBeNull();
    expect(planChoices({ status: 200, body: { plans: [] } })).toBeNull();
    expect(planChoices({ status: 200, body: null })).toBeNull();
    expect(planChoices({ status: 500, body: [plan('sub01', 'Studio Monthly')] })).toBeNull();
    expect(planChoices(null)).toBeNull();
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

  it('turns the grant into the session-storage entry the widget reads (expiry in epoch ms)', () => {
    const expiresAt = '2030-01-01T00:10:00.000Z';
    expect(previewOutcome({ status: 200, body: { previewToken: 'x.y.z', audience: 'free', expiresAt } }, API, 'demo')).toEqual({
      ok: true,
      entry: JSON.stringify({ token: 'x.y.z', audience: 'free', expiresAt: Date.parse(expiresAt) }),
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
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload } });
    try {
      expect(startAudiencePreview('memberspace.preview', '{"entry":1}')).toBe(true);
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
