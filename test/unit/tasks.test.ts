import { describe, expect, it } from 'vitest';
import { parseHostPath } from '../../src/core/shell/hostLinks';
import { outcomeOf, type Viewer } from '../../src/core/shell/tasks';

const visitor: Viewer = { loggedIn: false, hasMenu: false };
const member: Viewer = { loggedIn: true, hasMenu: false };
const menuMember: Viewer = { loggedIn: true, hasMenu: true };

const outcome = (path: string, viewer: Viewer) => {
  const task = parseHostPath(path);
  if (!task) throw new Error(`not a widget path: ${path}`);
  return outcomeOf(task, viewer);
};
const login = (redirect: object) => ({ open: { name: 'login', redirect } });

type Row = readonly [path: string, forVisitor: unknown, forMember: unknown, forMenuMember: unknown];

const ROWS: readonly Row[] = [
  // path, visitor, member without menu, member with menu
  ['/member/sign_in', { open: { name: 'login' } }, { open: { name: 'account' } }, { open: { name: 'memberMenu' } }],
  ['/member/sign_out', { nothing: true }, { logOut: true }, { logOut: true }],
  ['/member/account', login({ name: 'account' }), { open: { name: 'account' } }, { open: { name: 'account' } }],
  ['/member/account/edit', login({ name: 'editProfile' }), { open: { name: 'editProfile' } }, { open: { name: 'editProfile' } }],
  ['/member/sign_up', { open: { name: 'registerUser' } }, { open: { name: 'account' } }, { open: { name: 'memberMenu' } }],
  [
    '/member/sign_up/gold01',
    { open: { name: 'registerUser', selectablePlanIds: ['gold01'] } },
    { open: { name: 'account' } },
    { open: { name: 'memberMenu' } },
  ],
  ['/member/plans', { open: { name: 'registerUser' } }, { open: { name: 'planLinkRedirect' } }, { open: { name: 'planLinkRedirect' } }],
  [
    '/member/plans/gold01',
    { open: { name: 'registerUser', selectablePlanIds: ['gold01'] } },
    { open: { name: 'planLinkRedirect', publicPlanId: 'gold01' } },
    { open: { name: 'planLinkRedirect', publicPlanId: 'gold01' } },
  ],
  ['/member/plans/all', { open: { name: 'registerUser', allPlans: true } }, { open: { name: 'signupToPlan' } }, { open: { name: 'signupToPlan' } }],
  [
    '/member/plans/agency_upsell',
    login({ name: 'signupToPlan', mode: 'AGENCY_UPSELL' }),
    { open: { name: 'signupToPlan', mode: 'AGENCY_UPSELL' } },
    { open: { name: 'signupToPlan', mode: 'AGENCY_UPSELL' } },
  ],
  ['/member/diag', { open: { name: 'diag' } }, { open: { name: 'diag' } }, { open: { name: 'diag' } }],
  ...(
    [
      ['/member/email-change/7/tk', { name: 'confirmEmailChangeMagic', userId: '7', magicToken: 'tk' }],
      ['/member/password-reset/7/tk', { name: 'resetPassword', userId: '7', magicToken: 'tk' }],
      ['/member/invitation-accept/9/tk', { name: 'invitation', invitationId: '9', magicToken: 'tk' }],
      ['/member/registration-approved/7/tk', { name: 'registrationApproved', userId: '7', magicToken: 'tk' }],
    ] as const
  ).map(([path, route]) => [path, { open: route }, { open: route }, { open: route }] as const),
  ['/member/invoices', login({ name: 'invoiceList' }), { open: { name: 'invoiceList' } }, { open: { name: 'invoiceList' } }],
  [
    '/member/complete-payment/gold01',
    login({ name: 'retryPayment', publicPlanId: 'gold01' }),
    { open: { name: 'retryPayment', publicPlanId: 'gold01' } },
    { open: { name: 'retryPayment', publicPlanId: 'gold01' } },
  ],
  [
    '/member/sign-up-recover/all/email',
    login({ name: 'signupToPlan', mode: 'ABANDONED_RECOVERY', recoveredBy: 'email' }),
    { open: { name: 'signupToPlan', mode: 'ABANDONED_RECOVERY', recoveredBy: 'email' } },
    { open: { name: 'signupToPlan', mode: 'ABANDONED_RECOVERY', recoveredBy: 'email' } },
  ],
  [
    '/member/sign-up-recover/gold01/popup',
    login({ name: 'signupToPlan', mode: 'ABANDONED_RECOVERY', recoveredBy: 'popup', selectablePlanIds: ['gold01'] }),
    { open: { name: 'signupToPlan', mode: 'ABANDONED_RECOVERY', recoveredBy: 'popup', selectablePlanIds: ['gold01'] } },
    { open: { name: 'signupToPlan', mode: 'ABANDONED_RECOVERY', recoveredBy: 'popup', selectablePlanIds: ['gold01'] } },
  ],
  ...(['page', 'popup', 'download'] as const).map((mode) => {
    const path = mode === 'page' ? '/content/c1' : `/content/${mode}/c1`;
    return [
      path,
      { open: { name: 'contentAccessDenied', contentId: 'c1', mode } },
      { open: { name: 'protectedContent', contentId: 'c1', mode } },
      { open: { name: 'protectedContent', contentId: 'c1', mode } },
    ] as const;
  }),
];

describe('host link rows (part 1 §2 table, part 2 §2), logged out and logged in', () => {
  it.each(ROWS)('%s', (path, forVisitor, forMember, forMenuMember) => {
    expect(outcome(path, visitor)).toEqual(forVisitor);
    expect(outcome(path, member)).toEqual(forMember);
    expect(outcome(path, menuMember)).toEqual(forMenuMember);
  });
});
