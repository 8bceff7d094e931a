import { create } from 'superstruct';
import { describe, expect, it, vi } from 'vitest';
import { ProtectedContentResult } from '../../src/contract/content';
import type { AccessRule } from '../../src/core/access/access';
import { CONTENT_READINESS_CHECKS } from '../../src/core/constants';
import {
  contentAction,
  deniedContentNext,
  deniedPageStep,
  dispositionOf,
  grantingPlanIds,
  inlineContentId,
  loginTarget,
  resolveUntilReady,
  upsellRoute,
  viewingWindowText,
  type ContentResult,
  type Descriptor,
  type PublicPlan,
  type ResolveResult,
} from '../../src/core/access/contentRules';
import { isWebUrl } from '../../src/core/shell/webUrl';
import { format, TEXT } from '../../src/core/texts/texts';

const base = { disposition: 'popup', title: 'Title', displayModes: [] as string[] };
const R = {
  audio: { ...base, id: 'audio01', type: 'audio', url: 'https://cdn.test/a.wav', mimeType: 'audio/wav' },
  code: { ...base, id: 'code01', type: 'code', html: '<p>hi</p>' },
  file: { ...base, id: 'file01', type: 'file', url: 'https://cdn.test/f.csv', fileName: 'f.csv' },
  image: { ...base, id: 'image01', type: 'image', url: 'https://cdn.test/i.png', alt: null },
  pdf: { ...base, id: 'pdf01', type: 'pdf', url: 'https://cdn.test/p.pdf' },
  video: { ...base, id: 'video01', type: 'video', provider: 'youtube', videoId: 'x', url: 'https://www.youtube.com/embed/x' },
  window: { ...base, id: 'soon01', type: 'outside-viewing-window', from: '2030-01-01T00:00:00.000Z', to: null, daysUntilViewable: null },
  upsell: { ...base, id: 'upsell01', type: 'upsell', reason: 'no_matching_plan', publicPlanIds: ['sub01', 'yearly01'] },
  notFound: { ...base, id: 'missing01', type: 'not-found' },
  unknown: { ...base, id: 'processing01', type: 'unknown', status: 'processing' },
} satisfies Record<string, ContentResult>;

describe('disposition sent with a descriptor (display modes inline, popup, newtab, download)', () => {
  it.each([
    ['page', 'newtab'],
    ['popup', 'popup'],
    ['download', 'download'],
    ['inline', 'inline'],
  ] as const)('%s → %s', (display, disposition) => expect(dispositionOf(display)).toBe(disposition));
});

describe('what protected content does with a result (part 1 §2: "download mode downloads the file and view mode opens the URL in a new tab")', () => {
  it.each([
    // result, page mode, popup mode, download mode
    [R.audio, { kind: 'open', url: R.audio.url }, { kind: 'show' }, { kind: 'download', url: R.audio.url, fileName: null }],
    [R.file, { kind: 'open', url: R.file.url }, { kind: 'show' }, { kind: 'download', url: R.file.url, fileName: 'f.csv' }],
    [R.image, { kind: 'open', url: R.image.url }, { kind: 'show' }, { kind: 'download', url: R.image.url, fileName: null }],
    [R.pdf, { kind: 'open', url: R.pdf.url }, { kind: 'show' }, { kind: 'download', url: R.pdf.url, fileName: null }],
    // a video's URL is its player: a new tab, but nothing to download
    [R.video, { kind: 'open', url: R.video.url }, { kind: 'show' }, { kind: 'show' }],
    // embedded code has no URL: shown in the dialog whatever the mode
    [R.code, { kind: 'show' }, { kind: 'show' }, { kind: 'show' }],
    [R.notFound, { kind: 'show' }, { kind: 'show' }, { kind: 'show' }],
    [R.unknown, { kind: 'show' }, { kind: 'show' }, { kind: 'show' }],
  ] as const)('%o', (result, page, popup, download) => {
    expect(contentAction(result, 'page')).toEqual(page);
    expect(contentAction(result, 'popup')).toEqual(popup);
    expect(contentAction(result, 'download')).toEqual(download);
  });

  it('upsell: on to plan signup in content-access-upsell mode, in every mode', () => {
    for (const mode of ['page', 'popup', 'download'] as const) {
      expect(contentAction(R.upsell, mode)).toEqual({
        kind: 'upsell',
        route: { name: 'signupToPlan', mode: 'CONTENT_ACCESS_UPSELL', selectablePlanIds: ['sub01', 'yearly01'] },
      });
    }
  });

  it('outside viewing window: on to its screen with from, to and drip', () => {
    expect(contentAction(R.window, 'page')).toEqual({
      kind: 'window',
      route: { name: 'outsideViewingWindow', from: '2030-01-01T00:00:00.000Z', to: null, drip: null },
    });
  });

  it('never opens, frames or downloads a URL that is not a web address', () => {
    expect(contentAction({ ...R.pdf, url: 'javascript:alert(1)' }, 'page')).toEqual({ kind: 'show' });
    expect(contentAction({ ...R.file, url: 'data:text/html,x' }, 'download')).toEqual({ kind: 'show' });
    expect(isWebUrl('https://x.test/a')).toBe(true);
    expect(isWebUrl('/__test/assets/a.pdf')).toBe(true);
    expect(isWebUrl('JavaScript:alert(1)')).toBe(false);
  });
});

