import { ADMIN_URL_TEMPLATES, AGENCY_EDIT_URL_TEMPLATES } from '../constants';
import type { Env } from './settings';

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
