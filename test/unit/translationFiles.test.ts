import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { displayTag, resolveLocale, SHIPPED_LOCALES } from '../../src/core/texts/locales';
import { TEXT } from '../../src/core/texts/texts';
import { checkTranslation } from '../../scripts/i18n/checkTranslation';
import { noteProblems } from '../../scripts/i18n/notes';

const dir = resolve('src/i18n'); // vitest runs from the project's root
const read = (locale: string): unknown => JSON.parse(readFileSync(join(dir, `${locale}.json`), 'utf8'));

describe('the shipped translations (src/i18n/)', () => {
  it('are exactly the shipped locales, English being built in', () => {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -5));
    expect(files.sort()).toEqual(SHIPPED_LOCALES.filter((l) => l !== 'en').sort());
    expect(SHIPPED_LOCALES.length).toBeGreaterThanOrEqual(33);
  });

  for (const locale of SHIPPED_LOCALES.filter((l) => l !== 'en')) {
    it(`${locale}: every key, the same placeholders, its plurals, nothing left in English, within the size budget`, () => {
      expect(checkTranslation(locale, TEXT, read(locale))).toEqual([]);
    });
  }
});

describe('checkTranslation', () => {
  const english = { a: 'Log in', b: 'Wait {n} days', c: 'Email' };
  it('passes a complete file', () => {
    expect(
      checkTranslation('fr', english, { a: 'Se connecter', b: 'Attendez {n, plural, one {# jour} many {# jours} other {# jours}}', c: 'Email' }),
    ).toEqual([]);
  });
  it('finds a missing key, an extra key and an empty text', () => {
    expect(checkTranslation('fr', english, { a: ' ', c: 'E-mail', z: 'x' })).toEqual([
      'b: missing',
      'a: empty or not a string',
      'z: not an English key',
    ]);
  });
  it('finds a lost, a renamed or an added placeholder', () => {
    expect(checkTranslation('de', english, { a: 'Anmelden', b: 'Warten Sie {m} Tage', c: 'E-Mail' })).toEqual(['b: placeholders m, English has n']);
    expect(checkTranslation('de', english, { a: 'Anmelden {x}', b: 'Warten Sie Tage', c: 'E-Mail' })).toEqual([
      'a: placeholders x, English has none',
      'b: placeholders none, English has n',
    ]);
  });
  it("finds plurals that do not parse, name another language's categories or miss one of the locale's", () => {
    expect(checkTranslation('ru', english, { a: 'Войти', b: '{n, plural, one {# день}}', c: 'Эл. почта' })).toEqual([
      'b: A plural needs an "other" branch',
    ]);
    expect(checkTranslation('ja', english, { a: 'ログイン', b: '{n, plural, one {#日} other {#日}}', c: 'メール' })).toEqual([
      'b: plural "one" is not a category of ja',
    ]);
    expect(checkTranslation('ru', english, { a: 'Войти', b: '{n, plural, one {# день} other {# дня}}', c: 'Эл. почта' })).toEqual([
      'b: plural lacks "few"',
      'b: plural lacks "many"',
    ]);
  });
  it('finds a text left in English, but allows the words that are the same', () => {
    expect(checkTranslation('it', english, { a: 'Log in', b: 'Attendi {n} giorni', c: 'Email' })).toEqual(['a: left in English']);
  });
  it('finds a suffix glued to a placeholder, where the value decides the ending (Hungarian "12.-tól")', () => {
    const en = { d: 'from {date}', k: 'Your {cardBrand} card' };
    expect(checkTranslation('hu', en, { d: '{date}-tól', k: 'Az Ön {cardBrand} kártyája' })).toEqual(['d: suffix glued to {date}: "{date}-tól"']);
    expect(checkTranslation('tr', en, { d: "{date}'den itibaren", k: '{cardBrand} kartınız' })).toEqual([`d: suffix glued to {date}: "{date}'den"`]);
    expect(checkTranslation('ko', en, { d: '{date}부터', k: '{cardBrand}를 사용' })).toEqual([
      'k: particle glued to {cardBrand}: "{cardBrand}를 사"',
    ]);
    // A hyphenated compound with a name is no case ending.
    expect(checkTranslation('de', en, { d: 'ab {date}', k: 'Ihre {cardBrand}-Karte' })).toEqual([]);
  });
  it('fills each placeholder with the texts that fall back into it, and finds a preposition left beside their article', () => {
    const en = { signupReplaces: 'This will replace your subscription to {plan}', signupReplacedUnknown: 'your current plan' };
    expect(
      checkTranslation('it', en, { signupReplaces: 'Sostituirà il tuo abbonamento a {plan}', signupReplacedUnknown: 'il tuo piano attuale' }),
    ).toEqual(['signupReplaces: "a il" should contract, in "Sostituirà il tuo abbonamento a il tuo piano attuale"']);
    expect(
      checkTranslation('pt', en, { signupReplaces: 'Isto substituirá a sua subscrição de {plan}', signupReplacedUnknown: 'o seu plano atual' }),
    ).toEqual(['signupReplaces: "de o" should contract, in "Isto substituirá a sua subscrição de o seu plano atual"']);
    expect(checkTranslation('fr', { a: 'To {plan}' }, { a: "Vers l'{plan}" })).toEqual([`a: elision before {plan}: "l'{plan}"`]);
  });
  it("finds the other register's forms, and wordings a reader found wrong, by locale (some for a few keys only)", () => {
    const en = { a: 'Choose a plan', readMe: 'Read Me', invoiceVoid: 'Void' };
    expect(checkTranslation('de', en, { a: 'Wähle deinen Tarif', readMe: 'Bitte lesen', invoiceVoid: 'Storniert' })).toEqual([
      'a: "deinen": du-form: the file speaks to Sie',
    ]);
    expect(checkTranslation('ar', en, { a: 'اختر خطة', readMe: 'معلومات مهمة', invoiceVoid: 'ملغاة' })).toEqual([
      'a: "اختر": a masculine imperative: requests use يُرجى and a verbal noun (gender-neutral)',
    ]);
    expect(checkTranslation('nl', en, { a: 'Kies een pakket', readMe: 'Lees dit', invoiceVoid: 'Ongeldig' })).toEqual([
      'invoiceVoid: "Ongeldig": a void invoice is cancelled, not \'invalid\'',
    ]);
    expect(checkTranslation('fr', en, { a: 'Choisissez une formule', readMe: 'Lisez-moi', invoiceVoid: 'Annulée' })).toEqual([
      "readMe: \"Lisez-moi\": 'Read Me' means 'read this notice', not a README file nor 'read me'",
    ]);
    // 'Ongeldig' is only wrong for a void invoice.
    expect(checkTranslation('nl', { a: 'Invalid email address.' }, { a: 'Ongeldig e-mailadres.' })).toEqual([]);
  });
  it("finds a concept not named by the locale's glossary term (declined forms pass, a placeholder's name is no word)", () => {
    const en = { a: 'Cancel plan', b: 'Cancel subscription to {plan}', c: 'Free trial' };
    expect(checkTranslation('de', en, { a: 'Plan kündigen', b: 'Abonnement für {plan} kündigen', c: 'Kostenlose Testphase' })).toEqual([
      '"plan" is not the glossary\'s tarif'.replace(/^/, 'a: '),
    ]);
    expect(checkTranslation('ur', en, { a: 'پلان منسوخ کریں', b: '{plan} کی سبسکرپشن منسوخ کریں', c: 'مفت ٹرائل' })).toEqual([
      'c: "trial" is not the glossary\'s آزمائش',
    ]);
    expect(checkTranslation('pl', { a: 'No charges found' }, { a: 'Nie znaleziono obciążeń' })).toEqual([]);
  });
  it('refuses what is not an object', () => {
    expect(checkTranslation('fr', english, ['a'])).toEqual(['not a JSON object']);
  });
});

