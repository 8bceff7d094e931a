import { render } from 'preact';
import { describe, expect, it, vi } from 'vitest';
import { formCustomFields, initialCustomValues, type CustomFieldDef } from '../../src/core/account/customFieldRules';
import { CustomFields } from '../../src/ui/form/CustomFields';
import { useRoot } from './root';

const options = [
  { value: 'hatha', label: 'Hatha' },
  { value: 'yin', label: 'Yin' },
];
const defs: CustomFieldDef[] = [
  { id: 1, type: 'text', required: true, label: 'Phone', initialValue: '', options: [], position: 1 },
  { id: 2, type: 'textarea', required: false, label: 'Goals', initialValue: '', options: [], position: 2 },
  { id: 3, type: 'dropdown', required: false, label: 'Level', initialValue: '', options, position: 3 },
  { id: 4, type: 'multiple-select', required: false, label: 'Styles', initialValue: [], options, position: 4 },
  { id: 5, type: 'radio', required: true, label: 'Time', initialValue: '', options, position: 5 },
  { id: 6, type: 'checkbox', required: false, label: 'Newsletter', initialValue: false, options: [], position: 6 },
];
const fields = formCustomFields(defs);

const root = useRoot();

function mount(values: Record<string, unknown>, errors: Record<string, string> = {}) {
  const onValue = vi.fn();
  render(<CustomFields fields={fields} values={values} errors={errors} onValue={onValue} />, root());
  return onValue;
}
const named = (name: string) => root().querySelectorAll<HTMLInputElement>(`[name="memberspace_custom_field__${name}"]`);

describe('<CustomFields> (part 1 §3: each type, named memberspace_custom_field__{id})', () => {
  it('renders each type as its control, labelled, in position order', () => {
    mount(initialCustomValues(fields, { 4: ['yin'], 5: 'hatha', 6: true }));
    expect(named('1')[0]!.tagName).toBe('INPUT');
    expect(named('1')[0]!.closest('label')!.textContent).toContain('Phone');
    expect(named('1')[0]!.getAttribute('aria-required')).toBe('true');
    expect(named('2')[0]!.tagName).toBe('TEXTAREA');
    expect(named('3')[0]!.tagName).toBe('SELECT');
    expect([...named('3')[0]!.querySelectorAll('option')].map((o) => o.value)).toEqual(['', 'hatha', 'yin']);
    // Groups: a fieldset named by its legend, one labelled control per option.
    const styles = named('4');
    expect([...styles].map((i) => [i.type, i.checked])).toEqual([
      ['checkbox', false],
      ['checkbox', true],
    ]);
    expect(styles[0]!.closest('fieldset')!.querySelector('legend')!.textContent).toBe('Styles');
    expect(styles[1]!.closest('label')!.textContent).toBe('Yin');
    const times = named('5');
    expect([...times].map((i) => [i.type, i.checked])).toEqual([
      ['radio', true],
      ['radio', false],
    ]);
    expect(times[0]!.closest('fieldset')!.getAttribute('role')).toBe('radiogroup');
    expect(named('6')[0]!.type).toBe('checkbox');
    expect(named('6')[0]!.checked).toBe(true);
    expect(named('6')[0]!.closest('label')!.textContent).toBe('Newsletter');
  });

  it('reports values of the right type for each kind', () => {
    const onValue = mount(initialCustomValues(fields, { 4: ['yin'] }));
    named('4')[0]!.click(); // tick Hatha
    expect(onValue).toHaveBeenLastCalledWith('memberspace_custom_field__4', ['yin', 'hatha']);
    named('4')[1]!.click(); // untick Yin
    expect(onValue).toHaveBeenLastCalledWith('memberspace_custom_field__4', []);
    named('5')[1]!.click();
    expect(onValue).toHaveBeenLastCalledWith('memberspace_custom_field__5', 'yin');
    named('6')[0]!.click();
    expect(onValue).toHaveBeenLastCalledWith('memberspace_custom_field__6', true);
    const phone = named('1')[0]!;
    phone.value = '555';
    phone.dispatchEvent(new Event('input', { bubbles: true }));
    expect(onValue).toHaveBeenLastCalledWith('memberspace_custom_field__1', '555');
  });

  it('shows each error on its own field, tied to it for screen readers', () => {
    mount(initialCustomValues(fields), { memberspace_custom_field__1: 'Required', memberspace_custom_field__5: 'Not a valid option.' });
    const phone = named('1')[0]!;
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    const message = root().querySelector(`[id="${phone.getAttribute('aria-describedby')}"]`);
    expect(message?.textContent).toBe('Required');
    expect(message?.getAttribute('role')).toBe('alert');
    const group = named('5')[0]!.closest('fieldset')!;
    expect(root().querySelector(`[id="${group.getAttribute('aria-describedby')}"]`)?.textContent).toBe('Not a valid option.');
    expect(named('2')[0]!.hasAttribute('aria-invalid')).toBe(false);
  });
});
