import { defineCall } from './call';
import { Ok } from './common';
import { MemberMetadata } from './member';

/**
 * The member's free-form metadata (host API getMemberMetadata / updateMemberMetadata / clearMemberMetadata).
 * PATCH merges the given keys into the stored object (a key set to null is removed) and answers the whole
 * object; DELETE empties it and answers {}.
 */
export const getMemberMetadata = defineCall({
  method: 'GET',
  path: '/sites/:s/members/current/metadata',
  auth: true,
  response: MemberMetadata,
});

export const updateMemberMetadata = defineCall({
  method: 'PATCH',
  path: '/sites/:s/members/current/metadata',
  auth: true,
  body: MemberMetadata,
  response: MemberMetadata,
});

export const clearMemberMetadata = defineCall({
  method: 'DELETE',
  path: '/sites/:s/members/current/metadata',
  auth: true,
  response: Ok,
});
