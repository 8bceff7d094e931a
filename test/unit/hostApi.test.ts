import { create } from 'superstruct';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrentMember } from '../../src/contract/member';
import { initialQuery, succeeded } from '../../src/core/util/query';
import { currentMemberInfo } from '../../src/host/hostApi';
import { announceRegistration } from '../../src/host/registrationEvent';
import { memberQuery, tokens } from '../../src/state/store';
import { accessTokenFor } from './jwt';

const paul = create({ id: 202, name: 'Paul Paid', firstName: 'Paul', lastName: 'Paid', email: 'paid@demo.test' }, CurrentMember);
const signIn = (memberId: number) => (tokens.value = { accessToken: accessTokenFor(memberId), refreshToken: 'r', expiresAt: Date.now() + 60_000 });

/** What getMemberInfo() and MemberSpace.ready say: the same session the button, protection and markers go by. */
describe('getMemberInfo()', () => {
  afterEach(() => {
    tokens.value = null;
    memberQuery.value = initialQuery();
  });

  it('a visitor: not logged in, no memberInfo', () => {
    expect(currentMemberInfo()).toEqual({ isLoggedIn: false });
  });

  it('a session whose member could not load (a 500) is still a member: logged in, memberInfo null', () => {
    signIn(202);
    expect(currentMemberInfo()).toEqual({ isLoggedIn: true, memberInfo: null });
  });

  it("a session whose member data is another member's (another tab switched): logged in, memberInfo null", () => {
    signIn(303);
    memberQuery.value = succeeded(initialQuery(), paul, 200, 1);
    expect(currentMemberInfo()).toEqual({ isLoggedIn: true, memberInfo: null });
  });

  it('a loaded member: logged in with their info, once the module that makes it is in (a session loads it)', async () => {
    signIn(202);
    memberQuery.value = succeeded(initialQuery(), paul, 200, 1);
    await vi.waitFor(() =>
      expect(currentMemberInfo()).toMatchObject({
        isLoggedIn: true,
        memberInfo: {
          id: 202,
          email: 'paid@demo.test',
          profileImageUrl: expect.stringMatching(/^https:\/\/www\.gravatar\.com\/avatar\/[0-9a-f]{32}\?/),
        },
      }),
    );
  });

  it('a registration whose member could not load says memberInfo null; one awaiting approval has none', async () => {
    const seen: unknown[] = [];
    const listener = (e: Event) => seen.push((e as CustomEvent).detail);
    document.addEventListener('MemberSpace.member.registration', listener);
    signIn(202);
    await announceRegistration('paid@demo.test', false, { log: vi.fn() });
    tokens.value = null;
    await announceRegistration('pending@demo.test', true, { log: vi.fn() });
    document.removeEventListener('MemberSpace.member.registration', listener);
    expect(seen).toEqual([
      { pendingApproval: false, email: 'paid@demo.test', memberInfo: null },
      { pendingApproval: true, email: 'pending@demo.test' },
    ]);
  });
});
