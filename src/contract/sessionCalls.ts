import { defineCall } from './call';

/**
 * The token exchange, which only a session makes (state/session.ts, in the session's chunk): its structs are the
 * contract chunk's, as the boot path's calls' are (contract/bootCalls.ts).
 */
export const exchangeToken = defineCall({
  method: 'POST',
  path: '/sites/:s/exchange-token',
  auth: false,
  body: (c) => c.ExchangeTokenBody,
  response: (c) => c.TokenPair,
});
