/**
 * Where the forums' scripts and styles come from (part 1 §7 "forum scripts and styles"), per environment like the
 * other third-party bases in settings.ts: the forums' own hosts in every real environment, the fixture stand-ins
 * on the loader's origin in the fixture world. Kept out of settings.ts so that only the forum chunk carries them
 * (the boot path's budget, GUIDE.md).
 */
import type { Settings } from './settings';

/** A file that never changes at its URL, with its Subresource Integrity hash: the browser refuses anything else. */
export interface Pinned {
  readonly url: string;
  readonly integrity: string;
}

export interface ForumHosts {
  /**
   * jQuery, which Muut's embed plugs into, loaded only when the page has none. A current release pinned by its
   * hash (Muut's own embed code named 1.11.2, which has known XSS advisories); the hash is the one code.jquery.com
   * publishes for the file.
   */
  readonly jquery: Pinned;
  readonly muutScript: string;
  readonly muutStyle: string;
  /** The discussion forum's origin: a template holding `{customDomain}`, the site's forum domain. */
  readonly websiteToolbox: string;
}

export const STAND_IN_JQUERY_INTEGRITY = 'sha256-Z4C3bEGWYXFVd82LncJxRWBBeZH6I6JMLSm95sIi5MM=';

export const FORUM_HOSTS: ForumHosts = {
  jquery: { url: 'https://code.jquery.com/jquery-3.7.1.min.js', integrity: 'sha256-/JqT3SQfawRcv/BIHPThkBvs0OEvtFFmqPF/lYI/Cxo=' },
  muutScript: 'https://cdn.muut.com/1/moot.min.js',
  muutStyle: 'https://cdn.muut.com/1/moot.css',
  websiteToolbox: 'https://{customDomain}',
};

export function forumHostsFor(settings: Pick<Settings, 'env' | 'scriptUrl'>): ForumHosts {
  if (settings.env !== 'fixture') return FORUM_HOSTS;
  const origin = new URL(settings.scriptUrl).origin;
  return {
    // The stand-in's own hash (test/unit/forum.test.ts checks it against the file), so tests load it under SRI too.
    jquery: { url: `${origin}/stand-ins/jquery.js`, integrity: STAND_IN_JQUERY_INTEGRITY },
    muutScript: `${origin}/stand-ins/muut.js`,
    muutStyle: `${origin}/stand-ins/muut.css`,
    websiteToolbox: `${origin}/stand-ins/website-toolbox/{customDomain}`,
  };
}
