import { type Infer, Struct, dynamic, literal, number, type } from 'superstruct';
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
