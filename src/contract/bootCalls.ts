import { defineCall } from './call';
import { CONFIGURATION_PATH } from '../core/shell/configurationUrl';

/**
 * The calls the boot path makes (the config, the member, the menu, a protected page's visit, the host API's
 * metadata): what sends each, and which of the contract chunk's structs (contract/chunk.ts) checks its body and
 * answer. Their structs are not imported here, so they stay out of the boot chunk (contract/call.ts, Schema).
 */

export const getConfiguration = defineCall({
  method: 'GET',
  path: CONFIGURATION_PATH,
  auth: true,
  response: (c) => c.SiteConfig,
});

export const getMemberMenu = defineCall({
  method: 'GET',
  path: '/sites/:s/members/current/menu',
  auth: true,
  response: (c) => c.MenuAnswer,
});

export const getCurrentMember = defineCall({
  method: 'GET',
  path: '/sites/:s/members/current',
  auth: true,
  response: (c) => c.CurrentMember,
});

/** A page view on a protected page (page protection mode OFF with a page id). Answers {}. */
export const trackProtectedPageVisit = defineCall({
  method: 'POST',
  path: '/sites/:s/track/protectedPageVisit',
  auth: true,
  body: (c) => c.ProtectedPageVisit,
  response: (c) => c.Ok,
});

/**
 * The member's free-form metadata (host API getMemberMetadata / updateMemberMetadata / clearMemberMetadata).
 * PATCH merges the given keys into the stored object (a key set to null is removed) and answers the whole
 * object; DELETE empties it and answers {}.
 */
export const getMemberMetadata = defineCall({
  method: 'GET',
  path: '/sites/:s/members/current/metadata',
  auth: true,
  response: (c) => c.MemberMetadata,
});

export const updateMemberMetadata = defineCall({
  method: 'PATCH',
  path: '/sites/:s/members/current/metadata',
  auth: true,
  body: (c) => c.MemberMetadata,
  response: (c) => c.MemberMetadata,
});

export const clearMemberMetadata = defineCall({
  method: 'DELETE',
  path: '/sites/:s/members/current/metadata',
  auth: true,
  response: (c) => c.Ok,
});
