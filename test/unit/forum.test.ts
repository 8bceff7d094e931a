import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { malformedAnswer, networkError, resolveError } from '../../src/core/texts/errors';
import {
  FORUMS,
  forumFailureText,
  forumOfPath,
  forumStep,
  initialForumState,
  muutCommunityOf,
  muutOptions,
  websiteToolboxUrls,
  type ForumEvent,
  type ForumState,
} from '../../src/core/shell/forum';
import { FORUM_HOSTS, forumHostsFor, STAND_IN_JQUERY_INTEGRITY } from '../../src/core/shell/forumHosts';
import { TEXT } from '../../src/core/texts/texts';

describe('forum member paths (part 1 §2: "two forum integration paths also exist under /member/")', () => {
  it.each([
    ['/member/muut', 'muut'],
    ['/member/website-toolbox', 'websiteToolbox'],
    ['/member/Muut/', 'muut'],
    ['/member/muut/extra', null],
    ['/member/sign_in', null],
    ['/muut', null],
  ] as const)('%s → %s', (path, kind) => {
    expect(forumOfPath(path)).toBe(kind);
  });
  it('one path per forum service, each with its own logger topic (part 1 §8: MUUT, WEBSITE_TOOLBOX)', () => {
    expect(Object.values(FORUMS).map((f) => [f.path, f.topic])).toEqual([
      ['/member/muut', 'MUUT'],
      ['/member/website-toolbox', 'WEBSITE_TOOLBOX'],
    ]);
  });
});

describe("Muut's embed link and signed options", () => {
  it.each([
    ['https://muut.com/i/demo-yoga', 'demo-yoga'],
    ['https://muut.com/i/demo-yoga/general', 'demo-yoga'],
    ['https://www.muut.com/i/yoga_club', 'yoga_club'],
    ['https://muut.com/demo-yoga', null],
    ['https://evil.example/muut.com/i/demo', null],
    ['not a url', null],
  ])('%s → %s', (href, community) => {
    expect(muutCommunityOf(href)).toBe(community);
  });
  it('passes apiKey, message, signature and timestamp as the api of the signed embed, with the language', () => {
    const info = { communityName: 'demo-yoga', apiKey: 'k', message: 'bWVzc2FnZQ==', signature: 'sig', timestamp: 1700000000, languageCode: 'fr' };
    expect(muutOptions(info)).toEqual({ api: { key: 'k', message: 'bWVzc2FnZQ==', signature: 'sig', timestamp: 1700000000 }, language: 'fr' });
  });
});

describe('forum hosts per environment (part 1 §7 "forum scripts and styles")', () => {
  it("uses the forums' own hosts in every real environment", () => {
    for (const env of ['production', 'staging', 'development'] as const) {
      expect(forumHostsFor({ env, scriptUrl: 'https://cdn.memberspace.com/scripts/widget.js' })).toEqual({
        jquery: { url: 'https://code.jquery.com/jquery-3.7.1.min.js', integrity: 'sha256-/JqT3SQfawRcv/BIHPThkBvs0OEvtFFmqPF/lYI/Cxo=' },
        muutScript: 'https://cdn.muut.com/1/moot.min.js',
        muutStyle: 'https://cdn.muut.com/1/moot.css',
        websiteToolbox: 'https://{customDomain}',
      });
    }
  });
  it("points the fixture environment at the stand-ins on the loader's origin", () => {
    expect(forumHostsFor({ env: 'fixture', scriptUrl: 'http://127.0.0.1:5555/widget/widget.js' })).toEqual({
      jquery: { url: 'http://127.0.0.1:5555/stand-ins/jquery.js', integrity: STAND_IN_JQUERY_INTEGRITY },
      muutScript: 'http://127.0.0.1:5555/stand-ins/muut.js',
      muutStyle: 'http://127.0.0.1:5555/stand-ins/muut.css',
      websiteToolbox: 'http://127.0.0.1:5555/stand-ins/website-toolbox/{customDomain}',
    });
  });
});

