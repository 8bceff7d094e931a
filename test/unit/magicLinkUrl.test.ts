import { describe, expect, it } from 'vitest';
import { parseHostPath } from '../../src/core/shell/hostLinks';
import { urlWithoutMagicLink } from '../../src/core/signin/magicLinkUrl';

// Issue 11, security: a magic link's token does not stay in the page's URL once the widget has read it.
describe('the page URL after a magic link', () => {
  const page = (msopen: string) => `https://site.test/welcome?utm=mail&msopen=${encodeURIComponent(msopen)}#top`;
  for (const link of [
    '/member/password-reset/202/tok-1',
    '/member/email-change/202/tok-2',
    '/member/invitation-accept/7/tok-3',
    '/member/registration-approved/209/tok-4',
  ]) {
    it(`${link.split('/')[2]}: msopen removed, the rest of the URL kept`, () => {
      expect(urlWithoutMagicLink(page(link), parseHostPath(link)!)).toBe('https://site.test/welcome?utm=mail#top');
    });
  }
  it('other tasks keep their msopen (a reload opens them again)', () => {
    for (const link of ['/member/sign_in', '/member/account', '/content/popup/video01', '/member/plans/sub01']) {
      expect(urlWithoutMagicLink(page(link), parseHostPath(link)!)).toBeNull();
    }
  });
});
