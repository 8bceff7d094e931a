import { TEXT } from '../../src/core/texts/texts';
import { describe, expect, it } from 'vitest';
import type { CustomFieldDef } from '../../src/core/account/customFieldRules';
import {
  customFieldName,
  customFieldRules,
  customFieldsBody,
  emptyValue,
  fitValue,
  formCustomFields,
  initialCustomValues,
} from '../../src/core/account/customFieldRules';
import { createLogger } from '../../src/core/util/logger';
import { validateForm } from '../../src/core/signin/validate';

const def = (id: number, type: string, extra: Partial<CustomFieldDef> = {}): CustomFieldDef => ({
  id,
  type,
  required: false,
  label: `Field ${id}`,
  initialValue: undefined,
  options: [],
  position: id,
  ...extra,
});
const options = [
  { value: 'a', label: 'A' },
  { value: 'b', label: 'B' },
  { value: 'c', label: 'C' },
];
const silent = { log: () => undefined };
const fieldsOf = (...defs: CustomFieldDef[]) => formCustomFields(defs, silent);

describe('custom signup fields (part 1 §3: "Form field name is the prefix memberspace_custom_field__ plus the id")', () => {
  it('names each field by the prefix plus its id', () => {
    expect(customFieldName(12)).toBe('memberspace_custom_field__12');
    expect(fieldsOf(def(7, 'text'))[0]!.name).toBe('memberspace_custom_field__7');
  });

  it('knows the six types, "dropdown (select)" under either name, sorted by position', () => {
    const fields = fieldsOf(
      def(1, 'checkbox', { position: 6 }),
      def(2, 'radio', { position: 5 }),
      def(3, 'multiple-select', { position: 4 }),
      def(4, 'dropdown', { position: 3 }),
      def(5, 'textarea', { position: 2 }),
      def(6, 'text', { position: 1 }),
      def(7, 'select', { position: 3 }),
    );
    expect(fields.map((f) => [f.id, f.kind])).toEqual([
      [6, 'text'],
      [5, 'textarea'],
      [4, 'select'],
      [7, 'select'], // equal positions keep the site's order
      [3, 'multiple-select'],
      [2, 'radio'],
      [1, 'checkbox'],
    ]);
  });

  it('"An unknown type is logged and skipped" (topic SIGNUP_FIELDS)', () => {
    const logger = createLogger([], { error() {}, warn() {}, log() {}, debug() {} });
    const fields = formCustomFields([def(1, 'text'), def(17, 'date'), def(18, 'constructor')], logger);
    expect(fields.map((f) => f.id)).toEqual([1]);
    const entries = logger.entries();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ topic: 'SIGNUP_FIELDS', data: { id: 17 } });
    expect(entries[0]!.message).toContain('date');
  });
});

