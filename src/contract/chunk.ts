/**
 * The contract chunk's entry: superstruct's checks and the structs of the calls the boot path makes
 * (contract/bootCalls.ts names them by key) and of the login (contract/signInCalls.ts). Only contract/load.ts imports it, dynamically, so none of it is in the
 * boot chunk: a first visit loads it beside its first request, a returning visitor (sealed answers) never.
 */
export { StructError, create, is } from 'superstruct';
export { ExchangeTokenBody, TokenPair } from './auth';
export { Ok } from './common';
export { LoginBody } from './login';
export { CurrentMember, MemberMetadata } from './member';
export { ProtectedPageVisit } from './pageVisit';
export { MenuAnswer, MenuData, SiteConfig } from './site';
