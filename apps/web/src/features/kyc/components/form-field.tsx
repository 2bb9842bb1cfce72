import type { ReactNode } from 'react';

interface FormFieldProps {
  id: string;
  label: ReactNode;
  /** Translated error text; the field turns red and the text replaces the hint. */
  error?: string;
  hint?: ReactNode;
  suffix?: ReactNode;
  children: ReactNode;
}

/**
 * A labelled control with the house field look (`components/ui/field`), for errors translated
 * under this feature's own keys rather than `errors.*`.
 */
export function FormField({ id, label, error, hint, suffix, children }: FormFieldProps) {
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <div className="field__input">{children}</div>
        {suffix ? <div className="field__suffix">{suffix}</div> : null}
      </div>
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : hint ? (
        <p className="field__hint">{hint}</p>
      ) : null}
    </div>
  );
}
