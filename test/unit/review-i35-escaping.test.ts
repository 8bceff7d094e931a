import { describe, expect, it } from 'vitest';
import { fillTemplate } from '../../src/core/texts/template';

/** The attribute's value as the browser reads it (entities decoded). */
const attr = (html: string, selector: string, name: string): string => {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return doc.querySelector(selector)!.getAttribute(name)!;
};

describe('review i35: hostile member data in URL and srcdoc attributes', () => {
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
