import { login } from '../contract/auth';
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
