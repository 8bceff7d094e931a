import { describe, expect, it } from 'vitest';
import { linkSignIn } from '../../src/core/signin/linkAccount';
import { accessTokenFor } from './jwt';

describe("a magic link's tokens (login CSRF)", () => {
  it('sign in at once only when they are the member signed in here', () => {
    expect(linkSignIn(201, { accessToken: accessTokenFor(201) })).toBe('same');
    expect(linkSignIn('201', { accessToken: accessTokenFor(201) })).toBe('same');
  });
  it("ask for another member's session, a visitor, or a token that cannot be read", () => {
    expect(linkSignIn(305, { accessToken: accessTokenFor(201) })).toBe('ask');
    expect(linkSignIn(null, { accessToken: accessTokenFor(201) })).toBe('ask');
    expect(linkSignIn(201, { accessToken: 'garbage' })).toBe('ask');
  });
});
