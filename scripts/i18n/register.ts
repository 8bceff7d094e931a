/**
 * Wording each locale must not use: the other register's pronouns and forms (a 'du' in a German file written to
 * 'Sie'), forms its table in docs/translations.md rules out (masculine imperatives in Arabic), and readings of an
 * English text that an independent reader found wrong, kept so that no later text repeats them. A pattern may be
 * limited to a few keys. Matched against the text as written (placeholders included), case-sensitive unless the
 * pattern says otherwise.
 */
export interface Forbidden {
  pattern: RegExp;
  why: string;
  /** Only these keys (all keys when absent). */
  keys?: readonly string[];
}

/** A whole word: not inside a longer word of any script. */
const word = (alternatives: string, flags = 'u') => new RegExp(`(?<![\\p{L}\\p{M}])(?:${alternatives})(?![\\p{L}\\p{M}])`, flags);

/** 'Read Me' is a button to the site's setup error: read literally, it asks the member to read the button itself. */
const READ_ME_CALQUE = (alternatives: string, flags = 'iu'): Forbidden => ({
  pattern: word(alternatives, flags),
  why: "'Read Me' means 'read this notice', not a README file nor 'read me'",
  keys: ['readMe'],
});

export const FORBIDDEN: Readonly<Record<string, readonly Forbidden[]>> = {
  ar: [
    {
      pattern: word('اختر|اكتب|حدّد|حدد|انسخ|انسخه|اقرأ|اقرأني|أدخل|ادخل|انقر|اضغط|جرّب|جرب|انتظر|دعنا|اتصل|أكمل|تواصل معنا'),
      why: 'a masculine imperative: requests use يُرجى and a verbal noun (gender-neutral)',
    },
  ],
  bg: [{ pattern: word('ти|теб|твой|твоя|твоят|твоето|твоите', 'iu'), why: 'ти-form: the file speaks to Вие' }],
  cs: [{ pattern: word('ty|tebe|tobě|tvůj|tvoje|tvého|tvém|tvou', 'iu'), why: 'tykání: the file uses vykání' }],
  de: [{ pattern: word('du|dich|dir|dein|deine|deinen|deinem|deiner|deines', 'iu'), why: 'du-form: the file speaks to Sie' }],
  el: [{ pattern: word('σου|εσύ'), why: 'singular you: the file uses the formal plural' }],
  es: [{ pattern: word('tú|tu|tus|ti|contigo', 'iu'), why: 'tú-form: the file speaks to usted' }],
  fi: [{ pattern: word('Te|Teidän|Teille|Teitä'), why: 'the formal Te: the file uses sinä' }],
  fr: [{ pattern: word('tu|toi|ton|ta|tes', 'iu'), why: 'tutoiement: the file speaks to vous' }],
  hi: [{ pattern: word('तुम|तू|तुम्हारा|तुम्हारी|तुम्हारे|तेरा|तेरी'), why: 'तुम/तू: the file speaks to आप' }],
  hu: [{ pattern: word('te|téged|neked|tiéd', 'iu'), why: 'tegezés: the file speaks to Ön' }],
  id: [{ pattern: word('kamu|kau|engkau', 'iu'), why: 'informal you: the file speaks to Anda' }],
  it: [{ pattern: word('Lei|Suo|Sua|Suoi|Sue'), why: 'the formal Lei: the file uses tu' }],
  nl: [
    { pattern: word('je|jij|jou|jouw', 'iu'), why: 'je-form: the file speaks to u' },
    { pattern: /ongeldig/iu, why: "a void invoice is cancelled, not 'invalid'", keys: ['invoiceVoid'] },
  ],
  pl: [
    { pattern: word('twój|twoja|twoje|twojego|twojej|twoim|twoich|ciebie|tobie|ty'), why: 'Ty-forms are capitalised in this file' },
    { pattern: /\p{L}ł(?:eś|aś)(?![\p{L}])/u, why: 'a gendered past tense: the file avoids them' },
  ],
  pt: [{ pattern: word('tu|teu|tua|teus|tuas|você|vocês', 'iu'), why: 'the file uses the formal third person (European)' }],
  'pt-BR': [
    { pattern: word('tu|teu|tua|teus|tuas', 'iu'), why: 'tu-form: the file speaks to você' },
    {
      pattern: word('aderir|adira|aderiu|aderindo|adesão', 'iu'),
      why: "'aderir' reads stiff in Brazil: join a plan is 'assinar', 'participar' or 'escolher'",
    },
  ],
  ro: [{ pattern: word('tu|tău|tale|tine', 'iu'), why: 'tu-form: the file speaks to dumneavoastră' }],
  ru: [{ pattern: /(?<=[\p{Ll},] )(?:Вы|Вас|Вам|Вами|Ваш\p{L}*)(?![\p{L}])/u, why: 'вы is lower case in the middle of a sentence' }],
  sk: [{ pattern: word('ty|teba|tebe|tvoj|tvoje|tvojho|tvojom', 'iu'), why: 'tykanie: the file uses vykanie' }],
  sv: [{ pattern: word('Ni|Er|Ert|Era'), why: 'the formal Ni: the file uses du' }],
  th: [{ pattern: /ครับ|ค่ะ|คะ/u, why: 'gendered particles: the file is polite and neutral' }],
  tr: [{ pattern: word('sen|seni|sana|senin', 'iu'), why: 'sen-form: sentences speak to siz' }],
  uk: [{ pattern: /(?<=[\p{Ll},] )(?:Ви|Вас|Вам|Вами|Ваш\p{L}*)(?![\p{L}])/u, why: 'ви is lower case in the middle of a sentence' }],
  ur: [{ pattern: word('تم|تمہارا|تمہاری|تمہارے'), why: 'تم/تو: the file speaks to آپ' }],
  'zh-CN': [
    { pattern: /你/u, why: 'the file speaks to 您' },
    {
      pattern: /个月内/u,
      why: "'within n months' reads as one discount: the discount is on each payment for n months",
      keys: ['retentionOffMonth', 'retentionOffMonths'],
    },
  ],
  'zh-TW': [
    { pattern: /你/u, why: 'the file speaks to 您' },
    { pattern: /網絡|服務器|套餐/u, why: 'mainland usage: Taiwan writes 網路, 伺服器, 方案' },
    {
      pattern: /個月內/u,
      why: "'within n months' reads as one discount: the discount is on each payment for n months",
      keys: ['retentionOffMonth', 'retentionOffMonths'],
    },
  ],
};