describe('upsell (part 1 §4: "plan signup in content access upsell mode if public plan ids exist, otherwise noPublicPlanForContent")', () => {
  it.each([
    [['sub01'], { name: 'signupToPlan', mode: 'CONTENT_ACCESS_UPSELL', selectablePlanIds: ['sub01'] }],
    [['sub01', 'sub01', 'yearly01'], { name: 'signupToPlan', mode: 'CONTENT_ACCESS_UPSELL', selectablePlanIds: ['sub01', 'yearly01'] }],
    [[], { name: 'noPublicPlanForContent' }],
    [[''], { name: 'noPublicPlanForContent' }],
  ])('%o', (ids, route) => expect(upsellRoute(ids)).toEqual(route));
});

describe('which public plans grant a protected page (content access denied, logged in)', () => {
  const plan = (publicId: string, id: number, type: string, over: Partial<PublicPlan> = {}): PublicPlan => ({
    id,
    publicId,
    type,
    enabled: true,
    canSignUp: true,
    ...over,
  });
  const plans = [
    plan('free01', 1001, 'free'),
    plan('onetime01', 1002, 'one_time_payment'),
    plan('sub01', 1003, 'subscription'),
    plan('multi01', 1004, 'multi_payment'),
    plan('off01', 1005, 'subscription', { enabled: false }),
    plan('held01', 1006, 'subscription', { canSignUp: false }),
  ];
  const rule = (over: Partial<AccessRule>): AccessRule => ({
    authenticatedUsers: false,
    freeMemberships: false,
    paidMemberships: false,
    planIds: [],
    publicPlanIds: [],
    ...over,
  });

  it.each([
    ['named by public id', rule({ publicPlanIds: ['sub01'] }), ['sub01']],
    ['named by plan id', rule({ planIds: [1002, 1004] }), ['onetime01', 'multi01']],
    ['free memberships: the free plans', rule({ freeMemberships: true }), ['free01']],
    ['paid memberships: one-time, subscription and multi-payment', rule({ paidMemberships: true }), ['onetime01', 'sub01', 'multi01']],
    ['authenticated users: any plan', rule({ authenticatedUsers: true }), ['free01', 'onetime01', 'sub01', 'multi01']],
    ['a private plan is not in the public list: none', rule({ publicPlanIds: ['private01'] }), []],
    ['disabled or already held plans are not offered', rule({ publicPlanIds: ['off01', 'held01'] }), []],
    ['an unprotected rule offers nothing', rule({}), []],
  ])('%s', (_case, r, ids) => expect(grantingPlanIds(r, plans)).toEqual(ids));
});

