import { Input } from '../../../components/ui/input';
import { useTranslation } from 'react-i18next';

import { FormField, type FormFieldProps } from '../../../components/ui/field';
import type { WalletFieldError } from '../model/amount';
import { sanitizeAmountInput } from '../model/amount';

/** A FormField whose error is a key translated under `fund.errors.*`. */
export function WalletField({
  error,
  ...props
}: Omit<FormFieldProps, 'error'> & { error?: WalletFieldError }) {
  const { t } = useTranslation();
  return <FormField {...props} error={error ? t(`fund.errors.${error}`) : undefined} />;
}

/** A wallet error (a `fund.errors.*` key) under what it is about, read out when it appears. */
export function WalletError({ error }: { error?: WalletFieldError }) {
  const { t } = useTranslation();
  return error ? (
    <p className="field__error" role="alert">
      {t(`fund.errors.${error}`)}
    </p>
  ) : null;
}

interface AmountInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  invalid?: boolean;
  disabled?: boolean;
}

/** A decimal keypad input that only ever holds a plain amount with at most 10 decimals. */
export function AmountInput({
  id,
  value,
  onChange,
  placeholder,
  invalid,
  disabled,
}: AmountInputProps) {
  return (
    <Input
      id={id}
      inputMode="decimal"
      autoComplete="off"
      placeholder={placeholder}
      disabled={disabled}
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
    <span className="wallet-amount-suffix">
      <span className="wallet-amount-suffix__coin">{currency}</span>
      {onAll ? (
        <button
          type="button"
          className="wallet-amount-suffix__all"
          onClick={onAll}
          disabled={disabled}
        >
          {t('fund.common.all')}
        </button>
      ) : null}
    </span>
  );
}
