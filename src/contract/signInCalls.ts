import { defineCall } from './call';

/**
 * The login call, with its structs in the contract chunk (contract/chunk.ts) as the boot path's calls have theirs
 * (contract/bootCalls.ts): the login form then opens without superstruct, which comes beside the login's request.
 *
 * Login answers: TokenPair; 422 fieldErrors {'*': 'Invalid email or password.'} for wrong credentials (422, not
 * 401, so a form error never looks like an expired session); 403 while the account awaits approval; magic
 * login (registration approved) 404 unknown token, 410 used or expired.
 */
export const login = defineCall({
  method: 'POST',
  path: '/sites/:s/login',
  auth: false,
  body: (c) => c.LoginBody,
  response: (c) => c.TokenPair,
});
