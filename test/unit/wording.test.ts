import { describe, expect, it } from 'vitest';
import { wordFor } from '../../src/core/texts/bootTexts';

describe('wordFor: the one precedence of texts (custom wording, then translation, then English)', () => {
  const english = { signIn: 'Sign In', memberMenu: 'Member Menu', yourAccount: 'Your Account' };
  it('takes the site custom wording over the translation, the translation over English', () => {
    const translation = { signIn: 'Connexion', memberMenu: 'Menu du membre' };
    const custom = { signIn: 'Entrer' };
    expect(wordFor('signIn', english, translation, custom)).toBe('Entrer');
    expect(wordFor('memberMenu', english, translation, custom)).toBe('Menu du membre');
    expect(wordFor('yourAccount', english, translation, custom)).toBe('Your Account');
  });
  it('without custom wording or a translation, English', () => {
    expect(wordFor('signIn', english, {})).toBe('Sign In');
    expect(wordFor('signIn', english, {}, undefined)).toBe('Sign In');
  });
  it("reads each layer's own words only: a host page that put a text's key on Object.prototype changes nothing", () => {
    const proto = Object.prototype as Record<string, unknown>;
    proto.signIn = 'Hacked';
    try {
      expect(wordFor('signIn', english, {}, {})).toBe('Sign In');
      expect(wordFor('signIn', english, { signIn: 'Connexion' }, {})).toBe('Connexion');
    } finally {
      delete proto.signIn;
    }
  });
  it('an empty custom text is a text (the site chose it), as the translation would be', () => {
    expect(wordFor('signIn', english, { signIn: 'Connexion' }, { signIn: '' })).toBe('');
  });
});
