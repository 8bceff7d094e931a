/**
 * Custom signup fields (part 1 §3, §5): which fields a form shows and in what order, their form field names,
 * their starting values, their validation and what is sent. Shared by edit profile, invitation and registration
 * (and the same shape serves the post-signup fields of part 2).
 */
import type { CustomField } from '../../contract/common';
import { CUSTOM_FIELD_PREFIX } from '../constants';
import type { Logger } from '../util/logger';
import { isArray, isBoolean, isString, type Validator } from '../signin/validate';

export type CustomFieldDef = typeof CustomField.TYPE;
/** The six kinds of part 1 §3; 'dropdown' and 'select' are the same kind. */
export type CustomFieldKind = 'text' | 'textarea' | 'select' | 'multiple-select' | 'radio' | 'checkbox';
export type CustomFieldValue = string | string[] | boolean;
/** Values by form field name, as the forms kit holds them. */
export type CustomFieldValues = Record<string, CustomFieldValue>;

/** A field the form can show: its definition, its kind and its form field name. */
export interface FormCustomField extends CustomFieldDef {
  readonly kind: CustomFieldKind;
  readonly name: string;
}

const KINDS: ReadonlyMap<string, CustomFieldKind> = new Map([
  ['text', 'text'],
  ['textarea', 'textarea'],
  ['dropdown', 'select'],
  ['select', 'select'],
  ['multiple-select', 'multiple-select'],
  ['radio', 'radio'],
  ['checkbox', 'checkbox'],
]);

/** Part 1 §3: the form field name is the prefix memberspace_custom_field__ plus the id. */
export const customFieldName = (id: number): string => `${CUSTOM_FIELD_PREFIX}${id}`;

/** The fields to show, sorted by position (ties keep the site's order); an unknown type is logged and skipped. */
export function formCustomFields(defs: readonly CustomFieldDef[], logger?: Pick<Logger, 'log'>): FormCustomField[] {
  const out: FormCustomField[] = [];
  for (const def of defs) {
    const kind = KINDS.get(def.type);
    if (!kind) {
      logger?.log('WARN', 'SIGNUP_FIELDS', `Unknown custom field type "${def.type}" skipped`, { id: def.id });
      continue;
    }
    out.push({ ...def, kind, name: customFieldName(def.id) });
  }
  return out.sort((a, b) => a.position - b.position);
}

/** Part 1 §5 defaults: an empty string, an empty array for multi-select, false for a checkbox. */
export function emptyValue(kind: CustomFieldKind): CustomFieldValue {
  return kind === 'multiple-select' ? [] : kind === 'checkbox' ? false : '';
}

/**
 * A reloaded value, if it fits the field (part 1 §5): a string for text; an array filtered to known options for
 * multi-select; a known option value for select and radio; a boolean for checkbox. Undefined if it does not fit.
 */
export function fitValue(field: FormCustomField, value: unknown): CustomFieldValue | undefined {
  const known = (v: unknown): v is string => typeof v === 'string' && field.options.some((o) => o.value === v);
  switch (field.kind) {
    case 'text':
    case 'textarea':
      return typeof value === 'string' ? value : undefined;
    case 'select':
    case 'radio':
      return known(value) ? value : undefined;
    case 'multiple-select':
      return Array.isArray(value) ? [...new Set(value.filter(known))] : undefined;
    case 'checkbox':
      return typeof value === 'boolean' ? value : undefined;
  }
}

/**
 * Starting values by form field name: the saved value (keyed by field id, or by form field name) when it fits,
 * else the field's initialValue when it fits, else the default.
 */
export function initialCustomValues(fields: readonly FormCustomField[], saved?: Record<string, unknown> | null): CustomFieldValues {
  const out: CustomFieldValues = {};
  for (const field of fields) {
    const stored = saved?.[String(field.id)] ?? saved?.[field.name];
    out[field.name] = fitValue(field, stored) ?? fitValue(field, field.initialValue) ?? emptyValue(field.kind);
  }
  return out;
}

/** Part 1 §5: text, textarea, select and radio need a non-empty value; a checkbox true; a multi-select an item. */
export function customFieldValidator(field: FormCustomField): Validator {
  switch (field.kind) {
    case 'multiple-select':
      return isArray(field.required);
    case 'checkbox':
      return isBoolean(field.required);
    default:
      return isString(field.required);
  }
}

/** Rules for the forms kit, keyed by form field name. */
export function customFieldRules(fields: readonly FormCustomField[]): Record<string, Validator[]> {
  return Object.fromEntries(fields.map((f) => [f.name, [customFieldValidator(f)]]));
}

/**
 * customSignupFieldValues as sent (part 1 §7): keyed by field id, as the member's saved values come back, so
 * what is sent and what is reloaded match. Only the shown fields; a missing value is sent as its default.
 */
export function customFieldsBody(fields: readonly FormCustomField[], values: Record<string, unknown>): Record<string, CustomFieldValue> {
  const out: Record<string, CustomFieldValue> = {};
  for (const field of fields) out[String(field.id)] = fitValue(field, values[field.name]) ?? emptyValue(field.kind);
  return out;
}