/** 'Read Me' read literally, by locale (appended to FORBIDDEN below). */
const READ_ME: Readonly<Record<string, Forbidden>> = {
  ar: READ_ME_CALQUE('اقرأني'),
  el: READ_ME_CALQUE('Διαβάστε με'),
  es: READ_ME_CALQUE('Léame'),
  fa: READ_ME_CALQUE('مرا بخوانید'),
  fr: READ_ME_CALQUE('Lisez-moi|Lis-moi'),
  it: READ_ME_CALQUE('Leggimi'),
  nb: READ_ME_CALQUE('Les meg'),
  pt: READ_ME_CALQUE('Leia-me'),
  'pt-BR': READ_ME_CALQUE('Leia-me'),
  ro: READ_ME_CALQUE('Citiți-mă|Citește-mă'),
  sv: READ_ME_CALQUE('Läs mig'),
  tr: READ_ME_CALQUE('Beni oku'),
  ur: READ_ME_CALQUE('مجھے پڑھیں'),
  de: READ_ME_CALQUE('Lies mich'),
  da: READ_ME_CALQUE('Læs mig'),
  nl: READ_ME_CALQUE('Lees mij'),
};

/** The forbidden wording a locale's text `key` uses, as problems (empty when none). */
export function registerProblems(locale: string, key: string, text: string): string[] {
  const rules = [...(FORBIDDEN[locale] ?? []), ...(READ_ME[locale] ? [READ_ME[locale]] : [])];
  const problems: string[] = [];
  for (const rule of rules) {
    if (rule.keys && !rule.keys.includes(key)) continue;
    const found = rule.pattern.exec(text);
    if (found) problems.push(`"${found[0]}": ${rule.why}`);
  }
  return problems;
}
