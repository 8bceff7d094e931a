import { describe, expect, it } from 'vitest';
import { fillTemplate } from '../../src/core/texts/template';

const member = { id: 7, name: 'Ann <b>Lee</b>', firstName: 'Ann', lastName: "O'Neil", email: 'ann@x.test' };

describe('message templates (part 1 §5)', () => {
  it('fills double-brace placeholders from id, name, firstName, lastName and email', () => {
    expect(fillTemplate('Hi {{firstName}} ({{id}}) {{email}}', member)).toBe('Hi Ann (7) ann@x.test');
    expect(fillTemplate('{{ firstName }}', member)).toBe('Ann');
  });
  it('HTML-escapes the values', () => {
    expect(fillTemplate('{{name}} {{lastName}}', member)).toBe('Ann &lt;b&gt;Lee&lt;/b&gt; O&#39;Neil');
  });
  it('gives the word undefined for a missing value, or empty when quoted', () => {
    expect(fillTemplate('Hi {{firstName}}', null)).toBe('Hi undefined');
    expect(fillTemplate('<a title="{{lastName}}">', { firstName: 'A' })).toBe('<a title="">');
    expect(fillTemplate("x='{{email}}'", {})).toBe("x=''");
    expect(fillTemplate('{{password}}', member)).toBe('undefined');
  });
});
