import type { ComponentProps } from 'react';

import type { FieldError } from '../../lib/form';
import { Field, TextInput, type FormFieldProps } from './field';

type TextFieldProps = Omit<ComponentProps<typeof TextInput>, 'invalid' | 'prefix'> &
  Pick<FormFieldProps, 'label' | 'hint' | 'prefix'> & {
    /** An error key, translated under `errors.*`. */
    error?: FieldError;
  };

/** A labelled text input with its error (or hint) under it. */
export function TextField({ id, label, error, hint, prefix, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} prefix={prefix}>
      <TextInput id={id} {...input} invalid={Boolean(error)} />
    </Field>
  );
}
