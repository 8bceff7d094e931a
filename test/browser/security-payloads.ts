/**
 * Hostile strings for the XSS suite (test/browser/xss.spec.ts) and the unit tests of the escaping functions
 * (test/unit/escaping.test.ts). Each executable payload calls `__xss(n)` with its own number, which the page
 * records (`window.__xssRan`): any number there is a payload that ran. They cover HTML element injection,
 * attribute breaking, context breaking (style, textarea, title, comments), mutation-XSS shapes, template syntax
 * (double braces as in the widget's own message templates, `{name}` as in its texts, `${…}`, `%NAME%`) and
 * unicode tricks (right-to-left override, full-width brackets, line separators, zero-width characters).
 */
export const PAYLOADS: readonly string[] = [
  '<script>__xss(1)</script>',
  '<img src=x onerror=__xss(2)>',
  '"><svg onload=__xss(3)>',
  "'><svg/onload=__xss(4)>",
  '</style><img src=x onerror=__xss(5)>',
  '</textarea></title><img src=x onerror=__xss(6)>',
  '--><img src=x onerror=__xss(7)><!--',
  '<iframe srcdoc="<script>parent.__xss(8)</script>"></iframe>',
  '<details open ontoggle=__xss(9)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=__xss(10)>',
  '" autofocus onfocus="__xss(11)" x="',
  '{{constructor.constructor("__xss(12)")()}} {{email}} {contactEmail} {plan}',
  '${__xss(13)} `${__xss(13)}` %NAME% %EMAIL%',
  '\u202e<img src=x onerror=__xss(14)>\u2028\u2029\u200b\uFF1Cscript\uFF1E__xss(14)\uFF1C/script\uFF1E',
  '<a href="javascript:__xss(15)">link</a><form action="javascript:__xss(15)"><button>go</button></form>',
  '<object data="javascript:__xss(16)"></object><embed src="javascript:__xss(16)">',
];

/** Link-like fields (menu URLs, content and welcome URLs, redirect URLs): a script URL, obfuscated as browsers accept. */
export const URL_PAYLOAD = ' JaVaScRiPt:__xss(20)//';

/**
 * A valid e-mail address (the login form checks its shape) that carries markup: no spaces, one @, a dot after it.
 * The login succeeds with it, and every place that shows the e-mail shows it.
 */
export const EMAIL_PAYLOAD = 'x"\'><svg/onload=__xss(30)><img/src=x/onerror=__xss(30)>@demo.test';

/** Every executable payload in one string, as the fixture writes it into each free-text field. */
export const TEXT_PAYLOAD = PAYLOADS.join(' ');

/** The numbers the payloads would record if they ran. */
export const PAYLOAD_COUNT = PAYLOADS.length + 2; // + the URL and e-mail payloads
