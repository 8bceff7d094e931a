import type { RefObject } from 'react';

interface Labelled {
  label: string;
  /** A line under the label (what the field is for, what happens to it): its description, not part of its name. */
  hint?: string;
  name: string;
  value: string;
  onValue: (value: string) => void;
}

interface Props extends Labelled {
  inputRef?: RefObject<HTMLInputElement | null>;
  type?: 'text' | 'url' | 'email' | 'password';
  /** The on-screen keyboard (a number typed as text keeps whatever the owner typed, to be checked with a reason). */
  inputMode?: 'numeric';
  autoComplete: string;
}

/** Field ids from the field's name: each name appears once in the popup. */
const ids = (name: string, hint?: string) => ({ id: `field-${name}`, hintId: hint ? `field-${name}-hint` : undefined });

function Label({ label, hint, name }: { label: string; hint?: string; name: string }) {
  const { id, hintId } = ids(name, hint);
  return (
    <>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      )}
    </>
  );
}

/** A required, labelled text field of the popup (the reasons point focus back at it through `inputRef`). */
export function Field({ label, hint, inputRef, name, type = 'text', inputMode, value, onValue, autoComplete }: Props) {
  const { id, hintId } = ids(name, hint);
  return (
    <div className="field">
      <Label label={label} hint={hint} name={name} />
      <input
        ref={inputRef}
        id={id}
        name={name}
        type={type}
        inputMode={inputMode}
        value={value}
        required
        aria-describedby={hintId}
        autoComplete={autoComplete}
        spellCheck={false}
        onInput={(e) => onValue(e.currentTarget.value)}
      />
    </div>
  );
}

interface SelectProps extends Labelled {
  selectRef?: RefObject<HTMLSelectElement | null>;
  /** `[value, text]` in order. */
  options: readonly (readonly [string, string])[];
  disabled?: boolean;
}

/** A labelled choice of the popup (environment, audience, plan). */
export function SelectField({ label, hint, selectRef, name, value, onValue, options, disabled }: SelectProps) {
  const { id, hintId } = ids(name, hint);
  return (
    <div className="field">
      <Label label={label} hint={hint} name={name} />
      <select
        ref={selectRef}
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        aria-describedby={hintId}
        onChange={(e) => onValue(e.currentTarget.value)}
      >
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A labelled switch of the popup (a checkbox, its label beside it). */
export function CheckField({
  label,
  name,
  checked,
  onChecked,
}: {
  label: string;
  name: string;
  checked: boolean;
  onChecked: (checked: boolean) => void;
}) {
  const { id } = ids(name);
  return (
    <div className="field check">
      <input id={id} name={name} type="checkbox" checked={checked} onChange={(e) => onChecked(e.currentTarget.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
