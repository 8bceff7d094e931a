import type { CustomField } from '../../contract/common';
import type { CurrentMember } from '../../contract/member';
import { avatarUrl } from './md5';
import { type MemberInfo, toMemberInfo } from './memberInfo';

/**
 * A member's info as the host API hands it (HOST-API §4), with the avatar service's silhouette for a member without a
 * picture. Its own chunk: only a session needs it (host/hostApi.ts loads it then), so a visitor's boot never loads it.
 */
export const hostMemberInfo = (member: typeof CurrentMember.TYPE, fields: readonly (typeof CustomField.TYPE)[]): MemberInfo =>
  toMemberInfo(member, fields, avatarUrl(member.email, 'mp'));