describe('the denied screen for a logged-in member', () => {
  it('content: a refusal goes to the upsell; content now theirs opens as its link asked', () => {
    expect(deniedContentNext(R.upsell, 'upsell01', 'popup')).toEqual(upsellRoute(['sub01', 'yearly01']));
    expect(deniedContentNext({ ...R.upsell, publicPlanIds: [] }, 'vip01', 'page')).toEqual({ name: 'noPublicPlanForContent' });
    expect(deniedContentNext(R.pdf, 'pdf01', 'download')).toEqual({ name: 'protectedContent', contentId: 'pdf01', mode: 'download' });
    expect(deniedContentNext(R.window, 'soon01', 'page').name).toBe('outsideViewingWindow');
  });

  it('page: "Initial or off on the denied screens returns to idle"; another refusal goes to its screen; still refused: upsell', () => {
    const window = { name: 'outsideViewingWindow', from: null, to: null, drip: 3 } as const;
    expect(deniedPageStep(false, null)).toEqual({ go: { name: 'idle' } });
    expect(deniedPageStep(false, { name: 'contentAccessDenied' })).toEqual({ go: { name: 'idle' } });
    expect(deniedPageStep(true, window)).toEqual({ go: window });
    expect(deniedPageStep(true, { name: 'rejectionTagRetry' })).toEqual({ go: { name: 'rejectionTagRetry' } });
    expect(deniedPageStep(true, { name: 'contentAccessDenied' })).toEqual({ upsell: true });
  });

  it('log in carries the content as the after-login target, or comes back to the denied page', () => {
    expect(loginTarget('pdf01', 'download')).toEqual({ name: 'protectedContent', contentId: 'pdf01', mode: 'download' });
    expect(loginTarget('pdf01', undefined)).toEqual({ name: 'protectedContent', contentId: 'pdf01', mode: 'page' });
    expect(loginTarget(undefined, undefined)).toEqual({ name: 'contentAccessDenied' });
  });
});

describe('outside viewing window messages (part 1 §2: four messages)', () => {
  const text = (w: Parameters<typeof viewingWindowText>[0], locale = 'en') => {
    const choice = viewingWindowText(w, locale, 'UTC');
    return format(TEXT[choice.key], choice.values);
  };

  it("drip: the spec's words", () => {
    expect(text({ drip: 5 })).toBe('Sorry, please wait 5 more day(s) and then you can access this content.');
    // a drip wait wins over dates
    expect(text({ drip: 1, from: '2030-01-01T00:00:00Z' })).toBe('Sorry, please wait 1 more day(s) and then you can access this content.');
  });
  it('not yet available from a date and time', () => {
    expect(text({ from: '2030-06-10T14:30:00.000Z', to: null, drip: null })).toBe(
      'Sorry, this content is not available yet. You can access it from June 10, 2030 at 2:30 PM UTC.',
    );
  });
  it('no longer available before a date and time', () => {
    expect(text({ to: '2024-12-31T23:00:00.000Z' })).toBe(
      'Sorry, this content is no longer available. It could be accessed until December 31, 2024 at 11:00 PM UTC.',
    );
  });
  it('available only between two dates', () => {
    expect(text({ from: '2030-06-01T09:00:00Z', to: '2030-06-30T17:00:00Z', drip: 0 })).toBe(
      'Sorry, this content is only available between June 1, 2030 at 9:00 AM UTC and June 30, 2030 at 5:00 PM UTC.',
    );
  });
  it('dates follow the locale (and an unknown locale falls back to English)', () => {
    expect(text({ from: '2030-06-10T14:30:00Z' }, 'fr')).toContain('10 juin 2030');
    expect(text({ from: '2030-06-10T14:30:00Z' }, 'not a locale!')).toContain('June 10, 2030');
  });
  it('neither a wait nor a date: only that it cannot be seen now', () => {
    expect(text({ from: null, to: null, drip: null })).toBe('Sorry, this content is not available right now.');
  });
});

