import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialQuery, succeeded } from '../../src/core/util/query';
import { createLogger } from '../../src/core/util/logger';
import { TEXT } from '../../src/core/texts/texts';
import { isBuiltIn, isLocale, readTranslation, textDirection, translationUrl } from '../../src/core/texts/translation';
import { configQuery, translation, type SiteConfigData } from '../../src/state/store';
import { dictionary } from '../../src/ui/t';
import { startTranslations, uiDirection, uiLocale } from '../../src/state/translations';

describe('translation files (part 1 §7: GET translations/{locale}.json)', () => {
  it('keeps the known keys of a partial file and ignores the rest', () => {
    expect(readTranslation({ loginSubmit: 'Connectez-vous', nope: 'x' })).toEqual({
      ok: true,
      texts: { loginSubmit: 'Connectez-vous' },
      ignored: ['nope'],
    });
  });
  it('refuses anything that is not an object of strings, or knows no key', () => {
    for (const garbage of [null, 'text', 42, ['a'], { loginSubmit: 5 }, { loginSubmit: { fr: 'x' } }, {}, { unknown: 'x' }]) {
      expect(readTranslation(garbage).ok, JSON.stringify(garbage)).toBe(false);
    }
  });
  it('cannot be tricked by inherited keys', () => {
    expect(readTranslation(JSON.parse('{"__proto__": "x", "toString": "y"}')).ok).toBe(false);
  });
  it('needs no file for English, and refuses locales that are not tags before they shape a URL', () => {
    expect(isBuiltIn('en')).toBe(true);
    expect(isBuiltIn('en-GB')).toBe(true);
    expect(isBuiltIn('fr')).toBe(false);
    for (const ok of ['fr', 'pt-BR', 'zh_Hant_TW', 'ast']) expect(isLocale(ok), ok).toBe(true);
    for (const bad of ['', '../fr', 'fr/../../x', 'f', 'fr.json', 'fr?x=1', 'fr-' + 'a'.repeat(9)]) expect(isLocale(bad), bad).toBe(false);
    expect(translationUrl('https://cdn.example', 'pt-BR')).toBe('https://cdn.example/translations/pt-BR.json');
  });
  it('runs right to left for Arabic, Hebrew, Persian and Urdu only', () => {
    for (const rtl of ['ar', 'he', 'fa', 'ur', 'ar-EG', 'HE']) expect(textDirection(rtl), rtl).toBe('rtl');
    for (const ltr of ['en', 'fr', 'arn', 'de-AT']) expect(textDirection(ltr), ltr).toBe('ltr');
  });
});

const config = (patch: Partial<SiteConfigData>): SiteConfigData =>
  ({ siteId: 1, subdomain: 'demo', baseUrl: 'https://demo.test', locale: 'en', customWording: {}, customStyling: {}, ...patch }) as SiteConfigData;