describe('jQuery for Muut: a current release, pinned by its hash', () => {
  it('is no 1.x (1.11.2 has known XSS advisories) and carries an SRI hash', () => {
    expect(FORUM_HOSTS.jquery.url).toMatch(/^https:\/\/code\.jquery\.com\/jquery-3\.7\.1\.min\.js$/);
    expect(FORUM_HOSTS.jquery.integrity).toMatch(/^sha(256|384|512)-[A-Za-z0-9+/]+=*$/);
  });
  it("the stand-in's hash is the stand-in file's (Chromium refuses it otherwise)", () => {
    const file = readFileSync(resolve('fixtures/stand-ins/jquery.js'));
    expect(STAND_IN_JQUERY_INTEGRITY).toBe(`sha256-${createHash('sha256').update(file).digest('base64')}`);
  });
});

describe('Website Toolbox URLs (image login with the auth token, part 1 §2)', () => {
  it('builds the login and logout images and the embed script on the custom domain', () => {
    expect(websiteToolboxUrls(FORUM_HOSTS.websiteToolbox, { customDomain: 'Forum.Demo-Yoga.test', authToken: 'a+b/c' })).toEqual({
      login: 'https://forum.demo-yoga.test/register/dologin?authtoken=a%2Bb%2Fc',
      logout: 'https://forum.demo-yoga.test/register/logout?authtoken=a%2Bb%2Fc',
      embed: 'https://forum.demo-yoga.test/js/mb/embed.js?authtoken=a%2Bb%2Fc',
    });
  });
  it('follows the environment template (fixture stand-ins)', () => {
    const urls = websiteToolboxUrls('http://127.0.0.1:5555/stand-ins/website-toolbox/{customDomain}', {
      customDomain: 'forum.demo-yoga.test',
      authToken: 't',
    });
    expect(urls?.embed).toBe('http://127.0.0.1:5555/stand-ins/website-toolbox/forum.demo-yoga.test/js/mb/embed.js?authtoken=t');
  });
  it.each(['evil.test/x', 'evil.test?x=1', 'user@evil.test', 'https://evil.test', '', 'a b.test', '-bad.test'])(
    'refuses a custom domain that is not a host name: %j',
    (customDomain) => {
      expect(websiteToolboxUrls(FORUM_HOSTS.websiteToolbox, { customDomain, authToken: 't' })).toBeNull();
    },
  );
  it('accepts a host with a port', () => {
    expect(websiteToolboxUrls(FORUM_HOSTS.websiteToolbox, { customDomain: 'forum.test:8443', authToken: 't' })?.login).toBe(
      'https://forum.test:8443/register/dologin?authtoken=t',
    );
  });
});

describe('forum failure text (part 1 §8)', () => {
  const muut = TEXT[FORUMS.muut.failure];
  const wt = TEXT[FORUMS.websiteToolbox.failure];
  it('quotes the spec', () => {
    expect(muut).toBe('Failed to get Muut integration information');
    expect(wt).toBe('Failed to get Website Toolbox integration information');
  });
  it.each([
    ['5xx without a body', resolveError(503, null), muut],
    ['4xx without error text', resolveError(404, {}), muut],
    ['a network failure', networkError(), muut],
    ['a malformed answer', malformedAnswer(), muut],
    ["the server's error text replaces it", resolveError(404, { error: 'Muut integration is not enabled.' }), 'Muut integration is not enabled.'],
    ["the server's general field error too", resolveError(422, { fieldErrors: { '*': 'Forum suspended' } }), 'Forum suspended'],
  ])('%s', (_case, error, shown) => {
    expect(forumFailureText(error, muut)).toBe(shown);
  });
});

