import { useId, type InputHTMLAttributes } from 'react';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  value: string;
  onValue: (value: string) => void;
}

/** A labelled input whose error is announced and tied to it for screen readers. */
export function Field({ label, error, value, onValue, ...input }: Props) {
  const id = useId();
  return (
    <label>
      {label}
      <input
        {...input}
        value={value}
        onInput={(e) => onValue((e.target as HTMLInputElement).value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? id : undefined}
      />
      {error && (
        <span id={id} className="field-error" role="alert">
          {error}
        </span>
      )}
    </label>
  );
}
