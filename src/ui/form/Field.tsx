import { useId, type InputHTMLAttributes } from 'react';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  value: string;
  onValue: (value: string) => void;
}

/**
 * A control's error as every field of the kit shows it: `aria` for the control (invalid, described by the
 * message) and `message`, the announced text under it (null without an error).
 */
export function useFieldError(error: string | null | undefined) {
  const id = useId();
  return {
    aria: { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? id : undefined } as const,
    message: error ? (
      <span id={id} className="field-error" role="alert">
        {error}
      </span>
    ) : null,
  };
}

/** The visible mark of a required field; screen readers hear aria-required instead of "star". */
export const RequiredMark = () => <span aria-hidden="true"> *</span>;

/** A labelled input whose error is announced and tied to it for screen readers; aria-required shows the mark. */
export function Field({ label, error, value, onValue, ...input }: Props) {
  const { aria, message } = useFieldError(error);
  return (
    <label>
      <span>
        {label}
        {input['aria-required'] && <RequiredMark />}
      </span>
      <input {...input} value={value} onInput={(e) => onValue((e.target as HTMLInputElement).value)} {...aria} />
      {message}
    </label>
  );
}
