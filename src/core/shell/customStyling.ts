/**
 * The site's custom styling (site config `customStyling`, part 1 §1: "per element: colour, font family,
 * weight, radius") turned into CSS for the widget's shadow root. Pure: the UI adopts the text as a sheet.
 *
 * The config is owner-controlled but arrives over the network, so it is treated as hostile: only known
 * elements and properties pass, and every value must match a narrow grammar whose characters cannot close a
 * declaration or a rule (no `;{}<>\`, no url(), no at-rules, no comments). Anything else is skipped and
 * reported for the log.
 */
import { hasOwn, isRecord } from '../util/guards';

/** Element keys → the selectors they style inside the shadow root. */
export const STYLED_ELEMENTS = {
  /** The whole widget: text colour and font family inherited by everything. */
  widget: '.ms',
  modal: '.dialog',
  heading: 'h1,h2',
  /**
   * Ordinary (primary) buttons; the call-to-action button has its own key, and the outlined secondary buttons
   * (the account's row actions, 'Try again') are not primary: a primary background would make them dark boxes.
   */
  primaryButton: '.btn:not(.cta,.secondary)',
  ctaButton: '.btn.cta',
  memberButton: '.member-button',
  input: 'input,select,textarea',
  link: '.link',
} as const;
export type StyledElement = keyof typeof STYLED_ELEMENTS;

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
// rgb()/hsl() with numbers, percentages, degrees and separators only.
const COLOUR_FUNCTION = /^(?:rgba?|hsla?)\((?:[\d.%\s,/+-]|deg)*\)$/i;
// Named colours and keywords (red, transparent, currentColor): letters only.
const COLOUR_NAME = /^[a-z]{3,30}$/i;
const LENGTH = /^(?:0|\d{1,4}(?:\.\d{1,3})?(?:px|em|rem|%))$/;
const FAMILY = /^(?:"[\w .-]{1,60}"|'[\w .-]{1,60}'|-?[a-z][\w -]{0,59})$/i;
const WEIGHT = /^(?:normal|bold|bolder|lighter|[1-9]\d{0,2}|1000)$/;
const MAX_VALUE = 200;

export const isColour = (v: string): boolean => HEX.test(v) || COLOUR_FUNCTION.test(v) || COLOUR_NAME.test(v);
/** One to four lengths, as `border-radius` takes them. */
export const isRadius = (v: string): boolean => {
  const parts = v.split(/\s+/);
  return parts.length <= 4 && parts.every((p) => LENGTH.test(p));
};
/** A comma-separated list of quoted or plain family names. */
export const isFontFamily = (v: string): boolean => v.split(',').every((name) => FAMILY.test(name.trim()));
export const isFontWeight = (v: string): boolean => WEIGHT.test(v);

/** Property keys (camelCase, as in the config) → CSS property and the grammar its value must match. */
export const STYLED_PROPERTIES: Record<string, readonly [css: string, valid: (v: string) => boolean]> = {
  color: ['color', isColour],
  backgroundColor: ['background-color', isColour],
  borderColor: ['border-color', isColour],
  fontFamily: ['font-family', isFontFamily],
  fontWeight: ['font-weight', isFontWeight],
  borderRadius: ['border-radius', isRadius],
};

/** A plain number is taken as pixels for a radius and as itself for a weight (what a JSON editor produces). */
function asText(property: string, value: unknown): string | null {
  if (typeof value === 'string') return value.trim();
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  if (property === 'borderRadius') return `${value}px`;
  if (property === 'fontWeight') return String(value);
  return null;
}

export type SkipReason = 'unknown element' | 'not an object' | 'unknown property' | 'invalid value';
export interface Skipped {
  /** `element` or `element.property`. */
  readonly at: string;
  readonly reason: SkipReason;
}

/** CSS rules for what is valid in `styling`, and what was skipped and why. */
export function customStylingCss(styling: unknown): { css: string; skipped: Skipped[] } {
  const skipped: Skipped[] = [];
  const rules: string[] = [];
  if (!isRecord(styling)) return { css: '', skipped: styling == null ? [] : [{ at: '', reason: 'not an object' }] };
  for (const [element, declarations] of Object.entries(styling)) {
    if (!hasOwn(STYLED_ELEMENTS, element)) {
      skipped.push({ at: element, reason: 'unknown element' });
      continue;
    }
    if (!isRecord(declarations)) {
      skipped.push({ at: element, reason: 'not an object' });
      continue;
    }
    const lines: string[] = [];
    for (const [property, raw] of Object.entries(declarations)) {
      const at = `${element}.${property}`;
      const known = hasOwn(STYLED_PROPERTIES, property) ? STYLED_PROPERTIES[property] : undefined;
      if (!known) {
        skipped.push({ at, reason: 'unknown property' });
        continue;
      }
      const value = asText(property, raw);
      if (value === null || value.length === 0 || value.length > MAX_VALUE || !known[1](value)) {
        skipped.push({ at, reason: 'invalid value' });
        continue;
      }
      lines.push(`${known[0]}:${value}`);
    }
    if (lines.length) rules.push(`${STYLED_ELEMENTS[element as StyledElement]}{${lines.join(';')}}`);
  }
  return { css: rules.join('\n'), skipped };
}