describe('embed state (part 1 §2: from initial to logged in or logged out; on logout cleared; on login info requested)', () => {
  const run = (events: ForumEvent[], from: ForumState = initialForumState) => {
    let state = from;
    const effects: string[] = [];
    for (const event of events) {
      const t = forumStep(state, event);
      state = t.state;
      if (t.clear) effects.push('clear');
      if (t.signIn) effects.push(`signIn#${(state as { attempt: number }).attempt}`);
    }
    return { state, effects };
  };
  const session = (memberId: number | null): ForumEvent => ({ type: 'session', memberId });

  it.each<[string, ForumEvent[], ForumState, string[]]>([
    ['initial, nobody logged in → logged out, nothing to clear', [session(null)], { name: 'loggedOut', attempt: 0 }, []],
    [
      'initial, a member → logged in, signing in (requests integration info)',
      [session(7)],
      { name: 'loggedIn', memberId: 7, attempt: 1, step: 'signingIn' },
      ['signIn#1'],
    ],
    [
      'logged out, then login → signing in',
      [session(null), session(7)],
      { name: 'loggedIn', memberId: 7, attempt: 1, step: 'signingIn' },
      ['signIn#1'],
    ],
    [
      'the same member after a logout signs in anew, with a new attempt',
      [session(7), session(null), session(7)],
      { name: 'loggedIn', memberId: 7, attempt: 2, step: 'signingIn' },
      ['signIn#1', 'clear', 'signIn#2'],
    ],
    ['signed in', [session(7), { type: 'signedIn', attempt: 1 }], { name: 'loggedIn', memberId: 7, attempt: 1, step: 'signedIn' }, ['signIn#1']],
    [
      'failed, with the text shown in place',
      [session(7), { type: 'failed', attempt: 1, error: 'x' }],
      { name: 'loggedIn', memberId: 7, attempt: 1, step: 'failed', error: 'x' },
      ['signIn#1'],
    ],
    [
      'logout clears the embed',
      [session(7), { type: 'signedIn', attempt: 1 }, session(null)],
      { name: 'loggedOut', attempt: 1 },
      ['signIn#1', 'clear'],
    ],
    ['logout also clears a failed or pending embed', [session(7), session(null)], { name: 'loggedOut', attempt: 1 }, ['signIn#1', 'clear']],
    [
      'the same member again (a token refresh) changes nothing',
      [session(7), { type: 'signedIn', attempt: 1 }, session(7)],
      { name: 'loggedIn', memberId: 7, attempt: 1, step: 'signedIn' },
      ['signIn#1'],
    ],
    [
      'another member: cleared, then signed in again',
      [session(7), { type: 'signedIn', attempt: 1 }, session(8)],
      { name: 'loggedIn', memberId: 8, attempt: 2, step: 'signingIn' },
      ['signIn#1', 'clear', 'signIn#2'],
    ],
    ['logged out twice clears once', [session(7), session(null), session(null)], { name: 'loggedOut', attempt: 1 }, ['signIn#1', 'clear']],
    [
      'an answer after logout is ignored',
      [session(7), session(null), { type: 'signedIn', attempt: 1 }],
      { name: 'loggedOut', attempt: 1 },
      ['signIn#1', 'clear'],
    ],
    [
      "an old attempt's answer after a new login is ignored",
      [session(7), session(null), session(8), { type: 'failed', attempt: 1, error: 'old' }],
      { name: 'loggedIn', memberId: 8, attempt: 2, step: 'signingIn' },
      ['signIn#1', 'clear', 'signIn#2'],
    ],
    [
      'a second answer for the same attempt is ignored',
      [session(7), { type: 'signedIn', attempt: 1 }, { type: 'failed', attempt: 1, error: 'late' }],
      { name: 'loggedIn', memberId: 7, attempt: 1, step: 'signedIn' },
      ['signIn#1'],
    ],
  ])('%s', (_case, events, state, effects) => {
    expect(run(events)).toEqual({ state, effects });
  });
});