describe('content readiness (part 1 §9: check limit 5)', () => {
  const d = (id: string): Descriptor => ({ id, disposition: 'inline' });
  const ok = (data: ContentResult[]): ResolveResult => ({ ok: true, data });
  const options = (over = {}) => ({ limit: CONTENT_READINESS_CHECKS, intervalMs: 2000, wait: vi.fn(async () => {}), ...over });

  it('the limit is 5', () => expect(CONTENT_READINESS_CHECKS).toBe(5));

  it('asks once when everything is ready', async () => {
    const resolve = vi.fn(async (asked: Descriptor[]) => ok(asked.map((a) => ({ ...R.pdf, id: a.id }))));
    const opts = options();
    const answer = await resolveUntilReady(resolve, [d('a'), d('b')], opts);
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(opts.wait).not.toHaveBeenCalled();
    expect(answer).toEqual(
      ok([
        { ...R.pdf, id: 'a' },
        { ...R.pdf, id: 'b' },
      ]),
    );
  });

  it('re-checks only what is not ready, at most 5 times, then answers unknown', async () => {
    const resolve = vi.fn(async (asked: Descriptor[]) => ok(asked.map((a) => (a.id === 'processing01' ? R.unknown : { ...R.pdf, id: a.id }))));
    const opts = options();
    const answer = await resolveUntilReady(resolve, [d('pdf01'), d('processing01')], opts);
    expect(resolve).toHaveBeenCalledTimes(1 + 5);
    expect(resolve.mock.calls.slice(1).every(([asked]) => asked.length === 1 && asked[0]!.id === 'processing01')).toBe(true);
    expect(opts.wait).toHaveBeenCalledTimes(5);
    expect(opts.wait).toHaveBeenCalledWith(2000);
    expect(answer).toEqual(ok([{ ...R.pdf, id: 'pdf01' }, R.unknown]));
  });

  it('stops re-checking once it is ready', async () => {
    let calls = 0;
    const resolve = vi.fn(async () => ok([++calls < 3 ? R.unknown : { ...R.video, id: 'processing01' }]));
    const answer = await resolveUntilReady(resolve, [d('processing01')], options());
    expect(resolve).toHaveBeenCalledTimes(3);
    expect(answer.ok && answer.data[0]!.type).toBe('video');
  });

  it('tells what is known after each answer, so ready content shows while the rest is re-checked', async () => {
    const seen: string[][] = [];
    const resolve = vi.fn(async (asked: Descriptor[]) => ok(asked.map((a) => (a.id === 'p' ? R.unknown : { ...R.pdf, id: a.id }))));
    await resolveUntilReady(
      resolve,
      [d('a'), d('p')],
      options({ limit: 1, onResults: (r: (ContentResult | undefined)[]) => seen.push(r.map((x) => x?.type ?? '-')) }),
    );
    expect(seen).toEqual([
      ['pdf', 'unknown'],
      ['pdf', 'unknown'],
    ]);
  });

  it('a failed call ends it with its error; a dead caller stops the re-checks', async () => {
    const error = { status: 0, message: 'Network error.', fieldErrors: {} };
    expect(await resolveUntilReady(async () => ({ ok: false, error }), [d('a')], options())).toEqual({ ok: false, error });
    const resolve = vi.fn(async () => ok([R.unknown]));
    await resolveUntilReady(resolve, [d('processing01')], options({ live: () => false }));
    expect(resolve).toHaveBeenCalledTimes(1);
  });

  it('matches answers by id when the server answers another count', async () => {
    const answer = await resolveUntilReady(async () => ok([{ ...R.pdf, id: 'b' }]), [d('a'), d('b')], options({ limit: 0 }));
    expect(answer.ok && answer.data.map((r) => `${r.id}:${r.type}`)).toEqual(['a:not-found', 'b:pdf']);
  });
});

describe('inline embeds: links to /content/{id} with display=inline (part 1 §2)', () => {
  const page = 'https://site.test/library';
  it.each([
    ['/content/video01?display=inline', 'video01'],
    ['https://site.test/content/pdf01?x=1&display=inline', 'pdf01'],
    ['/content/a%20b?display=inline', 'a b'],
    ['/content/video01', null],
    ['/content/video01?display=popup', null],
    ['/content/popup/video01?display=inline', null],
    ['https://other.test/content/video01?display=inline', null],
    ['/member/sign_in?display=inline', null],
  ])('%s → %s', (href, id) => expect(inlineContentId(href, page)).toBe(id));
});

describe('results of a type this widget does not know (part 1 §3: unknown)', () => {
  it("become 'unknown' with the type as their status, so the spec's message can name it", () => {
    const result = create({ ...base, id: 'hologram01', type: 'hologram', url: 'https://cdn.test/h.bin' }, ProtectedContentResult);
    expect(result).toMatchObject({ id: 'hologram01', type: 'unknown', status: 'hologram', foreign: true });
    expect(create(R.unknown, ProtectedContentResult)).not.toHaveProperty('foreign');
  });

  it('are final: not re-checked like content still processing', async () => {
    const foreign = create({ ...base, id: 'hologram01', type: 'hologram' }, ProtectedContentResult);
    const resolve = vi.fn(
      async (ds: Descriptor[]): Promise<ResolveResult> => ({ ok: true, data: ds.map((d) => (d.id === 'hologram01' ? foreign : R.unknown)) }),
    );
    const wait = vi.fn(async () => {});
    const answer = await resolveUntilReady(resolve, [{ id: 'hologram01', disposition: 'popup' }], {
      limit: CONTENT_READINESS_CHECKS,
      intervalMs: 2000,
      wait,
    });
    expect(answer).toEqual({ ok: true, data: [foreign] });
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(wait).not.toHaveBeenCalled();
  });
});
