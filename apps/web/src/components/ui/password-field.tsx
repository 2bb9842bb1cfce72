import type { ComponentProps, ReactNode } from 'react';

import type { FieldError } from '../../lib/form';
import { Field, PasswordInput } from './field';

type PasswordFieldProps = Omit<ComponentProps<typeof PasswordInput>, 'invalid'> & {
  label: ReactNode;
  /** An error key, translated under `errors.*`. */
  error?: FieldError;
};

/** A labelled password input with its show/hide eye and its error under it. */
export function PasswordField({ id, label, error, ...input }: PasswordFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      <PasswordInput id={id} {...input} invalid={Boolean(error)} />
    </Field>
  );
}
