import { effect } from '@preact/signals-react';
import { useContext, useEffect, useRef, useState } from 'react';
import { placeErrors } from '../../core/shell/formErrors';
import { malformedAnswer, type ApiError } from '../../core/texts/errors';
import { validateForm, type Rules } from '../../core/signin/validate';
import { draftOf, withoutSecrets } from '../../core/util/draft';
import { sessionExpired, tokenMemberId, tokens } from '../../state/store';
import { ServicesContext } from '../services';
import { dictionary, errorText } from '../../shell/t';

export type FormState = 'idle' | 'submitting' | 'succeeded' | 'failed';
/** Field errors by field name; '*' is the general error, shown as an alert (part 1 §4). */
export type FormErrors<V> = Partial<Record<keyof V | '*', string>>;

export interface FormOptions<V extends Record<string, unknown>> {
  initial: V;
  rules?: Rules<V>;
  /** Sends the form; resolves with the error to show, or null on success. */
  submit: (values: V) => Promise<ApiError | null>;
  /**
   * Keeps what was typed while the visitor steps to another screen of the modal and comes back (Back, "Forgot
   * password?", 'Log in' and back to sign-up), and across a close and reopen. Every form a visitor can leave and
   * return to has one; a member's form names the member in its key, so another member never sees it. In memory
   * only, and never secrets: fields named like password or captcha are not kept. A success forgets it.
   */
  draft?: string;
  /**
   * Keeps what was typed (never secrets) when the session expires under the form, to put it back once the
   * member has logged in again; the key names the form and its member, so another member never sees it.
   */
  resume?: string;
}

const drafts = new Map<string, Record<string, unknown>>();
const resumable = new Map<string, Record<string, unknown>>();

// Drafts belong to whoever typed them: a login, a logout or another member's session forgets them all, so the
// next person at this computer never finds what the last one typed (a renewal is the same person: kept).
let typedBy: unknown;
effect(() => {
  const who = tokens.value ? (tokenMemberId.value ?? 'unreadable') : null;
  if (who !== typedBy) drafts.clear();
  typedBy = who;
});

/** What a form left when the session expired under it, once. */
function takeResumed(key: string | undefined): Record<string, unknown> | undefined {
  const kept = key ? resumable.get(key) : undefined;
  if (key) resumable.delete(key);
  return kept;
}

/**
 * The forms kit of part 1 §4: values, validation with the spec's messages, one submit at a time, server field
 * errors onto fields and the rest as the '*' alert, scroll to the top on a validation failure or error.
 * What the visitor typed is never cleared by a failure.
 */
export function useForm<V extends Record<string, unknown>>({ initial, rules, submit, draft, resume }: FormOptions<V>) {
  const services = useContext(ServicesContext);
  const [values, setValues] = useState<V>(() => ({ ...initial, ...(draft ? drafts.get(draft) : undefined), ...takeResumed(resume) }));
  useEffect(() => {
    if (!draft) return;
    // Only what was changed: what the form opened with may be fresher next time (the member's own data).
    drafts.set(draft, draftOf(values, initial));
  }, [draft, values]);
  const latest = useRef(values);
  latest.current = values;
  useEffect(
    () => () => {
      if (resume && sessionExpired.peek()) resumable.set(resume, withoutSecrets(latest.current));
    },
    [resume],
  );
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const [state, setState] = useState<FormState>('idle');
  const busy = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const scrollTop = () => {
    const scroller = formRef.current?.closest('.backdrop, .embed');
    scroller?.scrollTo?.({ top: 0 });
  };

  const set =
    <K extends keyof V>(key: K) =>
    (value: V[K]) => {
      setValues((v) => ({ ...v, [key]: value }));
      setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
    };

  const onSubmit = async (event?: { preventDefault(): void }) => {
    event?.preventDefault();
    if (busy.current) return; // a double click or Enter held down sends once
    const found = rules ? (validateForm(values, rules, dictionary.peek()) as FormErrors<V>) : {};
    if (Object.keys(found).length) {
      setErrors(found);
      setState('failed');
      scrollTop();
      return;
    }
    busy.current = true;
    setErrors({});
    setState('submitting');
    let error: ApiError | null;
    try {
      error = await submit(values);
    } catch (thrown) {
      // A step that threw (a third party's script refusing a call) must not leave the form locked nor reach the
      // page as an uncaught error: it is the general error, with what the visitor typed kept.
      services?.runtime.logger.log('ERROR', 'CORE', 'A form step threw', thrown);
      error = malformedAnswer();
    } finally {
      busy.current = false;
    }
    if (!error) {
      if (draft) drafts.delete(draft);
      setState('succeeded');
      return;
    }
    const placed = toFormErrors<V>(error, Object.keys(values));
    setErrors(placed);
    setState('failed');
    // An error shown elsewhere (a refused card, said at the card field which took the focus) keeps the place.
    if (Object.values(placed).some(Boolean)) scrollTop();
  };

  /** What a text field needs, spread onto <Field>: its name, value, change handler and error. */
  const field = <K extends keyof V & string>(key: K) => ({
    name: key,
    value: values[key] as string,
    onValue: set(key) as (value: string) => void,
    error: errors[key],
  });

  /** Forgets the draft (the visitor abandoned the form): the next opening starts from the initial values. */
  const discardDraft = () => {
    if (draft) drafts.delete(draft);
  };

  return { values, set, field, errors, setErrors, state, submitting: state === 'submitting', onSubmit, formRef, discardDraft };
}

/** Server field errors land on the fields the form has, the rest as the alert (core/texts/errors.ts placeErrors). */
export function toFormErrors<V>(error: ApiError, fields: string[]): FormErrors<V> {
  const { onFields, alert } = placeErrors(error, fields, errorText);
  return (alert ? { ...onFields, '*': alert } : onFields) as FormErrors<V>;
}
