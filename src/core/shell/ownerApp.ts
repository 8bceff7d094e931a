import type { Env } from './settings';

// Here rather than in constants.ts, whose used part ships with what starts at ready on every page view: only the
// account's agency link and diagnostics read these.
/**
 * 'Edit your Agency' (part 1 §2, §6: "link built from a configured template", not shown): the owner app's page
 * for the member's organization, per environment. The fixture world has no owner app and links where production
 * does.
 */
const AGENCY_EDIT_URL_TEMPLATES = {
  production: 'https://app.memberspace.com/agencies/{organizationId}',
  staging: 'https://app.staging.memberspace.com/agencies/{organizationId}',
  development: 'http://localhost:3000/agencies/{organizationId}',
  fixture: 'https://app.memberspace.com/agencies/{organizationId}',
} as const satisfies Record<Env, string>;
/**
 * The site's page in the owner app (part 1 §9 "admin-link templates with a site id"): diagnostics show it, for
 * support staff. Like the agency link, the fixture world links where production does.
 */
const ADMIN_URL_TEMPLATES = {
  production: 'https://app.memberspace.com/sites/{siteId}',
  staging: 'https://app.staging.memberspace.com/sites/{siteId}',
  development: 'http://localhost:3000/sites/{siteId}',
  fixture: 'https://app.memberspace.com/sites/{siteId}',
} as const satisfies Record<Env, string>;

/**
 * Links into the owner app, built from the build-time templates (part 1 §9: "admin-link templates with a site id
 * and agency-edit-link templates with an organization id"); null without the id.
 */
const fill = (template: string, id: number | null | undefined): string | null =>
  id === null || id === undefined ? null : template.replace(/\{\w+\}/, encodeURIComponent(String(id)));

/** The site's page in the owner app: diagnostics show it, for support staff (part 1 §2 "build and environment details"). */
export const siteAdminUrl = (env: Env, siteId: number | null | undefined): string | null => fill(ADMIN_URL_TEMPLATES[env], siteId);

/** The owner app's page for an agency (part 1 §6 'Edit your Agency'). */
export const agencyUrl = (env: Env, organizationId: number | null | undefined): string | null => fill(AGENCY_EDIT_URL_TEMPLATES[env], organizationId);
