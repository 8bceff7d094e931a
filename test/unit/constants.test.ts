import { describe, expect, it } from 'vitest';
import * as C from '../../src/core/constants';
import { TEXT } from '../../src/core/texts/texts';
import { HOST_TEXT } from '../../src/core/texts/hostTexts';

describe('business constants (part 1 §9, part 2 §9)', () => {
  it.each([
    ['Password minimum: 8 characters', C.PASSWORD_MIN, 8],
    ['HTTP timeout: 30 seconds', C.HTTP_TIMEOUT_MS, 30_000],
    ['Token cookie chunk size: 3996 characters', C.TOKEN_COOKIE_CHUNK, 3996],
    ['Cookie expiry: 30 days', C.COOKIE_DAYS, 30],
    ['Token expiry: minimum 30 seconds', C.TOKEN_MIN_LIFETIME_S, 30],
    ['Default token margin: 10 seconds', C.TOKEN_MARGIN_S, 10],
    ['Site config stale after: 300 s', C.CONFIG_STALE_S, 300],
    ['User data stale after: 3600 s', C.USER_STALE_S, 3600],
    ['Persistence timeout: 5000 ms', C.PERSIST_TIMEOUT_MS, 5000],
    ['Font-loading timeout: 3000 ms', C.FONT_TIMEOUT_MS, 3000],
    ['Script-loading timeout: 5000 ms', C.SCRIPT_TIMEOUT_MS, 5000],
    ['One day: 86,400,000 ms', C.ONE_DAY_MS, 86_400_000],
    ['DOM-ready poll: 100 ms', C.DOM_READY_POLL_MS, 100],
    ['Host DOM observer throttle: 300 ms', C.HOST_OBSERVER_THROTTLE_MS, 300],
    ['Host DOM change counter: wraps at 100000', C.HOST_DOM_COUNTER_WRAP, 100_000],
    ['Tracking script delay after load: 100 ms', C.TRACKING_DELAY_MS, 100],
    ['Member and site-config refresh events: once per 5 s', C.REFRESH_THROTTLE_MS, 5000],
    ['Page-protection clock tolerance: 5 minutes', C.PAGE_PROTECTION_CLOCK_TOLERANCE_MS, 300_000],
    ['Rejection retry skip window: 15 seconds', C.REJECTION_RETRY_SKIP_MS, 15_000],
    ['Community forum script wait: every 50 ms', C.MUUT_WAIT_MS, 50],
    ['Community forum script wait: at most 100 tries', C.MUUT_WAIT_TRIES, 100],
    ['Forum image poll: every 300 ms', C.FORUM_IMAGE_POLL_MS, 300],
    ['Logout redirect reset: 5 seconds', C.LOGOUT_RESET_MS, 5000],
    ['Interface animation: 1 s', C.ANIMATION_MS, 1000],
    ['Log buffer: 100 entries', C.LOG_BUFFER, 100],
    ['Mobile width threshold: 768px', C.MOBILE_MAX_WIDTH, 768],
  ])('%s', (_quote, actual, expected) => {
    expect(actual).toBe(expected);
  });
  it('Widget version 2.0.0, default locale en, widths small 300, sm 422, medium 672, large 972', () => {
    expect(C.WIDGET_VERSION).toBe('2.0.0');
    expect(C.DEFAULT_LOCALE).toBe('en');
    expect(C.WIDTHS).toEqual({ small: 300, sm: 422, medium: 672, large: 972 });
  });
});

describe('messages (part 1 §8)', () => {
  it('host API rejections', () => {
    expect(HOST_TEXT).toMatchObject({
      serverError: 'Server returned an error.',
      errorReturned: 'An error was returned from the server.',
      cancelled: 'cancelled.',
      mustBeObject: 'Must be an object.',
    });
  });
  it('network messages', () => {
    expect(TEXT.networkError).toBe('Network error.');
    expect(TEXT.general).toBe('Error - Please try again later or contact support.');
    expect(TEXT.contactHelp).toBe('Please contact {contactEmail} for help.');
  });
});
