/**
 * Where the forums' scripts and styles come from (part 1 §7 "forum scripts and styles"), per environment like the
 * other third-party bases in settings.ts: the forums' own hosts in every real environment, the fixture stand-ins
 * on the loader's origin in the fixture world. Kept out of settings.ts so that only the forum chunk carries them
 * (the boot path's budget, GUIDE.md).
 */
import type { Settings } from './settings';

export interface ForumHosts {
  /** jQuery, which Muut's embed plugs into (loaded only when the page has none; Muut's signed embed code uses 1.11.2). */
  readonly jquery: string;
  readonly muutScript: string;
  readonly muutStyle: string;
  /** The discussion forum's origin: a template holding `{customDomain}`, the site's forum domain. */
  readonly websiteToolbox: string;
}

export const FORUM_HOSTS: ForumHosts = {
  jquery: 'https://code.jquery.com/jquery-1.11.2.min.js',
  muutScript: 'https://cdn.muut.com/1/moot.min.js',
  muutStyle: 'https://cdn.muut.com/1/moot.css',
  websiteToolbox: 'https://{customDomain}',
};

export function forumHostsFor(settings: Pick<Settings, 'env' | 'scriptUrl'>): ForumHosts {
  if (settings.env !== 'fixture') return FORUM_HOSTS;
  const origin = new URL(settings.scriptUrl).origin;
  return {
    jquery: `${origin}/stand-ins/jquery.js`,
    muutScript: `${origin}/stand-ins/muut.js`,
    muutStyle: `${origin}/stand-ins/muut.css`,
    websiteToolbox: `${origin}/stand-ins/website-toolbox/{customDomain}`,
  };
}
