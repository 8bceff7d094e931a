/**
 * The contract chunk's entry: superstruct's checks and the structs of the calls the boot path makes
 * (contract/bootCalls.ts names them by key) and of the login (contract/signInCalls.ts). Only contract/load.ts imports it, dynamically, so none of it is in the
 * boot chunk: a first visit loads it beside its first request, a returning visitor (sealed answers) never.
 */
import { StructError, create, is } from 'superstruct';
import { ExchangeTokenBody, TokenPair } from './auth';
import { Ok } from './common';
import { LoginBody } from './login';
import { CurrentMember, MemberMetadata } from './member';
import { ProtectedPageVisit } from './pageVisit';
import { MenuAnswer, MenuData, SiteConfig } from './site';

// One export: the file the dynamic import fetches (esbuild's facade over the chunk) re-exports one name, not each.
export const contract = {
  StructError,
  create,
  is,
  ExchangeTokenBody,
  TokenPair,
  Ok,
  LoginBody,
  CurrentMember,
  MemberMetadata,
  ProtectedPageVisit,
  MenuAnswer,
  MenuData,
  SiteConfig,
};
