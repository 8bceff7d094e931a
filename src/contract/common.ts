import { boolean, defaulted, nullable, number, optional, string, type, union, literal, enums, array, record, unknown } from 'superstruct';

/** Optional on the wire, null inside the widget: absent and null mean the same to every screen. */
export const maybe = <T>(struct: import('superstruct').Struct<T, any>) => defaulted(optional(nullable(struct)), null);

export const IsoDate = string();
export const PlanType = enums(['free', 'one_time_payment', 'subscription', 'multi_payment']);
export const MembershipStatus = string(); // unknown statuses are labelled 'Other', never rejected
export const CustomFieldType = string(); // unknown types are logged and skipped, never rejected

export const CustomFieldOption = type({ label: defaulted(string(), ''), value: string() });

/** A custom signup or post-signup field definition (part 1 §3, part 2 §3). */
export const CustomField = type({
  id: number(),
  type: CustomFieldType,
  required: defaulted(boolean(), false),
  label: defaulted(string(), ''),
  initialValue: optional(unknown()),
  options: defaulted(array(CustomFieldOption), []),
  position: defaulted(number(), 0),
});

export const CustomFieldValues = record(string(), unknown());

/** The body of a failed call (part 1 §8): error, or fieldErrors keyed by field name ('*' is general). */
export const ErrorBody = type({
  error: optional(string()),
  fieldErrors: optional(record(string(), union([string(), array(string())]))),
});

export const Empty = type({});
export const Ok = union([type({}), literal(null)]);
export { boolean, number, string };
