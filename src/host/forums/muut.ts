/**
 * The community forum (Muut). Its signed embed is a link to the community turned into the forum by Muut's
 * jQuery plugin, given the federated-identity values the API signed for this member (`api`: key, message,
 * signature, timestamp). jQuery comes first when the page has none; the style loads alongside, and a style
 * that fails leaves an unstyled but working forum.
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
}

const jquery = (): JQueryLike | undefined => (window as unknown as { jQuery?: JQueryLike }).jQuery;
/** jQuery once Muut's plugin sits on it. */
const withPlugin = (): JQueryLike | null => {
  const $ = jquery();
  return typeof $ === 'function' && typeof $.fn?.muut === 'function' ? $ : null;
};

async function loadScripts({ hosts, nonce }: SignInEnv): Promise<void> {
  if (withPlugin()) return; // the page loaded Muut itself
  if (typeof jquery() !== 'function') await loadOnce('script', hosts.jquery, nonce, SCRIPT_TIMEOUT_MS);
  await loadOnce('script', hosts.muutScript, nonce, SCRIPT_TIMEOUT_MS);
}

export const muut: ForumAdapter<MuutIntegrationInfo> = {
  kind: 'muut',
  call: getMuutIntegration,
  async signIn(mount, info, env) {
    const style = loadOnce('style', env.hosts.muutStyle, env.nonce, SCRIPT_TIMEOUT_MS).catch((error: unknown) =>
      env.logger.log('WARN', 'MUUT', 'The forum style could not load', error),
    );
    await loadScripts(env);
    // Part 1 §9: the community forum's script is waited for every 50 ms, at most 100 times.
    const $ = await poll(withPlugin, MUUT_WAIT_MS, MUUT_WAIT_MS * (MUUT_WAIT_TRIES - 1));
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
