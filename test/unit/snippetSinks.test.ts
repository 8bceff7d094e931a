import { describe, expect, it } from 'vitest';
import { fillTemplate } from '../../src/core/texts/template';

/** The attribute's value as the browser reads it (entities decoded). */
const attr = (html: string, selector: string, name: string): string => {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return doc.querySelector(selector)!.getAttribute(name)!;
};

describe('hostile member data in URL and srcdoc attributes', () => {
  it("a javascript: URL's string stays a string (encodeURIComponent leaves ' ( ) and the URL is percent-decoded before it runs)", () => {
    const html = fillTemplate(`<iframe src="javascript:parent.track('{{firstName}}')"></iframe>`, { firstName: "');alert(document.cookie);//" });
    const js = decodeURIComponent(attr(html, 'iframe', 'src').slice('javascript:'.length));
    // What runs: track('');alert(document.cookie);//')
    expect(js).not.toContain('alert(document.cookie)');
  });
  it('a srcdoc document gets the name as text, not as markup (srcdoc is HTML parsed once more)', () => {
    const html = fillTemplate(`<iframe srcdoc="<p>Welcome {{name}}</p>"></iframe>`, { name: '<img src=x onerror=alert(1)>' });
    const inner = new DOMParser().parseFromString(attr(html, 'iframe', 'srcdoc'), 'text/html');
    expect(inner.querySelector('img')).toBeNull();
  });
});

describe('a script string handed to an HTML sink (innerHTML, document.write)', () => {
  it("'Hello {{firstName}}' written into innerHTML shows the name, it does not become markup (it did not before the change)", () => {
    const html = fillTemplate(`<script>document.getElementById('hi').innerHTML = 'Hello {{firstName}}';</script>`, {
      firstName: '<img src=x onerror=alert(1)>',
    });
    const body = /<script>([\s\S]*)<\/script>/.exec(html)![1]!;
    const hi = document.createElement('p');
    hi.id = 'hi';
    document.body.append(hi);
    new Function(body)(); // the snippet as the page runs it
    expect(hi.querySelector('img')).toBeNull();
    hi.remove();
  });
});
