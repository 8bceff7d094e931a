import { login, type TokenPair } from '../contract/auth';
import { malformedAnswer, type ApiError } from '../core/errors';
import type { Runtime } from '../runtime';
import { memberQuery } from './store';

/** Password login: tokens stored, then the member loaded; the error to show, or null. */
export async function logIn(runtime: Runtime, email: string, password: string): Promise<ApiError | null> {
  const result = await runtime.client(login, { body: { type: 'password', email, password } });
  if (!result.ok) return result.error;
  if (!runtime.session.accept(result.data)) return malformedAnswer();
  await runtime.member.run();
  return memberQuery.peek().error;
}

/**
 * Tokens a magic link answered with (password reset, email confirmation, registration approval; part 1 §4
 * "Tokens are stored after ..."): stored, then the member loaded; the error, or null.
 */
export async function signInWithTokens(runtime: Runtime, pair: typeof TokenPair.TYPE): Promise<ApiError | null> {
  if (!runtime.session.accept(pair)) return malformedAnswer();
  await runtime.member.run();
  return memberQuery.peek().error;
}
