import type { RefObject } from 'react';

interface Props {
  label: string;
  /** A line under the label (what the field is for, what happens to it). */
  hint?: string;
  inputRef?: RefObject<HTMLInputElement | null>;
  name: string;
  type?: 'text' | 'url' | 'email' | 'password';
  value: string;
  onValue: (value: string) => void;
  autoComplete: string;
}

/** A required, labelled text field of the popup (the reasons point focus back at it through `inputRef`). */
export function Field({ label, hint, inputRef, name, type = 'text', value, onValue, autoComplete }: Props) {
  return (
    <label>
      {label}
      {hint && <small>{hint}</small>}
      <input
        ref={inputRef}
        name={name}
        type={type}
        value={value}
        required
        autoComplete={autoComplete}
        spellCheck={false}
        onInput={(e) => onValue(e.currentTarget.value)}
      />
    </label>
  );
}
