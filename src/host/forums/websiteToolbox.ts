/**
 * The discussion forum (Website Toolbox), on the site's own forum domain. Signing in is an image load of
 * `/register/dologin?authtoken=…` (part 1 §2), checked every 300 ms (part 1 §9) until the browser is done with
 * it; then the forum's embed script renders the forum in the mount, told the same token (browsers that refuse
 * the forum's cookie in a third-party context still open it signed in). Signing out loads the token's
 * `/register/logout` image.
 */
import { getWebsiteToolboxIntegration } from '../../contract/integrations';
import { FORUM_IMAGE_POLL_MS, SCRIPT_TIMEOUT_MS } from '../../core/constants';
import { websiteToolboxUrls, type WebsiteToolboxIntegrationInfo } from '../../core/shell/forum';
import { poll } from '../../core/util/poll';
import { insertScript } from '../thirdParty';
import type { ForumAdapter, ForumEnv } from './embed';

/** Website Toolbox's own embed code names its script tag so. */
const EMBED_SCRIPT_ID = 'embedded_forum';

function urlsOf(info: WebsiteToolboxIntegrationInfo, env: ForumEnv) {
  const urls = websiteToolboxUrls(env.hosts.websiteToolbox, info);
  if (!urls) throw new Error(`Not a forum domain: ${info.customDomain}`);
  return urls;
}

/** Loads the image; resolves true once the browser is done with it (loaded or refused), false after the timeout. */
function loadImage(src: string): Promise<boolean> {
  const image = new Image();
  image.src = src;
  // `complete` also turns true for an answer that is not an image: the forum may answer its login so.
  return poll(() => image.complete, FORUM_IMAGE_POLL_MS, SCRIPT_TIMEOUT_MS).then((done) => done === true);
}

export const websiteToolbox: ForumAdapter<WebsiteToolboxIntegrationInfo> = {
  kind: 'websiteToolbox',
  call: getWebsiteToolboxIntegration,
  async signIn(mount, info, env) {
    const urls = urlsOf(info, env);
    // A login image still pending after the timeout does not block the forum: its script gets the token too.
    if (!(await loadImage(urls.login))) env.logger.log('WARN', 'WEBSITE_TOOLBOX', 'The forum login image did not finish loading', urls.login);
    if (!env.current()) return;
    mount.replaceChildren();
    await insertScript(urls.embed, mount, { nonce: env.nonce, timeoutMs: SCRIPT_TIMEOUT_MS, id: EMBED_SCRIPT_ID });
  },
  signOut(info, env) {
    new Image().src = urlsOf(info, env).logout;
  },
};
