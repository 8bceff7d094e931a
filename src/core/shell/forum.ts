/**
 * Forum embeds (part 1 §2 "Forum embeds", §3 forum integration results, §8, §9): the community forum (Muut)
 * and the discussion forum (Website Toolbox). Pure: which host markup is a forum, the URLs and options the
 * forums' scripts get, the failure text, and the embed's state machine. The host layer (src/host/forums/)
 * touches the page.
 */
import type { ApiError } from '../texts/errors';
import type { Topic } from '../util/logger';
import type { TextKey } from '../texts/texts';

export type ForumKind = 'muut' | 'websiteToolbox';

export interface ForumFacts {
  topic: Extract<Topic, 'MUUT' | 'WEBSITE_TOOLBOX'>;
  /** 'Failed to get … integration information' (part 1 §8), by text key so it can be translated. */
  failure: TextKey;
  /** The member path that places this forum (part 1 §2: one per forum service; the names are ours). */
  path: string;
}

export const FORUMS: Readonly<Record<ForumKind, ForumFacts>> = {
  muut: { topic: 'MUUT', failure: 'muutIntegrationFailed', path: '/member/muut' },
  websiteToolbox: { topic: 'WEBSITE_TOOLBOX', failure: 'websiteToolboxIntegrationFailed', path: '/member/website-toolbox' },
};

/** Website Toolbox's own embed code is `<div id="wtEmbedCode"><script id="embedded_forum" src=…></div>`. */
export const WEBSITE_TOOLBOX_EMBED_ID = 'wtEmbedCode';

/** Which forum a member path places, if any (exact path; a trailing slash and case are forgiven). */
export function forumOfPath(pathname: string): ForumKind | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  for (const kind of Object.keys(FORUMS) as ForumKind[]) if (FORUMS[kind].path === path) return kind;
  return null;
}

/** The community of a Muut embed link (`https://muut.com/i/<community>`, Muut's own embed code); null otherwise. */
export function muutCommunityOf(href: string): string | null {
  try {
    const url = new URL(href);
    if (url.hostname !== 'muut.com' && url.hostname !== 'www.muut.com') return null;
    const match = /^\/i\/([\w-]+)/.exec(url.pathname);
    return match ? match[1]! : null;
  } catch {
    return null;
  }
}

/** Muut's page for a community: what the embed link points at, and what the signed embed is built from. */
export const muutCommunityUrl = (communityName: string): string => `https://muut.com/i/${encodeURIComponent(communityName)}`;

export interface MuutIntegrationInfo {
  communityName: string;
  apiKey: string;
  message: string;
  signature: string;
  timestamp: number;
  languageCode: string;
}

/**
 * The options of Muut's signed embed (`jQuery(link).muut(options)`): the four `api` values of its federated
 * identity, signed by the server; the site's language for the forum's own texts.
 */
export function muutOptions(info: MuutIntegrationInfo) {
  return {
    api: { key: info.apiKey, message: info.message, signature: info.signature, timestamp: info.timestamp },
    language: info.languageCode,
  };
}

export interface WebsiteToolboxIntegrationInfo {
  integrationUsername: string;
  customDomain: string;
  authToken: string;
  userId: number;
}

/** A bare host name (with an optional port): the only thing a custom domain may put into our URLs. */
const HOST_NAME = /^(?=.{1,253}(?::\d{1,5})?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$/i;

export interface WebsiteToolboxUrls {
  /** The image whose load signs the browser into the forum (part 1 §2 "an image load with an auth token"). */
  login: string;
  /** The same token's sign-out image, loaded when the member logs out. */
  logout: string;
  /** The forum's embed script, told the token so the embedded forum opens signed in. */
  embed: string;
}

/**
 * The forum's URLs on its custom domain. `base` is the per-environment template holding `{customDomain}`
 * (production: `https://{customDomain}`). Null when the domain is not a plain host name, so a bad answer can
 * never point a script tag elsewhere.
 */
export function websiteToolboxUrls(base: string, info: Pick<WebsiteToolboxIntegrationInfo, 'customDomain' | 'authToken'>): WebsiteToolboxUrls | null {
  if (!HOST_NAME.test(info.customDomain)) return null;
  const root = base.replace('{customDomain}', info.customDomain.toLowerCase());
  const token = encodeURIComponent(info.authToken);
  return {
    login: `${root}/register/dologin?authtoken=${token}`,
    logout: `${root}/register/logout?authtoken=${token}`,
    embed: `${root}/js/mb/embed.js?authtoken=${token}`,
  };
}

/**
 * The text a failed integration call shows in place (part 1 §8): the server's own words when it sent some,
 * otherwise the forum's 'Failed to get … integration information' (`ours`, already in the site's language).
 */
export const forumFailureText = (error: ApiError, ours: string): string => (error.messageKey ? ours : error.message);

// ---- The embed's state (part 1 §2: from initial to logged in or logged out) ----

export type ForumStep = 'signingIn' | 'signedIn' | 'failed';

/** `attempt` counts the sign-ins started so far, in every state, so no number is ever reused. */
export type ForumState =
  | { name: 'initial'; attempt: 0 }
  | { name: 'loggedOut'; attempt: number }
  | { name: 'loggedIn'; attempt: number; memberId: number; step: ForumStep; error?: string };

export type ForumEvent =
  /** Who is logged in now (null: nobody). */
  { type: 'session'; memberId: number | null } | { type: 'signedIn'; attempt: number } | { type: 'failed'; attempt: number; error: string };

export interface ForumTransition {
  state: ForumState;
  /** Remove what the embed shows for a member (and sign the forum out): part 1 §2 "on logout the embed is cleared". */
  clear: boolean;
  /** Start a sign-in (request integration info, load the forum, sign in) for `state.attempt`. */
  signIn: boolean;
}

export const initialForumState: ForumState = { name: 'initial', attempt: 0 };

const stay = (state: ForumState): ForumTransition => ({ state, clear: false, signIn: false });

/**
 * One step of the embed. Each sign-in has its own attempt number, so an answer that arrives after a logout,
 * or after another member logged in, is ignored instead of showing the wrong forum or error.
 */
export function forumStep(state: ForumState, event: ForumEvent): ForumTransition {
  switch (event.type) {
    case 'session': {
      if (event.memberId === null) {
        // Nothing was shown before the first answer, so leaving initial clears nothing.
        if (state.name === 'loggedOut') return stay(state);
        return { state: { name: 'loggedOut', attempt: state.attempt }, clear: state.name === 'loggedIn', signIn: false };
      }
      if (state.name === 'loggedIn' && state.memberId === event.memberId) return stay(state);
      return {
        state: { name: 'loggedIn', attempt: state.attempt + 1, memberId: event.memberId, step: 'signingIn' },
        // Another member's forum goes before this member's is signed in.
        clear: state.name === 'loggedIn',
        signIn: true,
      };
    }
    case 'signedIn':
      if (state.name !== 'loggedIn' || state.attempt !== event.attempt || state.step !== 'signingIn') return stay(state);
      return stay({ ...state, step: 'signedIn' });
    case 'failed':
      if (state.name !== 'loggedIn' || state.attempt !== event.attempt || state.step !== 'signingIn') return stay(state);
      return stay({ ...state, step: 'failed', error: event.error });
  }
}
