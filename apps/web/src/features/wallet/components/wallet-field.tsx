import type { ReactNode } from 'react';
import Input from 'antd-mobile/es/components/input';
import { useTranslation } from 'react-i18next';

import type { WalletFieldError } from '../model/amount';
import { sanitizeAmountInput } from '../model/amount';

interface WalletFieldProps {
  id: string;
  label?: ReactNode;
  /** A label-row extra on the right, e.g. "Available 12.5 USDT". */
  aside?: ReactNode;
  error?: WalletFieldError;
  suffix?: ReactNode;
  hint?: ReactNode;
  children: ReactNode;
}

/** A labelled wallet control with its translated error key (`fund.errors.*`) underneath. */
export function WalletField({ id, label, aside, error, suffix, hint, children }: WalletFieldProps) {
  const { t } = useTranslation();
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      {label || aside ? (
        <div className="wallet-field__head">
          {label ? (
            <label className="field__label" htmlFor={id}>
              {label}
            </label>
          ) : (
            <span />
          )}
          {aside ? <span className="wallet-field__aside">{aside}</span> : null}
        </div>
      ) : null}
      <div className="field__control">
        <div className="field__input">{children}</div>
        {suffix ? <div className="field__suffix">{suffix}</div> : null}
      </div>
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {t(`fund.errors.${error}`)}
        </p>
      ) : hint ? (
        <p className="field__hint">{hint}</p>
      ) : null}
    </div>
  );
}

interface AmountInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  invalid?: boolean;
}

/** A decimal keypad input that only ever holds a plain amount with at most 10 decimals. */
export function AmountInput({ id, value, onChange, placeholder, invalid }: AmountInputProps) {
  return (
    <Input
      id={id}
      inputMode="decimal"
      autoComplete="off"
      placeholder={placeholder}
      value={value}
      onChange={(next) => onChange(sanitizeAmountInput(next))}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? `${id}-error` : undefined}
    />
  );
}

/** The "all" button beside an amount, with the coin's name. */
export function AmountSuffix({
  currency,
  onAll,
  disabled,
}: {
  currency: string;
  onAll?: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <span className="amount-suffix">
      <span className="amount-suffix__coin">{currency}</span>
      {onAll ? (
        <button type="button" className="amount-suffix__all" onClick={onAll} disabled={disabled}>
          {t('fund.common.all')}
        </button>
      ) : null}
    </span>
  );
}
