import { describe, expect, it } from 'vitest';
import { resolveSettings } from '../../src/core/shell/settings';
import { thirdParties } from '../../src/core/shell/thirdParties';

const base = { scriptUrl: 'https://cdn.memberspace.com/scripts/widget.js', dataset: {}, pageConfig: undefined, sessionEnv: null };

describe('settings (part 1 §7)', () => {
  it('reads the subdomain from window.MemberSpace and defaults to production', () => {
    const r = resolveSettings({ ...base, pageConfig: { subdomain: 'Demo' } });
    expect(r).toMatchObject({ ok: true, settings: { subdomain: 'demo', env: 'production', apiBase: 'https://api.memberspace.com/api/v2' } });
  });
  it('lets script data attributes win over the page object, and the session override win over both', () => {
    const r = resolveSettings({ ...base, dataset: { subdomain: 'tag', env: 'staging' }, pageConfig: { subdomain: 'page', env: 'development' } });
    expect(r).toMatchObject({ ok: true, settings: { subdomain: 'tag', env: 'staging' } });
    const o = resolveSettings({ ...base, dataset: { subdomain: 'tag', env: 'staging' }, sessionEnv: 'development' });
    expect(o).toMatchObject({ ok: true, settings: { env: 'development', apiBase: 'http://localhost:3000/api/v2' } });
  });
  it('points the fixture environment at the loader origin', () => {
    const r = resolveSettings({ ...base, scriptUrl: 'http://127.0.0.1:5555/widget/widget.js', dataset: { subdomain: 'demo', env: 'fixture' } });
    expect(r).toMatchObject({
      ok: true,
      settings: {
        apiBase: 'http://127.0.0.1:5555/api/v2',
        cdnBase: 'http://127.0.0.1:5555/cdn',
      },
    });
    expect(r.ok && thirdParties(r.settings)).toEqual({
      providerScriptUrl: 'http://127.0.0.1:5555/stand-ins/stripe.js',
      providerKey: 'pk_test_fixture',
      captchaScriptUrl: 'http://127.0.0.1:5555/stand-ins/captcha.js',
      captchaSiteKey: 'fixture-captcha-site-key',
    });
  });
  it("the card provider's and the captcha's real scripts everywhere but the fixture world", () => {
    const r = resolveSettings({ ...base, pageConfig: { subdomain: 'demo' } });
    expect(r.ok && thirdParties(r.settings)).toMatchObject({
      providerScriptUrl: 'https://js.stripe.com/v3/',
      captchaScriptUrl: 'https://www.google.com/recaptcha/api.js',
    });
  });
  it('loads Lato 400/700 with italics from our own content-delivery host, in every environment (part 1 §9)', () => {
    const prod = resolveSettings({ ...base, pageConfig: { subdomain: 'demo' } });
    // Privacy: our own host, not a font service that would see every page view of every site.
    expect(prod.ok && prod.settings.fontCssUrl).toBe('https://cdn.memberspace.com/fonts/memberspace-lato.css');
    const fixture = resolveSettings({ ...base, scriptUrl: 'http://127.0.0.1:5555/widget/widget.js', dataset: { subdomain: 'demo', env: 'fixture' } });
    expect(fixture.ok && fixture.settings.fontCssUrl).toBe('http://127.0.0.1:5555/cdn/fonts/memberspace-lato.css');
  });
  it('takes a publishable key per environment, never a secret one', () => {
    const keys = (['production', 'staging', 'development'] as const).map((env) => {
      const r = resolveSettings({ ...base, dataset: { subdomain: 'demo', env } });
      return r.ok ? thirdParties(r.settings).providerKey : null;
    });
    expect(new Set(keys).size).toBe(3);
    expect(keys.every((k) => k !== null && /^pk_(live|test)_/.test(k))).toBe(true);
  });
  it('refuses a missing or malformed subdomain', () => {
    expect(resolveSettings(base)).toMatchObject({ ok: false });
    expect(resolveSettings({ ...base, pageConfig: { subdomain: '../evil' } })).toMatchObject({ ok: false });
    expect(resolveSettings({ ...base, pageConfig: { subdomain: 42 } })).toMatchObject({ ok: false });
  });
  it('an unknown environment (part 1 §7: session storage, page setting, else the build default production) is said and production is used', () => {
    for (const input of [
      { ...base, pageConfig: { subdomain: 'demo' }, sessionEnv: 'mars' },
      { ...base, dataset: { subdomain: 'demo', env: 'prod!' } },
      { ...base, pageConfig: { subdomain: 'demo', env: 42 } },
    ]) {
      const r = resolveSettings(input);
      expect(r).toMatchObject({ ok: true, settings: { env: 'production', apiBase: 'https://api.memberspace.com/api/v2' } });
      expect(r.ok && r.warning).toMatch(/^Unknown environment .+: production is used$/);
    }
    expect(resolveSettings({ ...base, dataset: { subdomain: 'demo', env: 'staging' } })).not.toHaveProperty('warning');
  });
});
