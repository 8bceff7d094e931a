import type { ReactNode, RefObject } from 'react';

/** What the form hook (useForm) gives the form element: its submit, its element, whether it is sending, its errors. */
export interface FormKit {
  onSubmit: (event: { preventDefault(): void }) => void;
  formRef: RefObject<HTMLFormElement | null>;
  submitting: boolean;
  /** '*' is the general error, shown as the alert. */
  errors: { readonly '*'?: string | undefined };
}

/** A form of the kit: native validation off (ours speaks the spec's words), busy while sending, '*' as an alert. */
export function Form({ form, children }: { form: FormKit; children: ReactNode }) {
  const alert = form.errors['*'];
  return (
    <form ref={form.formRef} noValidate onSubmit={form.onSubmit} aria-busy={form.submitting}>
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
