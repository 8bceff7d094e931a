import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialQuery, succeeded } from '../../src/core/util/query';
import { createLogger } from '../../src/core/util/logger';
import { TEXT } from '../../src/core/texts/texts';
import { isBuiltIn, isLocale, readTranslation, TEXT_KEY, textDirection, translationUrl } from '../../src/core/texts/translation';
import { configQuery, translation, type SiteConfigData } from '../../src/state/store';
import { dictionary, t } from '../../src/shell/t';
import { wording } from '../../src/state/wording';
import type { TextKey } from '../../src/core/texts/texts';
import { startTranslations, type TranslationDeps } from '../../src/state/translations';
import { textsPending, uiDirection, uiLocale } from '../../src/state/textsShowing';
import { CONFIG_STALE_S } from '../../src/core/bootConstants';
import { TRANSLATION_WAIT_MS } from '../../src/core/constants';
// Every text, as the dialog's chunk brings them to the flows (ui/dialog.ts): the screens render here alone.
import '../../src/ui/allTexts';

describe('translation files (part 1 §7: GET translations/{locale}.json)', () => {
  it('keeps every key shaped like a text key, known or not, and drops the others', () => {
    const read = readTranslation({
      signIn: 'Se connecter',
      loginSubmit: 'Connectez-vous',
      notYetAKey: 'x',
      'a.b': 'y',
      '': 'z',
      _x: 'w',
      Upper: 'v',
      '9a': 'u',
    });
    expect(read).toEqual({ ok: true, texts: { signIn: 'Se connecter', loginSubmit: 'Connectez-vous', notYetAKey: 'x' } });
    expect(Object.keys(read)).toEqual(['ok', 'texts']); // no list of what was dropped: nothing read it
  });
  it("refuses anything that is not an object of strings, or has none of the page view's texts", () => {
    for (const garbage of [
      null,
      'text',
      42,
      ['a'],
      { signIn: 5 },
      { signIn: { fr: 'x' } },
      {},
      { 'not a key': 'x' },
      { _x: 'y' },
      { unknown: 'x' },
    ]) {
      expect(readTranslation(garbage).ok, JSON.stringify(garbage)).toBe(false);
    }
    // An error body a CDN or gateway answers with 200: keys of the shape, none of ours.
    for (const body of [{ message: 'Not Found' }, { error: 'AccessDenied', requestId: 'abc' }]) {
      expect(readTranslation(body), JSON.stringify(body)).toEqual({ ok: false, reason: 'No known text key' });
    }
    // A partial file is fine as long as it has one of them.
    expect(readTranslation({ signIn: 'Se connecter' }).ok).toBe(true);
  });
  it('keeps the texts in an object without a prototype: no key reaches or shadows anything', () => {
    const read = readTranslation(JSON.parse('{"__proto__": {"polluted": "x"}, "loginSubmit": "Connexion"}'));
    expect(read.ok).toBe(false); // __proto__ holds an object, not a string: the file is not an object of strings
    const hostile = readTranslation(
      JSON.parse(
        '{"__proto__": "x", "constructor": "y", "hasOwnProperty": "z", "toString": "w", "signIn": "Se connecter", "loginSubmit": "Connexion"}',
      ),
    );
    if (!hostile.ok) throw new Error(hostile.reason);
    expect(Object.getPrototypeOf(hostile.texts)).toBeNull();
    expect(Object.keys(hostile.texts)).toEqual(['constructor', 'hasOwnProperty', 'toString', 'signIn', 'loginSubmit']); // __proto__: not the shape
    expect(readTranslation(JSON.parse('{"__proto__": "x"}')).ok).toBe(false);
  });
  it('knows the shape of every text key: those of TEXT and of every shipped file, none a name Object.prototype has', () => {
    const keys = new Set(Object.keys(TEXT));
    for (const file of readdirSync('src/i18n').filter((f) => f.endsWith('.json'))) {
      for (const key of Object.keys(JSON.parse(readFileSync(join('src/i18n', file), 'utf8')))) keys.add(key);
    }
    expect(keys.size).toBeGreaterThan(300);
    expect([...keys].filter((key) => !TEXT_KEY.test(key))).toEqual([]);
    expect([...keys].filter((key) => key in Object.prototype)).toEqual([]);
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

  let kept: Record<string, unknown> = {};
  const persist = {
    readNow: (keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, kept[k]])),
    write: (key: string, value: unknown) => void (kept[key] = JSON.parse(JSON.stringify(value))),
  } as unknown as TranslationDeps['persist'];
  const deps = (fetcher: TranslationDeps['fetcher'], now = () => Date.now()): TranslationDeps => ({
    cdnBase: 'https://cdn.test',
    logger,
    persist,
    fetcher,
    now,
  });

  beforeEach(() => {
    kept = {};
    textsPending.value = false;
    configQuery.value = initialQuery();
    translation.value = {};
    uiLocale.value = 'en';
  });
  afterEach(() => stop());

  it('asks nothing for English', () => {
    const fetcher = vi.fn();
    setConfig({ locale: 'en' });
    stop = startTranslations(deps(fetcher));
    expect(fetcher).not.toHaveBeenCalled();
    expect(uiLocale.value).toBe('en');
  });

  it('loads the locale file, merges it under custom wording, and follows a locale change', async () => {
    const fetcher = vi.fn((url: string) =>
      url.endsWith('/fr.json')
        ? json(200, { loginSubmit: 'Connectez-vous', signIn: 'Se connecter' })
        : json(200, { refresh: 'تحديث', loginSubmit: 'تسجيل' }),
    );
    setConfig({ locale: 'fr', customWording: { signIn: 'Entrer' } });
    stop = startTranslations(deps(fetcher));
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

  it("a regional locale uses its language's shipped file, in one request", async () => {
    const fetcher = vi.fn((url: string) => (url.endsWith('/fr.json') ? json(200, { signIn: 'S', loginSubmit: 'Connectez-vous' }) : json(404, {})));
    setConfig({ locale: 'fr-CA' });
    stop = startTranslations(deps(fetcher));
    await vi.waitFor(() => expect(uiLocale.value).toBe('fr'));
    expect(fetcher.mock.calls.map(([url]) => url)).toEqual(['https://cdn.test/translations/fr.json']);
    expect(dictionary.value.loginSubmit).toBe('Connectez-vous');
  });

  it('a locale the build does not ship asks nothing: English, and a TRANSLATION log', () => {
    const fetcher = vi.fn();
    setConfig({ locale: 'xx' });
    stop = startTranslations(deps(fetcher));
    expect(fetcher).not.toHaveBeenCalled();
    expect(uiLocale.value).toBe('en');
    expect(translationLogs().at(-1)?.data).toMatchObject({ locale: 'xx', reason: 'Not a shipped locale' });
  });

  it('keeps the texts with the config: a returning visitor within the window asks nothing and sees them at once', async () => {
    let time = 1_000_000;
    const fetcher = vi.fn(() => json(200, { signIn: 'S', loginSubmit: 'Connectez-vous' }));
    setConfig({ locale: 'fr' });
    stop = startTranslations(deps(fetcher, () => time));
    expect(textsPending.value).toBe(true); // nothing kept: the interface waits rather than show English
    await vi.waitFor(() => expect(uiLocale.value).toBe('fr'));
    expect(textsPending.value).toBe(false);
    expect(kept.translation).toMatchObject({ locale: 'fr', texts: { signIn: 'S', loginSubmit: 'Connectez-vous' }, fetchedAt: time });

    // The next page view, within the config's window: the kept texts, synchronously, and no request.
    stop();
    uiLocale.value = 'en';
    translation.value = {};
    time += (CONFIG_STALE_S - 1) * 1000;
    configQuery.value = initialQuery();
    setConfig({ locale: 'fr' });
    stop = startTranslations(deps(fetcher, () => time));
    expect(uiLocale.value).toBe('fr');
    expect(textsPending.value).toBe(false);
    expect(dictionary.value.loginSubmit).toBe('Connectez-vous');
    expect(fetcher).toHaveBeenCalledTimes(1);

    // Past the window: the kept texts still show at once, and are asked again behind them.
    stop();
    uiLocale.value = 'en';
    time += 2000;
    configQuery.value = initialQuery();
    setConfig({ locale: 'fr' });
    stop = startTranslations(deps(fetcher, () => time));
    expect(uiLocale.value).toBe('fr');
    expect(textsPending.value).toBe(false);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it("never uses another locale's kept texts, nor edited ones", async () => {
    kept.translation = { locale: 'de', texts: { signIn: 'S', loginSubmit: 'Anmelden' }, fetchedAt: Date.now() };
    const fetcher = vi.fn(() => json(200, { signIn: 'S', loginSubmit: 'Connectez-vous' }));
    setConfig({ locale: 'fr' });
    stop = startTranslations(deps(fetcher));
    await vi.waitFor(() => expect(dictionary.value.loginSubmit).toBe('Connectez-vous'));
    stop();
    kept.translation = { locale: 'fr', texts: { loginSubmit: 42 }, fetchedAt: Date.now() };
    configQuery.value = initialQuery();
    setConfig({ locale: 'fr' });
    uiLocale.value = 'en';
    stop = startTranslations(deps(fetcher));
    expect(textsPending.value).toBe(true);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('a slow content host: the interface stops waiting after TRANSLATION_WAIT_MS, and the texts swap in later', async () => {
    vi.useFakeTimers();
    try {
      let answer: (r: Response) => void = () => {};
      setConfig({ locale: 'fr' });
      stop = startTranslations(deps(() => new Promise<Response>((resolve) => (answer = resolve))));
      expect(textsPending.value).toBe(true);
      vi.advanceTimersByTime(TRANSLATION_WAIT_MS - 1);
      expect(textsPending.value).toBe(true);
      vi.advanceTimersByTime(1);
      expect(textsPending.value).toBe(false);
      expect(uiLocale.value).toBe('en');
      answer(new Response(JSON.stringify({ signIn: 'S', loginSubmit: 'Connectez-vous' })));
      await vi.waitFor(() => expect(uiLocale.value).toBe('fr'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('falls back to English and logs TRANSLATION on a 404, garbage, a network error or a bad locale', async () => {
    const cases: [string, () => Promise<Response>][] = [
      ['de', () => json(404, { error: 'Not found' })],
      ['es', () => Promise.resolve(new Response('<html>not json</html>', { status: 200 }))],
      ['it', () => json(200, ['not', 'a', 'record'])],
      ['nl', () => Promise.reject(new TypeError('Failed to fetch'))],
      // An error body answered with 200 by a CDN or gateway, on a right-to-left site: English, left to right, logged.
      ['ar', () => json(200, { message: 'Not Found' })],
    ];
    for (const [locale, answer] of cases) {
      translation.value = { signIn: 'S', loginSubmit: 'stale' };
      uiLocale.value = 'xx';
      const before = translationLogs().length;
      stop();
      setConfig({ locale });
      stop = startTranslations(deps(answer));
      await vi.waitFor(() => expect(uiLocale.value, locale).toBe('en'));
      expect(dictionary.value.loginSubmit).toBe(TEXT.loginSubmit);
      expect(uiDirection.value, locale).toBe('ltr');
      expect(translationLogs().length, locale).toBe(before + 1);
      expect(translationLogs().at(-1)?.data).toMatchObject({ locale });
    }
    const fetcher = vi.fn();
    stop();
    setConfig({ locale: '../../evil' });
    stop = startTranslations(deps(fetcher));
    expect(fetcher).not.toHaveBeenCalled();
    expect(translationLogs().at(-1)?.data).toMatchObject({ locale: '../../evil' });
  });

  it('looks up known keys only: a translation with constructor, __proto__ or hasOwnProperty shows strings, never an inherited property', () => {
    const read = readTranslation(
      JSON.parse(
        '{"__proto__": "x", "constructor": "y", "hasOwnProperty": "z", "toString": "w", "valueOf": "v", "signIn": "Se connecter", "loginSubmit": "Connexion"}',
      ),
    );
    if (!read.ok) throw new Error(read.reason);
    translation.value = read.texts;
    setConfig({ locale: 'fr', customWording: { signIn: 'Entrer' } });
    const words = dictionary.value;
    expect(Object.getPrototypeOf(words)).toBeNull();
    expect(Object.keys(words).sort()).toEqual(Object.keys(TEXT).sort()); // the English tables' keys, no other
    expect(Object.values(words).filter((word) => typeof word !== 'string')).toEqual([]);
    expect(words.loginSubmit).toBe('Connexion');
    expect(words.signIn).toBe('Entrer');
    for (const key of ['constructor', '__proto__', 'hasOwnProperty', 'toString', 'valueOf'] as unknown as TextKey[]) {
      expect(t(key), key).toBe('');
    }
    // Host-page code's lookups (state/wording.ts) take the keys of TEXT: each gives a string.
    expect((Object.keys(TEXT) as TextKey[]).filter((key) => typeof wording(key) !== 'string')).toEqual([]);
    expect(wording('loginSubmit')).toBe('Connexion');
  });

  it('reads the kept copy by the same rules: keys of the shape only, refused when none is left', async () => {
    kept.translation = {
      locale: 'fr',
      texts: JSON.parse('{"__proto__": "x", "a.b": "y", "signIn": "Se connecter", "loginSubmit": "Connexion"}'),
      fetchedAt: Date.now(),
    };
    const fetcher = vi.fn(() => json(200, { signIn: 'S', loginSubmit: 'Connectez-vous' }));
    setConfig({ locale: 'fr' });
    stop = startTranslations(deps(fetcher));
    expect(uiLocale.value).toBe('fr'); // kept and fresh: shown at once, no request
    expect(fetcher).not.toHaveBeenCalled();
    expect(Object.getPrototypeOf(translation.value)).toBeNull();
    expect(Object.keys(translation.value)).toEqual(['signIn', 'loginSubmit']);
    stop();
    kept.translation = { locale: 'fr', texts: { 'not a key': 'x', __x: 'y' }, fetchedAt: Date.now() };
    configQuery.value = initialQuery();
    uiLocale.value = 'en';
    setConfig({ locale: 'fr' });
    stop = startTranslations(deps(fetcher));
    expect(textsPending.value).toBe(true); // nothing usable kept: asked again, waited for
    await vi.waitFor(() => expect(dictionary.value.loginSubmit).toBe('Connectez-vous'));
    expect(fetcher).toHaveBeenCalledTimes(1);
    // What is kept now is the file's texts, and they read back the same.
    expect(readTranslation(JSON.parse(JSON.stringify((kept.translation as { texts: unknown }).texts)))).toEqual({
      ok: true,
      texts: { signIn: 'S', loginSubmit: 'Connectez-vous' },
    });
  });

  it('never lets a late answer for an old locale win', async () => {
    let answerFr: (r: Response) => void = () => {};
    const fetcher = vi.fn((url: string) =>
      url.endsWith('/fr.json') ? new Promise<Response>((resolve) => (answerFr = resolve)) : json(200, { signIn: 'S', loginSubmit: 'Anmelden' }),
    );
    setConfig({ locale: 'fr' });
    stop = startTranslations(deps(fetcher));
    setConfig({ locale: 'de' });
    await vi.waitFor(() => expect(uiLocale.value).toBe('de'));
    answerFr(new Response(JSON.stringify({ signIn: 'S', loginSubmit: 'Connectez-vous' })));
    await new Promise((r) => setTimeout(r, 10));
    expect(uiLocale.value).toBe('de');
    expect(dictionary.value.loginSubmit).toBe('Anmelden');
  });
});
