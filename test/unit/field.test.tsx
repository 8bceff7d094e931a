import { render } from 'preact';
import { describe, expect, it } from 'vitest';
import { Field } from '../../src/ui/form/Field';
import { useRoot } from './root';

const root = useRoot();

describe('Field', () => {
  it('a required field shows the mark to the eye and aria-required to screen readers', () => {
    render(<Field label="First name" aria-required value="" onValue={() => {}} />, root());
    const input = root().querySelector('input')!;
    expect(input.getAttribute('aria-required')).toBe('true');
    const mark = root().querySelector('label [aria-hidden="true"]');
    expect(mark?.textContent).toBe(' *');
  });

  it('an optional field has no mark; an error is tied to the input', () => {
    render(<Field label="Phone" value="" onValue={() => {}} error="Required" />, root());
    expect(root().querySelector('label [aria-hidden="true"]')).toBeNull();
    const input = root().querySelector('input')!;
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(root().querySelector(`#${CSS.escape(input.getAttribute('aria-describedby')!)}`)?.textContent).toBe('Required');
  });
});
