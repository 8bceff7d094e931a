/**
 * Site-builder editor detection (part 1 §1: "from host and path patterns for several website builders").
 * Builders run a site's injected code inside their editors too; there the widget must not send the owner to
 * the site-setup help (part 1 §6 "CMS editor: the setup-error button is hidden").
 */
export interface PageLocation {
  hostname: string;
  pathname: string;
  search?: string;
}

interface Rule {
  builder: string;
  /** The host must match (lower case); without it any host does. */
  host?: RegExp;
  /** The path (lower case) must match; path markers match as whole segments anywhere in the path. */
  path?: RegExp;
  /** One of these query parameters must be present. */
  query?: readonly string[];
}

/** `/a/b` as whole path segments at any depth: a site may live below a folder (WordPress in /blog/). */
const segments = (marker: string): RegExp => new RegExp(`(^|/)${marker}(/|$)`);
const hostOf = (domain: string): RegExp => new RegExp(`(^|\\.)${domain.replace(/\./g, '\\.')}$`);

const RULES: readonly Rule[] = [
  // Squarespace: the editor is /config/... on every Squarespace site, built-in or custom domain; the site it
  // frames is on the squarespace.com host with ?frameId=….
  { builder: 'Squarespace', path: segments('config') },
  { builder: 'Squarespace', host: hostOf('squarespace.com'), query: ['frameId'] },
  // Wix: editor.wix.com/html/editor/web/renderer/edit/<id>, www.wix.com/editor/<id>; its preview frames carry
  // the editor's session (?editorSessionId=…, ?viewMode=editor).
  { builder: 'Wix', host: /^editor\.wix\.com$/ },
  { builder: 'Wix', path: segments('html/editor') },
  { builder: 'Wix', host: hostOf('wix.com'), path: segments('editor') },
  { builder: 'Wix', host: hostOf('wixsite.com'), query: ['editorSessionId', 'viewMode'] },
  // Webflow: the Editor is the live site (any domain) with ?edit; the Designer is webflow.com/design/<site>
  // and its canvas <site>.design.webflow.com / <site>.canvas.webflow.com.
  { builder: 'Webflow', query: ['edit'] },
  { builder: 'Webflow', host: /(^|\.)(design|canvas)\.webflow\.com$/ },
  { builder: 'Webflow', host: hostOf('webflow.com'), path: segments('design') },
  // WordPress: the admin (post editor, customizer) and the front-end page builders' edit modes.
  { builder: 'WordPress', path: segments('wp-admin') },
  {
    builder: 'WordPress',
    query: [
      'elementor-preview',
      'fl_builder',
      'et_fb',
      'ct_builder',
      'vc_editable',
      'brizy-edit-iframe',
      'bricks',
      'customize_changeset_uuid',
      'customize_messenger_channel',
    ],
  },
  // Weebly and Shopify's theme editor (the editor previews the shop framed, with ?oseid=…).
  { builder: 'Weebly', host: hostOf('weebly.com'), path: segments('editor') },
  { builder: 'Shopify', query: ['oseid'] },
];

function matches(rule: Rule, host: string, path: string, params: URLSearchParams): boolean {
  if (rule.host && !rule.host.test(host)) return false;
  if (rule.path && !rule.path.test(path)) return false;
  return !rule.query || rule.query.some((name) => params.has(name));
}

/**
 * The builder whose editor this location is, or null. A framed page should also ask about its top window's
 * location when it can read it (host/editorDetection.ts does): editors frame the site they edit.
 */
export function editorOf(location: PageLocation): string | null {
  const host = location.hostname.toLowerCase().replace(/\.$/, '');
  const path = location.pathname.toLowerCase().replace(/\/{2,}/g, '/');
  const params = new URLSearchParams(location.search ?? '');
  return RULES.find((rule) => matches(rule, host, path, params))?.builder ?? null;
}

export const isEditorPage = (location: PageLocation): boolean => editorOf(location) !== null;