describe('resolveLocale', () => {
  it('finds the shipped locale for a site locale, by tag, alias, script or language; English otherwise', () => {
    const cases: Record<string, string> = {
      fr: 'fr',
      'fr-CA': 'fr',
      fr_FR: 'fr',
      'pt-BR': 'pt-BR',
      pt_br: 'pt-BR',
      'pt-PT': 'pt',
      zh: 'zh-CN',
      'zh-Hans-CN': 'zh-CN',
      'zh-Hant': 'zh-TW',
      'zh-Hant-HK': 'zh-TW',
      'zh-HK': 'zh-TW',
      'zh-TW': 'zh-TW',
      no: 'nb',
      iw: 'he',
      'en-GB': 'en',
      sw: 'en',
      xx: 'en',
      '': 'en',
    };
    for (const [site, shipped] of Object.entries(cases)) expect(resolveLocale(site), site).toBe(shipped);
  });
});

describe('displayTag', () => {
  it("shows European Portuguese's texts under pt-PT, so Intl's plurals, dates and money are Portugal's", () => {
    expect(displayTag('pt')).toBe('pt-PT');
    expect(displayTag('pt-BR')).toBe('pt-BR');
    expect(displayTag('fr')).toBe('fr');
    expect(new Intl.PluralRules(displayTag('pt')).select(0)).toBe('other');
  });
});

describe("translators' notes (scripts/i18n/notes.ts)", () => {
  it('stand beside every ambiguous English text, and name only English keys', () => {
    expect(noteProblems(TEXT)).toEqual([]);
  });
  it('are needed by a short text with a word of several readings, and by texts that fill one another', () => {
    expect(noteProblems({ a: 'Void', b: 'Your message', c: 'Cancels on {date}.' }, {})).toEqual(["a: 'Void' needs a translator's note"]);
    expect(noteProblems({ signupReplacedUnknown: 'your current plan' }, { gone: 'x' })).toEqual([
      "signupReplacedUnknown: 'your current plan' needs a translator's note",
      'gone: a note for a key English does not have',
    ]);
  });
});
