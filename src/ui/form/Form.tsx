import type { ReactNode, RefObject } from 'react';

interface Props {
  onSubmit: (event: { preventDefault(): void }) => void;
  formRef: RefObject<HTMLFormElement | null>;
  submitting: boolean;
  /** The general '*' error. */
  alert?: string | undefined;
  children: ReactNode;
}

/** A form of the kit: native validation off (ours speaks the spec's words), busy while sending, '*' as an alert. */
export function Form({ onSubmit, formRef, submitting, alert, children }: Props) {
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={submitting}>
      {alert && (
        <div className="alert" role="alert">
          {alert}
        </div>
      )}
      {children}
    </form>
  );
}

/** The submit button: disabled while sending so it cannot be pressed twice. */
export function Submit({ label, submitting, cta = true }: { label: string; submitting: boolean; cta?: boolean }) {
  return (
    <button type="submit" className={cta ? 'btn cta' : 'btn'} disabled={submitting}>
      {label}
    </button>
  );
}
