import { isBuiltIn } from '../texts/locale';

/**
 * Currency display (part 2 §9): USD with a dollar sign, every other currency with its code after the amount
 * ("12.50 EUR", "5000 JPY"). Amounts from the API and the card provider are minor units; they are divided by 100
 * only when flagged as the provider's (the default), and never for the zero-decimal currencies.
 */
export const ZERO_DECIMAL = new Set(['BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF']);

export const isZeroDecimal = (currency: string): boolean => ZERO_DECIMAL.has(currency.toUpperCase());

/** The amount in the currency's major unit. */
export function majorUnits(amount: number, currency: string, fromProvider = true): number {
  return fromProvider && !isZeroDecimal(currency) ? amount / 100 : amount;
}

/**
 * "$1,234.50", "-$5.00", "12.50 EUR", "5,000 JPY" in English, the spec's form. In any other locale the locale's own
 * (Intl): "1 234,50 €" in French, "￥5,000" in Japanese; ours, as the spec shows English only
 * (docs/architecture.md). A missing or garbage amount shows as 0, never NaN.
 */
export function formatMoney(amount: number, currency: string, fromProvider = true, locale = 'en'): string {
  const code = (currency || 'usd').toUpperCase();
  const value = majorUnits(Number.isFinite(amount) ? amount : 0, code, fromProvider);
  const digits = isZeroDecimal(code) ? 0 : 2;
  const fraction = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  if (!isBuiltIn(locale)) {
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency: code, ...fraction }).format(value);
    } catch {
      // a locale or currency code Intl refuses: the English form below
    }
  }
  const text = Math.abs(value).toLocaleString('en-US', fraction);
  const sign = value < 0 ? '-' : '';
  return code === 'USD' ? `${sign}$${text}` : `${sign}${text} ${code}`;
}

/** A percentage in the locale's form: "20%" in English, "20 %" in French. */
export function formatPercent(percent: number, locale = 'en'): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
  } catch {
    return `${percent}%`;
  }
}
