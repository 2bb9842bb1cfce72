import { useState, type ReactNode } from 'react';
import Input, { type InputProps } from 'antd-mobile/es/components/input';
import { useTranslation } from 'react-i18next';

import type { FieldError } from '../../lib/form';
import { EyeIcon, EyeOffIcon } from './icons';

interface FieldProps {
  id: string;
  label?: ReactNode;
  error?: FieldError;
  /** Content before the input, e.g. the area-code button. */
  prefix?: ReactNode;
  /** Content after the input, e.g. the send-code button. */
  suffix?: ReactNode;
  hint?: ReactNode;
  children: ReactNode;
}

/** A labelled control with its translated error key underneath. */
export function Field({ id, label, error, prefix, suffix, hint, children }: FieldProps) {
  const { t } = useTranslation();
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      {label ? (
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
      ) : null}
      <div className="field__control">
        {prefix ? <div className="field__prefix">{prefix}</div> : null}
        <div className="field__input">{children}</div>
        {suffix ? <div className="field__suffix">{suffix}</div> : null}
      </div>
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {t(`errors.${error}`)}
        </p>
      ) : hint ? (
        <p className="field__hint">{hint}</p>
      ) : null}
    </div>
  );
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