describe('values (part 1 §5: "Defaults: empty string, empty array for multi-select, false for checkbox")', () => {
  it('defaults per kind', () => {
    expect(emptyValue('text')).toBe('');
    expect(emptyValue('textarea')).toBe('');
    expect(emptyValue('select')).toBe('');
    expect(emptyValue('radio')).toBe('');
    expect(emptyValue('multiple-select')).toEqual([]);
    expect(emptyValue('checkbox')).toBe(false);
  });

  it('"A reloaded value is accepted only if it fits the type"', () => {
    const [text, select, radio, multi, check] = fieldsOf(
      def(1, 'text'),
      def(2, 'dropdown', { options }),
      def(3, 'radio', { options }),
      def(4, 'multiple-select', { options }),
      def(5, 'checkbox'),
    );
    // "a string for text"
    expect(fitValue(text!, 'hi')).toBe('hi');
    expect(fitValue(text!, 42)).toBeUndefined();
    // "a known option value for select and radio"
    expect(fitValue(select!, 'b')).toBe('b');
    expect(fitValue(select!, 'z')).toBeUndefined();
    expect(fitValue(radio!, 'a')).toBe('a');
    expect(fitValue(radio!, ['a'])).toBeUndefined();
    // "an array filtered to known options for multi-select"
    expect(fitValue(multi!, ['a', 'z', 3, 'c', 'a'])).toEqual(['a', 'c']);
    expect(fitValue(multi!, 'a')).toBeUndefined();
    // "a boolean for checkbox"
    expect(fitValue(check!, true)).toBe(true);
    expect(fitValue(check!, 'true')).toBeUndefined();
  });

  it('starts from the saved value (by id or form name) when it fits, else the initial value, else the default', () => {
    const fields = fieldsOf(
      def(1, 'text', { initialValue: 'start' }),
      def(2, 'dropdown', { options, initialValue: 'c' }),
      def(3, 'multiple-select', { options }),
      def(4, 'checkbox', { initialValue: 'yes' }),
      def(5, 'radio', { options }),
    );
    const values = initialCustomValues(fields, { 1: 'saved', 2: 'unknown', 3: ['b', 'x'], memberspace_custom_field__5: 'a' });
    expect(values).toEqual({
      memberspace_custom_field__1: 'saved',
      memberspace_custom_field__2: 'c', // the saved value is no option: the field's initial value
      memberspace_custom_field__3: ['b'],
      memberspace_custom_field__4: false, // an initial value that does not fit either: the default
      memberspace_custom_field__5: 'a',
    });
    expect(initialCustomValues(fields, null)).toMatchObject({ memberspace_custom_field__1: 'start', memberspace_custom_field__3: [] });
  });

  it('sends the shown fields keyed by id, as they are reloaded', () => {
    const fields = fieldsOf(def(1, 'text'), def(2, 'multiple-select', { options }), def(3, 'checkbox'));
    const body = customFieldsBody(fields, {
      memberspace_custom_field__1: 'typed',
      memberspace_custom_field__2: ['a', 'nope'],
      firstName: 'not a custom field',
    });
    expect(body).toEqual({ 1: 'typed', 2: ['a'], 3: false });
    // Round trip: what was sent reloads to the same form values.
    expect(initialCustomValues(fields, body)).toEqual({
      memberspace_custom_field__1: 'typed',
      memberspace_custom_field__2: ['a'],
      memberspace_custom_field__3: false,
    });
  });
});

describe('validation (part 1 §5)', () => {
  const required = fieldsOf(
    def(1, 'text', { required: true }),
    def(2, 'textarea', { required: true }),
    def(3, 'dropdown', { required: true, options }),
    def(4, 'radio', { required: true, options }),
    def(5, 'multiple-select', { required: true, options }),
    def(6, 'checkbox', { required: true }),
  );
  const rules = customFieldRules(required);

  it('"text, textarea, select and radio need a non-empty value"; "a required checkbox must be true"; "a required multiple-select needs at least one item"', () => {
    expect(validateForm(initialCustomValues(required), rules, TEXT)).toEqual({
      memberspace_custom_field__1: 'Required',
      memberspace_custom_field__2: 'Required',
      memberspace_custom_field__3: 'Required',
      memberspace_custom_field__4: 'Required',
      memberspace_custom_field__5: 'Required',
      memberspace_custom_field__6: 'Required',
    });
    expect(validateForm({ memberspace_custom_field__1: '   ' }, rules, TEXT)).toMatchObject({ memberspace_custom_field__1: 'Required' });
    const filled = {
      memberspace_custom_field__1: 'x',
      memberspace_custom_field__2: 'y',
      memberspace_custom_field__3: 'a',
      memberspace_custom_field__4: 'b',
      memberspace_custom_field__5: ['c'],
      memberspace_custom_field__6: true,
    };
    expect(validateForm(filled, rules, TEXT)).toEqual({});
  });

  it('optional fields accept their defaults', () => {
    const optional = fieldsOf(def(1, 'text'), def(2, 'multiple-select', { options }), def(3, 'checkbox'), def(4, 'radio', { options }));
    expect(validateForm(initialCustomValues(optional), customFieldRules(optional), TEXT)).toEqual({});
  });

  it("wrong types: 'Not a string.', 'Not a boolean', 'Not an array'", () => {
    const optional = fieldsOf(def(1, 'text'), def(2, 'checkbox'), def(3, 'multiple-select', { options }), def(4, 'dropdown', { options }));
    expect(
      validateForm(
        { memberspace_custom_field__1: 5, memberspace_custom_field__2: 'yes', memberspace_custom_field__3: 'a', memberspace_custom_field__4: ['a'] },
        customFieldRules(optional),
        TEXT,
      ),
    ).toEqual({
      memberspace_custom_field__1: 'Not a string.',
      memberspace_custom_field__2: 'Not a boolean',
      memberspace_custom_field__3: 'Not an array',
      memberspace_custom_field__4: 'Not a string.',
    });
  });
});
