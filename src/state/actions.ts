import type { TokenPair } from '../contract/auth';
import type { LoginBody } from '../contract/login';
import { login } from '../contract/signInCalls';
import { malformedAnswer, type ApiError } from '../core/texts/errors';
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
  if (!runtime.session.accept(pair)) return { signedIn: false, error: malformedAnswer() };
  await runtime.member.run();
  return { signedIn: true, error: memberQuery.peek().error };
}

/** Any login (password, or magic for registration approval): the call, then `signInWithTokens`. */
export async function logIn(runtime: Pick<Runtime, 'client' | 'session' | 'member'>, body: typeof LoginBody.TYPE): Promise<SignIn> {
  const result = await runtime.client(login, { body });
  return result.ok ? signInWithTokens(runtime, result.data) : { signedIn: false, error: result.error };
}
