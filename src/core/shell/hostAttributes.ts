/**
 * Attribute names of the host page's own markup that the widget acts on (fixtures/site/README.md "Markup
 * conventions"), apart from the code that reads them: the boot path (feature selectors) carries only these.
 */
export const SHOW_FOR_ATTR = 'data-ms-show-for';
export const HIDE_FOR_ATTR = 'data-ms-hide-for';
export const MARKER_SELECTOR = `[${SHOW_FOR_ATTR}],[${HIDE_FOR_ATTR}]`;
/** Autofill and userInfo embeds: `data-ms-member="<MemberInfo field | customSignupFields.<id>>"`. */
export const MEMBER_DATA_ATTR = 'data-ms-member';
/** navLabel embeds: an element showing the member link's label (Your Account / Member Menu) while logged in. */
export const NAV_LABEL_ATTR = 'data-ms-nav-label';
/** Embedded UI: a held iframe keeps the /member/ path it pointed at here (host/embedHold.ts). */
export const EMBED_PATH_ATTR = 'data-ms-embed';
/** Iframes that may point at /member/ (the origin is checked when held), and those already held. */
export const EMBED_SELECTOR = `iframe[src*="/member/"],iframe[${EMBED_PATH_ATTR}]`;
/** Set by the widget on an inline content embed whose content the server refused to this viewer (paywall markup). */
export const EMBED_LOCKED_ATTR = 'data-ms-locked';
