import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { useForm } from '../../src/ui/form/useForm';
import { tokens } from '../../src/state/store';
import { useRoot } from './root';

const root = useRoot();
let kit: ReturnType<typeof useForm<{ firstName: string; email: string }>>;
function Register() {
  kit = useForm({ initial: { firstName: '', email: '' }, draft: 'register', submit: async () => null });
  return <p>{kit.values.email}</p>;
}

describe('a visitor draft does not outlive the session it was typed before', () => {
  it("member A types the register form, goes to 'Log in', logs in, logs out: the next visitor's register form is empty", () => {
    act(() => render(<Register />, root()));
    act(() => {
      kit.set('firstName')('Alice');
      kit.set('email')('alice@private.test');
    });
    act(() => render(null, root())); // 'Log in' instead
    // Logged in, then logged out (state/session.ts set(): tokens in, then null). The page is not reloaded (v2).
    tokens.value = { accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 60_000 } as never;
    tokens.value = null;
    act(() => render(<Register />, root())); // the next person at this computer opens sign-up
    expect(kit.values).toEqual({ firstName: '', email: '' });
  });
});
