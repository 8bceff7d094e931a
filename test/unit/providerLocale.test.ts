import { describe, expect, it } from 'vitest';
import { SHIPPED_LOCALES } from '../../src/core/texts/locales';
import { providerLocale } from '../../src/core/signup/providerLocale';

describe('providerLocale', () => {
  it("gives the card provider the site's language where the provider has it, by the provider's tag", () => {
    expect(providerLocale('fr')).toBe('fr');
    expect(providerLocale('pt-BR')).toBe('pt-BR');
    expect(providerLocale('zh-CN')).toBe('zh');
    expect(providerLocale('zh-TW')).toBe('zh-TW');
    expect(providerLocale('he')).toBe('he');
  });
  it("falls back to the browser's language for the shipped locales it lacks", () => {
    expect(SHIPPED_LOCALES.filter((l) => providerLocale(l) === 'auto')).toEqual(['fa', 'hi', 'uk', 'ur']);
  });
});