const setConfig = (patch: Partial<SiteConfigData>) => {
  configQuery.value = succeeded(initialQuery(), config(patch), 200, Date.now());
};
const json = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('the site locale drives the texts', () => {
  let stop: () => void = () => {};
  const logger = createLogger([], { error() {}, warn() {}, log() {}, debug() {} });
  const translationLogs = () => logger.entries().filter((e) => e.topic === 'TRANSLATION');

  beforeEach(() => {
    configQuery.value = initialQuery();
    translation.value = {};
    uiLocale.value = 'en';
  });
  afterEach(() => stop());

  it('asks nothing for English', () => {
    const fetcher = vi.fn();
    setConfig({ locale: 'en' });
    stop = startTranslations('https://cdn.test', logger, fetcher);
    expect(fetcher).not.toHaveBeenCalled();
    expect(uiLocale.value).toBe('en');
  });

  it('loads the locale file, merges it under custom wording, and follows a locale change', async () => {
    const fetcher = vi.fn((url: string) =>
      url.endsWith('/fr.json') ? json(200, { loginSubmit: 'Connectez-vous', signIn: 'Se connecter' }) : json(200, { loginSubmit: 'تسجيل' }),
    );
    setConfig({ locale: 'fr', customWording: { signIn: 'Entrer' } });
    stop = startTranslations('https://cdn.test', logger, fetcher);
    await vi.waitFor(() => expect(uiLocale.value).toBe('fr'));
    expect(fetcher).toHaveBeenCalledWith('https://cdn.test/translations/fr.json', expect.objectContaining({ credentials: 'omit' }));
    expect(dictionary.value.loginSubmit).toBe('Connectez-vous');
    expect(dictionary.value.signIn).toBe('Entrer'); // custom wording beats the translation
    expect(dictionary.value.password).toBe(TEXT.password); // partial: the rest stays English
    expect(uiDirection.value).toBe('ltr');

    setConfig({ locale: 'ar' });
    await vi.waitFor(() => expect(uiLocale.value).toBe('ar'));
    expect(uiDirection.value).toBe('rtl');
    expect(dictionary.value.loginSubmit).toBe('تسجيل');
    expect(dictionary.value.signIn).toBe(TEXT.signIn);

    // A revalidation with the same locale fetches nothing again.
    setConfig({ locale: 'ar' });
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('a regional locale without its own file falls back to its language, then to English', async () => {
    const fetcher = vi.fn((url: string) => (url.endsWith('/fr.json') ? json(200, { loginSubmit: 'Connectez-vous' }) : json(404, {})));
    setConfig({ locale: 'fr-CA' });
    stop = startTranslations('https://cdn.test', logger, fetcher);
    await vi.waitFor(() => expect(uiLocale.value).toBe('fr'));
    expect(fetcher.mock.calls.map(([url]) => url)).toEqual(['https://cdn.test/translations/fr-CA.json', 'https://cdn.test/translations/fr.json']);
    expect(dictionary.value.loginSubmit).toBe('Connectez-vous');
  });

  it('falls back to English and logs TRANSLATION on a 404, garbage, a network error or a bad locale', async () => {
    const cases: [string, () => Promise<Response>][] = [
      ['de', () => json(404, { error: 'Not found' })],
      ['es', () => Promise.resolve(new Response('<html>not json</html>', { status: 200 }))],
      ['it', () => json(200, ['not', 'a', 'record'])],
      ['nl', () => Promise.reject(new TypeError('Failed to fetch'))],
    ];
    for (const [locale, answer] of cases) {
      translation.value = { loginSubmit: 'stale' };
      uiLocale.value = 'xx';
      const before = translationLogs().length;
      stop();
      setConfig({ locale });
      stop = startTranslations('https://cdn.test', logger, answer);
      await vi.waitFor(() => expect(uiLocale.value, locale).toBe('en'));
      expect(dictionary.value.loginSubmit).toBe(TEXT.loginSubmit);
      expect(translationLogs().length, locale).toBe(before + 1);
      expect(translationLogs().at(-1)?.data).toMatchObject({ locale });
    }
    const fetcher = vi.fn();
    stop();
    setConfig({ locale: '../../evil' });
    stop = startTranslations('https://cdn.test', logger, fetcher);
    expect(fetcher).not.toHaveBeenCalled();
    expect(translationLogs().at(-1)?.data).toMatchObject({ locale: '../../evil' });
  });

  it('never lets a late answer for an old locale win', async () => {
    let answerFr: (r: Response) => void = () => {};
    const fetcher = vi.fn((url: string) =>
      url.endsWith('/fr.json') ? new Promise<Response>((resolve) => (answerFr = resolve)) : json(200, { loginSubmit: 'Anmelden' }),
    );
    setConfig({ locale: 'fr' });
    stop = startTranslations('https://cdn.test', logger, fetcher);
    setConfig({ locale: 'de' });
    await vi.waitFor(() => expect(uiLocale.value).toBe('de'));
    answerFr(new Response(JSON.stringify({ loginSubmit: 'Connectez-vous' })));
    await new Promise((r) => setTimeout(r, 10));
    expect(uiLocale.value).toBe('de');
    expect(dictionary.value.loginSubmit).toBe('Anmelden');
  });
});
