import { describe, expect, it } from 'vitest';
import { ZERO_DECIMAL, formatMoney, formatPercent, isZeroDecimal, majorUnits } from '../../src/core/signup/money';

describe('currency display (part 2 §9)', () => {
  it('USD with a dollar sign, two decimals, thousands grouped', () => {
    expect(formatMoney(2900, 'usd')).toBe('$29.00');
    expect(formatMoney(123450, 'USD')).toBe('$1,234.50');
    expect(formatMoney(5, 'usd')).toBe('$0.05');
    expect(formatMoney(0, 'usd')).toBe('$0.00');
  });

  it('other currencies with the code after the amount', () => {
    expect(formatMoney(1250, 'eur')).toBe('12.50 EUR');
    expect(formatMoney(99999999, 'GBP')).toBe('999,999.99 GBP');
  });

  it('the zero-decimal currencies are never divided by 100 and show no decimals', () => {
    expect(formatMoney(5000, 'jpy')).toBe('5,000 JPY');
    expect(formatMoney(5000, 'JPY', false)).toBe('5,000 JPY');
    for (const code of ZERO_DECIMAL) expect(formatMoney(1234, code)).toBe(`1,234 ${code}`);
  });

  it('the spec list of zero-decimal currencies, any case', () => {
    expect([...ZERO_DECIMAL].sort()).toEqual(
      ['BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF'].sort(),
    );
    expect(isZeroDecimal('krw')).toBe(true);
    expect(isZeroDecimal('usd')).toBe(false);
  });

  it('negative amounts carry the sign before the symbol or number', () => {
    expect(formatMoney(-500, 'usd')).toBe('-$5.00');
    expect(formatMoney(-1250, 'eur')).toBe('-12.50 EUR');
    expect(formatMoney(-300, 'jpy')).toBe('-300 JPY');
  });

  it('amounts are divided by 100 only when flagged as the provider’s (fromProvider=false keeps them)', () => {
    expect(formatMoney(29, 'usd', false)).toBe('$29.00');
    expect(formatMoney(12.5, 'eur', false)).toBe('12.50 EUR');
    expect(majorUnits(2900, 'usd')).toBe(29);
    expect(majorUnits(2900, 'usd', false)).toBe(2900);
    expect(majorUnits(5000, 'jpy')).toBe(5000);
  });

  it('a missing currency is USD and a garbage amount shows as 0, never NaN', () => {
    expect(formatMoney(2900, '')).toBe('$29.00');
    expect(formatMoney(Number.NaN, 'usd')).toBe('$0.00');
    expect(formatMoney(Number.POSITIVE_INFINITY, 'eur')).toBe('0.00 EUR');
  });
});

describe("money in the site's locale (ours: the spec shows English only)", () => {
  const spaced = (s: string) => s.replace(/\s/g, ' ');
  it("uses the locale's own form outside English", () => {
    expect(spaced(formatMoney(123450, 'eur', true, 'fr'))).toBe('1 234,50 €');
    expect(spaced(formatMoney(-1250, 'eur', true, 'de'))).toBe('-12,50 €');
    expect(formatMoney(5000, 'jpy', true, 'ja')).toMatch(/^[¥￥]5,000$/);
    expect(spaced(formatMoney(5000, 'jpy', true, 'fr'))).toBe('5 000 JPY');
    expect(formatMoney(2900, 'usd', true, 'pt-BR')).toBe('US$ 29,00'.replace(' ', '\u00a0'));
  });
  it("keeps the spec's form in every English locale, and where Intl refuses the currency", () => {
    expect(formatMoney(123450, 'eur', true, 'en-GB')).toBe('1,234.50 EUR');
    expect(formatMoney(2900, 'usd', true, 'en')).toBe('$29.00');
    expect(formatMoney(1250, 'e1!', true, 'fr')).toBe('12.50 E1!');
  });
  it('writes percentages in the locale', () => {
    expect(formatPercent(20, 'en')).toBe('20%');
    expect(spaced(formatPercent(20, 'fr'))).toBe('20 %');
    expect(formatPercent(12.5, 'de').replace(/\s/g, ' ')).toBe('12,5 %');
  });
});
