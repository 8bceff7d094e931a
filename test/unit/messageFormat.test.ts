import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { format } from '../../src/core/texts/bootTexts';
import { formatMessage } from '../../src/core/texts/messageFormat';
import { displayTag, SHIPPED_LOCALES } from '../../src/core/texts/locales';
import { TEXT } from '../../src/core/texts/texts';
import { messageArgs, parseMessage, pluralSelectors } from '../../scripts/i18n/messageSyntax';

const DAYS = '{n, plural, one {# day} other {# days}}';
const RU = 'ещё {n, plural, one {# день} few {# дня} many {# дней} other {# дня}}';

describe('formatMessage', () => {
  it('fills placeholders and leaves a missing one visible', () => {
    expect(formatMessage('Cancels on {date}', { date: '3 May' }, 'en')).toBe('Cancels on 3 May');
    expect(formatMessage('Hello {name}', {}, 'en')).toBe('Hello {name}');
  });

  // A translated or custom-worded text is not ours to trust: a placeholder named like what every object inherits
  // must stay visible, never show that member (a function's source on screen).
  it('fills only the values given, not what every object inherits', () => {
    expect(formatMessage('{constructor} {toString}', { n: 2 }, 'fr')).toBe('{constructor} {toString}');
    expect(formatMessage('{valueOf, plural, one {# a} other {# b}}', {}, 'en')).toBe('{valueOf, plural, one {# a} other {# b}}');
    expect(format('{constructor} for {name}', { name: 'Ann' })).toBe('{constructor} for Ann');
  });

  it('chooses the plural form of the locale', () => {
    expect(formatMessage(DAYS, { n: 1 }, 'en')).toBe('1 day');
    expect(formatMessage(DAYS, { n: 3 }, 'en')).toBe('3 days');
    expect(formatMessage(RU, { n: 1 }, 'ru')).toBe('ещё 1 день');
    expect(formatMessage(RU, { n: 3 }, 'ru')).toBe('ещё 3 дня');
    expect(formatMessage(RU, { n: 5 }, 'ru')).toBe('ещё 5 дней');
    expect(formatMessage(RU, { n: 21 }, 'ru')).toBe('ещё 21 день');
  });

  it('prefers an exact =N branch, and formats the number in the locale', () => {
    const text = '{n, plural, =0 {none} one {# item} other {# items}}';
    expect(formatMessage(text, { n: 0 }, 'en')).toBe('none');
    expect(formatMessage(text, { n: 1234 }, 'en')).toBe('1,234 items');
    expect(formatMessage(text, { n: 1234 }, 'de')).toBe('1.234 items');
  });

  it('keeps other placeholders inside a branch', () => {
    const text = '{made} of {required, plural, one {# payment} other {# payments}} made';
    expect(formatMessage(text, { made: 0, required: 1 }, 'en')).toBe('0 of 1 payment made');
    expect(formatMessage(text, { made: 2, required: 3 }, 'en')).toBe('2 of 3 payments made');
  });

  it('isolates each string it puts in a right-to-left sentence, so it keeps its own order; numbers and left-to-right texts as they are', () => {
    const cancel = 'إلغاء الاشتراك في {plan}';
    expect(formatMessage(cancel, { plan: 'Yoga (annual)' }, 'ar')).toBe('إلغاء الاشتراك في \u2068Yoga (annual)\u2069');
    expect(formatMessage('{code} לא הוחל, {n} ימים', { code: 'SAVE-10%', n: 3 }, 'he-IL')).toBe('\u2068SAVE-10%\u2069 לא הוחל, 3 ימים');
    expect(formatMessage('Cancel subscription to {plan}', { plan: 'Yoga (annual)' }, 'en')).toBe('Cancel subscription to Yoga (annual)');
    // A value with braces is still shown as it is, inside its isolate.
    expect(formatMessage('{a}', { a: '{b}', b: 'x' }, 'fa')).toBe('\u2068{b}\u2069');
  });

  it("never throws on a text that does not parse (a site owner's wording): placeholders still fill", () => {
    expect(formatMessage('Wait {n} day(s) {oops', { n: 2 }, 'en')).toBe('Wait 2 day(s) {oops');
    expect(formatMessage('{n, plural, one {x}}', { n: 2 }, 'en')).toBe('{n, plural, one {x}}');
  });
});

describe('parseMessage (the translation checks)', () => {
  it('names the fault of a broken text', () => {
    expect(() => parseMessage('a {b')).toThrow(/Unclosed/);
    expect(() => parseMessage('a } b')).toThrow(/Unmatched/);
    expect(() => parseMessage('{n, plural, one {x}}')).toThrow(/other/);
    expect(() => parseMessage('{n, plural, lots {x} other {y}}')).toThrow(/branch/);
    expect(() => parseMessage('{a b}')).toThrow(/placeholder/);
    expect(() => parseMessage('{n, plural, other {{m, plural, other {#}}}}')).toThrow(/Nested/);
  });

  it('lists the arguments and plural selectors a text uses', () => {
    const parts = parseMessage('{made} of {required, plural, one {# payment for {who}} other {# payments}}');
    expect([...messageArgs(parts)].sort()).toEqual(['made', 'required', 'who']);
    expect(pluralSelectors(parts)).toEqual(['one', 'other']);
  });
});

describe('every shipped text the checks accept, the widget formats', () => {
  const COUNTS = [0, 1, 2, 3, 4, 5, 6, 11, 12, 21, 22, 25, 100, 101, 1000000, 1.5];
  for (const locale of SHIPPED_LOCALES) {
    it(locale, () => {
      const texts: Record<string, string> = locale === 'en' ? { ...TEXT } : JSON.parse(readFileSync(`src/i18n/${locale}.json`, 'utf8'));
      let plurals = 0;
      for (const [key, text] of Object.entries(texts)) {
        const args = [...messageArgs(parseMessage(text))];
        if (!pluralSelectors(parseMessage(text)).length) continue;
        plurals++;
        for (const n of COUNTS) {
          const values = Object.fromEntries(args.map((a) => [a, n]));
          const out = formatMessage(text, values, displayTag(locale));
          expect(out, `${key} n=${n}`).not.toMatch(/[{}#]|plural/);
          // 'one' and 'two' may be words ('حرف واحد', 'תו אחד'); from 3 on the number shows
          if (n >= 3) expect(out, `${key} n=${n}`).toContain(new Intl.NumberFormat(displayTag(locale)).format(n));
        }
      }
      if (locale === 'ru' || locale === 'ar') expect(plurals).toBeGreaterThan(3);
    });
  }
});
