import { type Infer, Struct, dynamic, literal, number, type } from 'superstruct';
import { TokenPair } from './auth';
import { defineCall } from './call';
import { Email, RequiredString } from './common';

export const PasswordLogin = type({ type: literal('password'), email: Email, password: RequiredString });
export const MagicLogin = type({ type: literal('magic'), userId: number(), magicToken: RequiredString });

/** Password or magic login, picked by `type` (so field errors name the fields of that kind only). */
type LoginInput = Infer<typeof PasswordLogin> | Infer<typeof MagicLogin>;
export const LoginBody = dynamic<LoginInput>(
  (value) =>
    (typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'magic' ? MagicLogin : PasswordLogin) as unknown as Struct<
      LoginInput,
      any
    >,
);

/**
 * Login answers: TokenPair; 422 fieldErrors {'*': 'Invalid email or password.'} for wrong credentials (422, not
 * 401, so a form error never looks like an expired session); 403 while the account awaits approval; magic
 * login (registration approved) 404 unknown token, 410 used or expired.
 */
export const login = defineCall({
  method: 'POST',
  path: '/sites/:s/login',
  auth: false,
  body: LoginBody,
  response: TokenPair,
});
