import { describe, expect, it } from 'vitest';
import { ZERO_DECIMAL, formatMoney, isZeroDecimal, majorUnits } from '../../src/core/signup/money';

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
