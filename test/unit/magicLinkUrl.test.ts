import { describe, expect, it } from 'vitest';
import { parseHostPath } from '../../src/core/shell/hostLinks';
import { magicLinkIn } from '../../src/core/signin/magicLinkUrl';

// Issue 11, security: a magic link's token does not stay in the page's URL once the widget has read it.
describe('the page URL after a magic link', () => {
  const page = (msopen: string) => `https://site.test/welcome?utm=mail&msopen=${encodeURIComponent(msopen)}#top`;
  for (const link of [
    '/member/password-reset/202/tok-1',
    '/member/email-change/202/tok-2',
    '/member/invitation-accept/7/tok-3',
    '/member/registration-approved/209/tok-4',
  ]) {
    it(`${link.split('/')[2]}: msopen removed (and kept for the widget), the rest of the URL kept`, () => {
      expect(magicLinkIn(page(link))).toEqual({ msopen: link, clean: 'https://site.test/welcome?utm=mail#top' });
    });
  }
  it('other tasks keep their msopen (a reload opens them again)', () => {
    for (const link of ['/member/sign_in', '/member/account', '/content/popup/video01', '/member/plans/sub01']) {
      expect(magicLinkIn(page(link))).toBeNull();
    }
    expect(magicLinkIn('https://site.test/welcome?utm=mail')).toBeNull();
  });
  it('takes out exactly the links the link parser reads a magic token from (every path form it knows)', () => {
    const magic = [
      '/member/password-reset/202/tok',
      'member/email-change/1/t/',
      '//member//invitation-accept/7/t',
      '/member/registration-approved/2/t',
    ];
    const others = [
      '/member/sign_in',
      '/member/sign_out',
      '/member/account',
      '/member/account/edit',
      '/member/sign_up',
      '/member/sign_up/p1',
      '/member/plans',
      '/member/plans/all',
      '/member/plans/agency_upsell',
      '/member/plans/p1',
      '/member/diag',
      '/member/invoices',
      '/member/complete-payment/p1',
      '/member/sign-up-recover/all/email',
      '/member/password-reset/202',
      '/member/password-reset/1/t/extra',
      '/content/x',
      '/content/popup/v1',
      '/content/download/d1',
    ];
    for (const link of [...magic, ...others]) {
      const task = parseHostPath(link);
      expect(magicLinkIn(page(link)) !== null, link).toBe(task !== null && 'magicToken' in task);
    }
  });
});
