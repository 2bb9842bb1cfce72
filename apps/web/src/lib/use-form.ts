import { useState, type FormEvent } from 'react';

import { hasErrors, type FieldError, type FormErrors } from './form';

/**
 * The state of a form: its values and error keys. Editing a field clears its error; submitting
 * checks every field and hands the values on only when nothing is wrong.
 */
export function useForm<V extends object, E extends string = FieldError>(
  initial: V | (() => V),
  validate: (values: V) => FormErrors<keyof V, E>,
  /** The text of an error key, e.g. `(key) => t(\`kyc.errors.${key}\`)`, for `errorText`. */
  describeError?: (key: E) => string,
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors<keyof V, E>>({});

  const update = (patch: Partial<V>) => {
    setValues((v) => ({ ...v, ...patch }));
    // A field's error goes once it is edited; the next submit checks again.
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch) as (keyof V)[]) delete next[key];
      return next;
    });
  };

  /** The described error of a field (its key without `describeError`), or undefined. */
  const errorText = (field: keyof V): string | undefined => {
    const key = errors[field];
    if (!key) return undefined;
    return describeError ? describeError(key) : key;
  };

  /** A submit handler: `onValid` gets the values when they pass, `onInvalid` the errors when not. */
  const handleSubmit =
    (
      onValid: (values: V) => void | Promise<void>,
      onInvalid?: (errors: FormErrors<keyof V, E>) => void,
    ) =>
    (event: FormEvent) => {
      event.preventDefault();
      const found = validate(values);
      setErrors(found);
      if (hasErrors(found)) onInvalid?.(found);
      else void onValid(values);
    };

  return { values, errors, update, errorText, handleSubmit };
}
