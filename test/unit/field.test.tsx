import { render } from 'preact';
import { describe, expect, it } from 'vitest';
import { Field, useFieldError } from '../../src/ui/form/Field';
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

describe('useFieldError: a control tied to its announced error', () => {
  function Box({ error }: { error?: string | null }) {
    const { aria, message } = useFieldError(error);
    return (
      <label>
        <textarea {...aria} />
        {message}
      </label>
    );
  }
  it('with an error: invalid, described by the alert under it', () => {
    render(<Box error="Too long" />, root());
    const box = root().querySelector('textarea')!;
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const alert = root().querySelector('[role=alert]')!;
    expect(alert.textContent).toBe('Too long');
    expect(box.getAttribute('aria-describedby')).toBe(alert.id);
  });
  it('without one: no aria state and no message', () => {
    render(<Box error={null} />, root());
    const box = root().querySelector('textarea')!;
    expect(box.hasAttribute('aria-invalid')).toBe(false);
    expect(box.hasAttribute('aria-describedby')).toBe(false);
    expect(root().querySelector('[role=alert]')).toBeNull();
  });
});
