import type { ReactNode } from 'react';
import type { CustomFieldValue, FormCustomField } from '../../core/account/customFieldRules';
import { t } from '../../shell/t';
import { RequiredMark, useFieldError } from './Field';

interface Props {
  fields: readonly FormCustomField[];
  /** The form's values by form field name (memberspace_custom_field__{id}). */
  values: Record<string, unknown>;
  /** Errors by form field name: the form's own and the server's fieldErrors alike. */
  errors: Partial<Record<string, string | undefined>>;
  onValue: (name: string, value: CustomFieldValue) => void;
}

/**
 * The site's custom signup fields (part 1 §3), each by its kind: text, textarea, dropdown, radio buttons, a
 * group of checkboxes for multiple-select, a single checkbox. Every control is labelled (fieldset and legend
 * for groups), required ones carry aria-required, and each error is tied to its field and announced.
 */
export function CustomFields({ fields, values, errors, onValue }: Props) {
  return (
    <>
      {fields.map((field) => (
        <CustomFieldInput
          key={field.name}
          field={field}
          value={values[field.name]}
          error={errors[field.name]}
          onValue={(value) => onValue(field.name, value)}
        />
      ))}
    </>
  );
}

interface InputProps {
  field: FormCustomField;
  value: unknown;
  error: string | undefined;
  onValue: (value: CustomFieldValue) => void;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const list = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** A one-control field: its label (with the required mark), the control, then its error. */
function Labelled({ label, mark, message, children }: { label: string; mark: ReactNode; message: ReactNode; children: ReactNode }) {
  return (
    <label>
      <span>
        {label}
        {mark}
      </span>
      {children}
      {message}
    </label>
  );
}

function CustomFieldInput({ field, value, error, onValue }: InputProps) {
  const { name, label, kind, options, required } = field;
  const { aria: errorAria, message } = useFieldError(error);
  // Shared by every control: the field's state as assistive technology reads it.
  const aria = { ...errorAria, 'aria-required': required || undefined } as const;
  const mark = required ? <RequiredMark /> : null;

  switch (kind) {
    case 'text':
      return (
        <Labelled label={label} mark={mark} message={message}>
          <input type="text" name={name} value={text(value)} onInput={(e) => onValue(e.currentTarget.value)} {...aria} />
        </Labelled>
      );
    case 'textarea':
      return (
        <Labelled label={label} mark={mark} message={message}>
          <textarea name={name} rows={3} value={text(value)} onInput={(e) => onValue(e.currentTarget.value)} {...aria} />
        </Labelled>
      );
    case 'select':
      return (
        <Labelled label={label} mark={mark} message={message}>
          <select name={name} value={text(value)} onChange={(e) => onValue(e.currentTarget.value)} {...aria}>
            <option value="">{t('chooseOption')}</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label || o.value}
              </option>
            ))}
          </select>
        </Labelled>
      );
    case 'checkbox':
      return (
        <div className="choice-field">
          <label className="choice">
            <input type="checkbox" name={name} checked={value === true} onChange={(e) => onValue(e.currentTarget.checked)} {...aria} />
            <span>
              {label}
              {mark}
            </span>
          </label>
          {message}
        </div>
      );
    case 'radio':
    case 'multiple-select': {
      const radio = kind === 'radio';
      const chosen = list(value);
      // A radio group carries its state on the group; a plain group (multiple-select) only its description,
      // and each of its checkboxes says whether it is invalid.
      const group = radio ? { role: 'radiogroup', ...aria } : { 'aria-describedby': aria['aria-describedby'] };
      return (
        <fieldset className="choices" {...group}>
          <legend>
            {label}
            {mark}
          </legend>
          {options.map((o) => (
            <label key={o.value} className="choice">
              {radio ? (
                <input type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onValue(o.value)} />
              ) : (
                <input
                  type="checkbox"
                  name={name}
                  aria-invalid={aria['aria-invalid']}
                  value={o.value}
                  checked={chosen.includes(o.value)}
                  onChange={(e) => onValue(e.currentTarget.checked ? [...chosen, o.value] : chosen.filter((v) => v !== o.value))}
                />
              )}
              <span>{o.label || o.value}</span>
            </label>
          ))}
          {message}
        </fieldset>
      );
    }
  }
}
