import { useState, type ReactNode } from 'react';
import { Input, type InputProps } from './input';
import { useTranslation } from 'react-i18next';

import type { FieldError } from '../../lib/form';
import { EyeIcon, EyeOffIcon } from './page-icons';
import { ToggleButtons, type ToggleButtonsProps } from './toggle-buttons';

export interface FormFieldProps {
  id: string;
  label?: ReactNode;
  /** A label-row extra on the right, e.g. "Available 12.5 USDT". */
  aside?: ReactNode;
  /** Translated error text; the field turns red and the text replaces the hint. */
  error?: string;
  /** Content before the input, e.g. the area-code button. */
  prefix?: ReactNode;
  /** Content after the input, e.g. the send-code button. */
  suffix?: ReactNode;
  hint?: ReactNode;
  children: ReactNode;
}

/** A labelled control in the house field look, with its error (already translated) or hint under it. */
export function FormField({
  id,
  label,
  aside,
  error,
  prefix,
  suffix,
  hint,
  children,
}: FormFieldProps) {
  const labelElement = label ? (
    <label className="field__label" htmlFor={id}>
      {label}
    </label>
  ) : null;
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      {aside ? (
        <div className="field__head">
          {labelElement ?? <span />}
          <span className="field__aside">{aside}</span>
        </div>
      ) : (
        labelElement
      )}
      <div className="field__control">
        {prefix ? <div className="field__prefix">{prefix}</div> : null}
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

/** A FormField whose error is a key translated under `errors.*`. */
export function Field({ error, ...props }: Omit<FormFieldProps, 'error'> & { error?: FieldError }) {
  const { t } = useTranslation();
  return <FormField {...props} error={error ? t(`errors.${error}`) : undefined} />;
}

type TextInputProps = Omit<InputProps, 'onChange'> & {
  id: string;
  onChange: (value: string) => void;
  invalid?: boolean;
};

export function TextInput({ id, invalid, ...props }: TextInputProps) {
  return (
    <Input
      id={id}
      clearable
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? `${id}-error` : undefined}
      {...props}
    />
  );
}

/** A password input with a show/hide toggle. */
export function PasswordInput({ id, invalid, ...props }: TextInputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-input">
      <Input
        id={id}
        type={visible ? 'text' : 'password'}
        autoComplete="current-password"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        {...props}
      />
      <button
        type="button"
        className="password-input__toggle"
        aria-label={visible ? t('common.hidePassword') : t('common.showPassword')}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? <EyeIcon /> : <EyeOffIcon />}
      </button>
    </div>
  );
}

interface ChoiceChipsProps<T extends string | number> {
  /** Names the group's label `<id>-label`. */
  id: string;
  label: ReactNode;
  options: readonly { value: T; label: ReactNode }[];
  value: T | null;
  onChange: (value: T) => void;
  /** Lays the chips out, e.g. in a grid or a wrapping row. */
  className: string;
  /** Sizes each chip. */
  chipClassName: string;
  /** Translated error text. */
  error?: string;
  /** Shown under the chips while there is no error. */
  hint?: ReactNode;
  /** Extra attributes of a chip, e.g. `data-seconds`. */
  chipData?: ToggleButtonsProps<T>['itemData'];
}

/** A labelled radio group drawn as chips (`.choice-chip`), e.g. a document type or a network. */
export function ChoiceChips<T extends string | number>({
  id,
  label,
  options,
  value,
  onChange,
  className,
  chipClassName,
  error,
  hint,
  chipData,
}: ChoiceChipsProps<T>) {
  return (
    <div className="field">
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      <ToggleButtons
        role="radio"
        options={options}
        value={value}
        onChange={onChange}
        className={className}
        itemClassName={`choice-chip ${chipClassName}`}
        labelledBy={`${id}-label`}
        itemData={chipData}
      />
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : (
        hint
      )}
    </div>
  );
}
