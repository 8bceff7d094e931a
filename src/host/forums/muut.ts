/**
 * The community forum (Muut). Its signed embed is a link to the community turned into the forum by Muut's
 * jQuery plugin, given the federated-identity values the API signed for this member (`api`: key, message,
 * signature, timestamp). jQuery comes first when the page has none (a pinned release, kept out of the page's
 * globals); the style loads alongside, and a style that fails leaves an unstyled but working forum.
 */
import { getMuutIntegration } from '../../contract/integrations';
import { MUUT_WAIT_MS, MUUT_WAIT_TRIES, SCRIPT_TIMEOUT_MS } from '../../core/constants';
import { muutCommunityUrl, muutOptions, type MuutIntegrationInfo } from '../../core/shell/forum';
import { poll } from '../../core/util/poll';
import { loadOnce } from '../thirdParty';
import type { ForumAdapter, SignInEnv } from './embed';

type MuutPlugin = (this: unknown, options: unknown) => unknown;
interface JQueryLike {
  (element: Element): { muut?: MuutPlugin };
  fn?: { muut?: MuutPlugin };
  noConflict?: (deep?: boolean) => JQueryLike;
}

const pageJQuery = (): JQueryLike | undefined => (window as unknown as { jQuery?: JQueryLike }).jQuery;
/** `$` once Muut's plugin sits on it. */
const withPlugin = ($: JQueryLike | undefined | null): JQueryLike | null => (typeof $ === 'function' && typeof $.fn?.muut === 'function' ? $ : null);
// Part 1 §9: the community forum's script is waited for every 50 ms, at most 100 times.
const waitForPlugin = (jquery: () => JQueryLike | undefined | null) =>
  poll(() => withPlugin(jquery()), MUUT_WAIT_MS, MUUT_WAIT_MS * (MUUT_WAIT_TRIES - 1));

/** The jQuery we loaded for a page that had none, kept to ourselves once Muut's plugin is on it. */
let ours: Promise<JQueryLike | null> | null = null;

/**
 * jQuery with Muut's plugin. A page's own jQuery (or Muut) is used as it is. A page without one gets ours: the
 * pinned file, then Muut's script (which plugs into `window.jQuery` as it runs), then `noConflict(true)` gives the
 * page its `jQuery` and `$` back (undefined): our copy never becomes the page's.
 */
async function muutJQuery({ hosts, nonce }: SignInEnv): Promise<JQueryLike | null> {
  const page = pageJQuery();
  if (withPlugin(page)) return page!; // the page loaded Muut itself
  if (typeof page === 'function' && !ours) {
    await loadOnce('script', hosts.muutScript, nonce, SCRIPT_TIMEOUT_MS);
    return waitForPlugin(pageJQuery);
  }
  ours ??= (async () => {
    try {
      await loadOnce('script', hosts.jquery.url, nonce, SCRIPT_TIMEOUT_MS, hosts.jquery.integrity);
      const loaded = pageJQuery();
      await loadOnce('script', hosts.muutScript, nonce, SCRIPT_TIMEOUT_MS);
      const $ = await waitForPlugin(() => loaded);
      if (pageJQuery() === loaded) loaded?.noConflict?.(true);
      return $;
    } catch (error) {
      ours = null; // a later embed tries again
      throw error;
    }
  })();
  return ours;
}

export const muut: ForumAdapter<MuutIntegrationInfo> = {
  kind: 'muut',
  call: getMuutIntegration,
  async signIn(mount, info, env) {
    const style = loadOnce('style', env.hosts.muutStyle, env.nonce, SCRIPT_TIMEOUT_MS).catch((error: unknown) =>
      env.logger.log('WARN', 'MUUT', 'The forum style could not load', error),
    );
    const $ = await muutJQuery(env);
    if (!$) throw new Error('The Muut script loaded but its plugin never appeared');
    await style;
    if (!env.current()) return;
    // No class "muut" on the link: that class would make Muut's script start it unsigned on its own.
    const link = document.createElement('a');
    link.href = muutCommunityUrl(info.communityName);
    link.textContent = info.communityName;
    mount.replaceChildren(link);
    $(link).muut!(muutOptions(info));
  },
};
