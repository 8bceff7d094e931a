import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { directionOf, LOCALES, localeFor, messagesFolder, pickLocale } from '../../extension/locale';
import { loadLocale, t } from '../../extension/texts';
import { checkTranslation } from '../../scripts/i18n/checkTranslation';

/** The popup's texts per locale (extension/i18n/<locale>.json): the same checks as the widget's translations. */
const DIR = resolve('extension/i18n');
const files = readdirSync(DIR).filter((f) => f.endsWith('.json'));
const read = (file: string): Record<string, unknown> => JSON.parse(readFileSync(join(DIR, file), 'utf8'));
const english = read('en.json') as Record<string, string>;

/**
 * Texts a translation may leave as in English, by locale: words that are genuinely the same there (a French
 * "Production"), never a sentence.
 */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  de: ['Staging'], // the word German teams use for the environment
  fr: ['Production'],
  hu: ['MemberSpace widget'], // "widget" is the Hungarian word too
};

/** A locale file stays small: the popup downloads one on every open. */
const BUDGET_BYTES = 24 * 1024;

describe('extension: the popup in the browser language', () => {
  it('ships a file for every locale it offers, and offers every file', () => {
    expect(files.map((f) => f.replace(/\.json$/, '')).sort()).toEqual([...LOCALES].sort());
  });

  for (const file of files.filter((f) => f !== 'en.json')) {
    const locale = file.replace(/\.json$/, '');
    it(`${locale}: every key of English and no other, the same placeholders, no empty or English text`, () => {
      expect(checkTranslation(locale, english, read(file), { same: SAME_AS_ENGLISH[locale], maxBytes: BUDGET_BYTES, wording: false })).toEqual([]);
    });
  }

  it("keeps the manifest within the browsers' limits in every locale (name 75 characters, description 132)", () => {
    for (const file of files) {
      const words = read(file) as Record<string, string>;
      expect(words.manifestName!.length, file).toBeLessThanOrEqual(75);
      expect(words.manifestDescription!.length, file).toBeLessThanOrEqual(132);
      // Chromium reads "$" in messages.json as a placeholder's start.
      expect(words.manifestName! + words.manifestDescription! + words.title!, file).not.toContain('$');
    }
  });
});

describe('extension: which locale the popup shows', () => {
  it('takes the exact tag, then the language, then English', () => {
    expect(pickLocale(['pt-BR'])).toBe('pt-BR');
    expect(pickLocale(['pt-PT'])).toBe('pt');
    expect(pickLocale(['pt'])).toBe('pt');
    expect(pickLocale(['de-AT'])).toBe('de');
    expect(pickLocale(['fr-CA', 'en-US'])).toBe('fr');
    expect(pickLocale(['zh-TW'])).toBe('zh-TW');
    expect(pickLocale(['zh-CN'])).toBe('zh-CN');
    expect(pickLocale(['en-GB'])).toBe('en');
    expect(pickLocale(['xx-YY'])).toBe('en');
    expect(pickLocale([])).toBe('en');
    expect(pickLocale([undefined, '', null])).toBe('en');
  });
  it('goes down the preferences until one is shipped', () => {
    expect(pickLocale(['gd', 'sw', 'nl-BE'])).toBe('nl');
    expect(pickLocale(['en-US', 'fr'])).toBe('en');
  });
  it('reads the tags browsers report for Chinese, Norwegian, Hebrew and Indonesian', () => {
    expect(localeFor('zh')).toBe('zh-CN');
    expect(localeFor('zh-Hans-CN')).toBe('zh-CN');
    expect(localeFor('zh-HK')).toBe('zh-TW');
    expect(localeFor('zh-Hant-HK')).toBe('zh-TW');
    expect(localeFor('zh_TW')).toBe('zh-TW');
    expect(localeFor('no')).toBe('nb');
    expect(localeFor('nb-NO')).toBe('nb');
    expect(localeFor('iw')).toBe('he');
    expect(localeFor('in')).toBe('id');
  });
  it('writes Arabic, Hebrew, Persian and Urdu right to left, the others left to right', () => {
    expect(['ar', 'he', 'fa', 'ur', 'ar-EG'].map(directionOf)).toEqual(['rtl', 'rtl', 'rtl', 'rtl', 'rtl']);
    expect(['en', 'fr', 'ja', 'zh-TW'].map(directionOf)).toEqual(['ltr', 'ltr', 'ltr', 'ltr']);
  });
  it("names the browsers' _locales folders with an underscore", () => {
    expect(['pt-BR', 'zh-CN', 'zh-TW', 'fr'].map(messagesFolder)).toEqual(['pt_BR', 'zh_CN', 'zh_TW', 'fr']);
  });
});

describe('extension: the texts in use', () => {
  afterEach(() => loadLocale('en'));

  it('shows the loaded locale, placeholders filled', async () => {
    expect(t('reasonTimeout', { seconds: 15 })).toBe('The widget did not report ready within 15 seconds.');
    await loadLocale('fr');
    expect(t('title')).toBe(read('fr.json').title);
    expect(t('reasonTimeout', { seconds: 15 })).toContain('15');
    expect(t('reasonTimeout', { seconds: 15 })).not.toContain('{seconds}');
  });
  it('keeps a filled-in value left to right inside a right-to-left sentence', async () => {
    await loadLocale('ar');
    expect(t('previewServer', { status: 502 })).toContain('\u2068502\u2069');
    await loadLocale('en');
    expect(t('previewServer', { status: 502 })).toBe('The server could not start the preview (HTTP 502). Try again later.');
  });
});
