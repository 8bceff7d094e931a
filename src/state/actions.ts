import type { TokenPair } from '../contract/auth';
import type { LoginBody } from '../contract/login';
import { login } from '../contract/signInCalls';
import { malformedAnswer, networkError, type ApiError } from '../core/texts/errors';
import type { Runtime } from './runtimeTypes';
import { memberQuery } from './store';

/**
 * How a sign-in went. `signedIn` says whether the tokens were accepted (the session is this member's now);
 * `error` is what to show or log: the refusal when not signed in, the member's failed load when signed in.
 */
export interface SignIn {
  signedIn: boolean;
  error: ApiError | null;
}

/**
 * Tokens an answer carried (login, invitation, password reset, email confirmation, registration approval;
 * part 1 §4 "Tokens are stored after ..."): stored, then the member loaded.
 */
export async function signInWithTokens(runtime: Pick<Runtime, 'session' | 'member'>, pair: typeof TokenPair.TYPE): Promise<SignIn> {
  // The session's chunk (state/lazySession.ts) not loading is the network's failure, not the answer's.
  const accepted = await runtime.session.accept(pair).catch(() => null);
  if (accepted === null) return { signedIn: false, error: networkError() };
  if (!accepted) return { signedIn: false, error: malformedAnswer() };
  await runtime.member.run();
  return { signedIn: true, error: memberQuery.peek().error };
}

/**
 * The session's chunk (state/lazySession.ts), asked for beside a request whose answer may carry tokens: they then
 * wait for nothing more. A chunk that fails here is asked for again when the tokens come.
 */
export function sessionChunkBeside(runtime: Pick<Runtime, 'session'>): void {
  runtime.session.load().catch(() => undefined);
}

/**
 * The session's chunk before a request the server cannot take back (a registration; the magic token of an invitation,
 * a password reset, a registration's approval or an e-mail change): without it the answer's tokens could not be kept,
 * and a second try would be refused (the account exists, the token is spent). So a chunk that cannot load fails such a
 * request as the network does, before it is sent. Start it with the form's other work (the captcha) and await it
 * before the request.
 */
export const sessionChunkFirst = (runtime: Pick<Runtime, 'session'>): Promise<boolean> =>
  runtime.session.load().then(
    () => true,
    () => false,
  );

/** Any login (password, or magic for registration approval): the call, then `signInWithTokens`. */
export async function logIn(runtime: Pick<Runtime, 'client' | 'session' | 'member'>, body: typeof LoginBody.TYPE): Promise<SignIn> {
  // A password login may be sent again; a magic one spends its token (sessionChunkFirst).
  if (body.type === 'password') sessionChunkBeside(runtime);
  else if (!(await sessionChunkFirst(runtime))) return { signedIn: false, error: networkError() };
  const result = await runtime.client(login, { body });
  return result.ok ? signInWithTokens(runtime, result.data) : { signedIn: false, error: result.error };
}
