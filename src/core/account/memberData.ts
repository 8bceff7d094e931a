import type { HostCustomField, MemberInfo } from './memberInfo';

/*
 * Member data on the host page (part 1 §1 autofill; §2 userInfo embeds): `data-ms-member="<property>"`, a
 * MemberInfo field or `customSignupFields.<fieldId>` (fixtures/site/README.md "Member data").
 */
const FIELDS = ['id', 'name', 'firstName', 'lastName', 'email', 'profileImageUrl'] as const;
const CUSTOM = 'customsignupfields.';

/** A bound property's value, with the choices of a choice field (to show labels rather than values). */
export interface Bound {
  value: unknown;
  options?: HostCustomField['options'];
}

/** The member's value for a binding; null when the property names nothing (unknown field or custom field). */
export function boundValue(info: MemberInfo, property: string): Bound | null {
  const key = property.trim().toLowerCase();
  if (key.startsWith(CUSTOM)) {
    const id = key.slice(CUSTOM.length).trim();
    const field = info.customSignupFields.find((f) => String(f.id) === id);
    return field ? { value: field.value, ...(field.options ? { options: field.options } : {}) } : null;
  }
  const field = FIELDS.find((f) => f.toLowerCase() === key);
  return field ? { value: info[field] } : null;
}

/** A control's state: text (inputs, textareas, element text), checked, or the selected option values. */
export type ControlState = string | boolean | readonly string[];

const asList = (value: unknown): string[] => (value == null ? [] : (Array.isArray(value) ? value : [value]).filter((v) => v != null).map(String));

/** Text for a text input or textarea: the value as stored (choice fields keep their values), lists comma-separated. */
export const textOf = (value: unknown): string => asList(value).join(', ');

/**
 * Text shown in a userInfo embed: choice values read as their labels; null when there is nothing to show, so
 * the page's own placeholder text ("friend") stays.
 */
export function displayTextOf({ value, options }: Bound): string | null {
  const label = (v: string) => options?.find((o) => o.value === v)?.label || v;
  const text = asList(value).map(label).join(', ');
  return text.trim() ? text : null;
}

/** A checkbox is checked by true or the string 'true' (any case); anything else leaves it unchecked. */
export const checkedOf = (value: unknown): boolean => value === true || (typeof value === 'string' && value.trim().toLowerCase() === 'true');

/** The option values a select shows selected: the value itself, or every item of a multiple-select's array. */
export const selectionOf = (value: unknown): string[] => asList(value);

export function sameState(a: ControlState, b: ControlState): boolean {
  if (typeof a !== 'object' || typeof b !== 'object') return a === b;
  return a.length === b.length && a.every((v, i) => v === b[i]);
}
