import { describe, expect, it } from 'vitest';
import { parseHostPath } from '../../src/core/shell/hostLinks';

describe('host link paths (part 1 §2 table)', () => {
  it.each([
    ['/member/sign_in', { kind: 'signIn' }],
    ['/member/sign_out', { kind: 'signOut' }],
    ['/member/account', { kind: 'account' }],
    ['/member/account/edit', { kind: 'editProfile' }],
    ['/member/sign_up', { kind: 'signUp' }],
    ['/member/sign_up/abc123', { kind: 'signUp', planId: 'abc123' }],
    ['/member/plans', { kind: 'plans' }],
    ['/member/plans/abc123', { kind: 'plans', planId: 'abc123' }],
    ['/member/plans/all', { kind: 'allPlans' }],
    ['/member/plans/agency_upsell', { kind: 'agencyUpsell' }],
    ['/member/diag', { kind: 'diag' }],
    ['/member/email-change/7/tok', { kind: 'emailChange', userId: '7', magicToken: 'tok' }],
    ['/member/password-reset/7/tok', { kind: 'passwordReset', userId: '7', magicToken: 'tok' }],
    ['/member/invitation-accept/9/tok', { kind: 'invitation', invitationId: '9', magicToken: 'tok' }],
    ['/member/registration-approved/7/tok', { kind: 'registrationApproved', userId: '7', magicToken: 'tok' }],
    ['/member/invoices', { kind: 'invoices' }],
    ['/member/complete-payment/abc123', { kind: 'completePayment', publicPlanId: 'abc123' }],
    ['/member/sign-up-recover/all/email', { kind: 'signUpRecover', planId: null, recoveredBy: 'email' }],
    ['/member/sign-up-recover/abc123/popup', { kind: 'signUpRecover', planId: 'abc123', recoveredBy: 'popup' }],
    ['/content/12', { kind: 'content', mode: 'page', contentId: '12' }],
    ['/content/popup/12', { kind: 'content', mode: 'popup', contentId: '12' }],
    ['/content/download/12', { kind: 'content', mode: 'download', contentId: '12' }],
    ['/member/sign_in/', { kind: 'signIn' }],
  ])('%s', (path, task) => {
    expect(parseHostPath(path)).toEqual(task);
  });

  it.each([
    '/',
    '/about',
    '/member',
    '/member/unknown',
    '/member/sign_in/extra',
    '/member/complete-payment',
    '/content',
    '/members/sign_in',
    '/member/account/edit/x',
  ])('leaves %s to the host', (path) => {
    expect(parseHostPath(path)).toBeNull();
  });

  it('decodes segments and survives malformed escapes', () => {
    expect(parseHostPath('/member/plans/a%20b')).toEqual({ kind: 'plans', planId: 'a b' });
    expect(parseHostPath('/member/plans/%E0%A4%A')).toEqual({ kind: 'plans', planId: '%E0%A4%A' });
  });
});
