import { describe, expect, it } from 'vitest';
import { agencyEditUrl } from '../../src/core/account/accountRows';
import { siteAdminUrl } from '../../src/core/shell/ownerApp';

/** Part 1 §9: "Build-time config has admin-link templates with a site id and agency-edit-link templates with an organization id". */
describe('owner app links from the build-time templates', () => {
  it('the admin link of a site, per environment (shown in diagnostics, for support)', () => {
    expect(siteAdminUrl('production', 42)).toBe('https://app.memberspace.com/sites/42');
    expect(siteAdminUrl('staging', 42)).toBe('https://app.staging.memberspace.com/sites/42');
    expect(siteAdminUrl('development', 42)).toBe('http://localhost:3000/sites/42');
    expect(siteAdminUrl('production', null)).toBeNull();
    expect(siteAdminUrl('production', undefined)).toBeNull();
  });
  it('the agency edit link keeps its template', () => {
    expect(agencyEditUrl('production', 501)).toBe('https://app.memberspace.com/agencies/501');
    expect(agencyEditUrl('production', null)).toBeNull();
  });
});
