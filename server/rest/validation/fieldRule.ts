import { mixed } from 'yup';

/** Any value but null and undefined: what a field holds once it passed its type check. */
type Present = NonNullable<unknown>;

/** One rule of a field: `message` when `passes` is false. */
export interface Check<T> {
  passes: (value: T) => boolean;
  message: string;
}

export interface FieldRule<T> {
  /** The exact type the body must carry: nothing is coerced (no arrays to scalars, no "0x11" to 17). */
  is: (value: unknown) => value is T;
  typeMessage: string;
  /** Applied to the raw value before the type check; must leave values of other types as they are. */
  normalise?: (value: unknown) => unknown;
  /** When given, a missing, null or empty value fails with this message. */
  requiredMessage?: string;
  /** Run in order after the type check; the first that fails is the field's only error. */
  checks?: ReadonlyArray<Check<T>>;
}

/**
 * A body field whose rules run one after another and stop at the first failure, so that a
 * length cap always runs before any pattern (yup on its own runs every test of a field).
 */
export function field<T extends Present>(rule: FieldRule<T>) {
  const checks = rule.checks ?? [];
  return mixed<T>(rule.is)
    .typeError(rule.typeMessage)
    .nonNullable(rule.requiredMessage ?? rule.typeMessage)
    .transform((value: unknown) => (rule.normalise ? rule.normalise(value) : value))
    .test({
      name: 'rules',
      skipAbsent: true,
      test(value, context) {
        if (value === undefined || value === null) return true;
        if (rule.requiredMessage !== undefined && (value as unknown) === '') {
          return context.createError({ message: rule.requiredMessage });
        }
        const failed = checks.find((check) => !check.passes(value));
        return failed ? context.createError({ message: failed.message }) : true;
      },
    });
}

/** A field that must be given, not null and (for text) not empty. */
export function requiredField<T extends Present>(rule: FieldRule<T> & { requiredMessage: string }) {
  return field(rule).required(rule.requiredMessage);
}
