import type { ReactNode } from 'react';
import { Input } from '../../../components/ui/input';
import { useTranslation } from 'react-i18next';

import type { SpotFieldError } from '../model/spot-form';

/** A labelled spot control with its unit on the right and its error (a key) under it. */
function SpotField({
  id,
  label,
  error,
  decimals,
  suffix,
  children,
}: {
  id: string;
  label: string;
  error?: SpotFieldError;
  /** The decimals the field allows, for its error text. */
  decimals: number;
  suffix: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={`spot-field${error ? ' spot-field--error' : ''}`}>
      <label className="spot-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="spot-field__control">
        <div className="spot-field__input">{children}</div>
        <span className="spot-field__suffix">{suffix}</span>
      </div>
      {error ? (
        <p className="spot-field__error" id={`${id}-error`} role="alert">
          {t(`spot.errors.${error}`, { decimals })}
        </p>
      ) : null}
    </div>
  );
}

/** A decimal typed in a spot field (the limit price, the amount), tied to its error for readers. */
export function DecimalField({
  id,
  label,
  error,
  decimals,
  suffix,
  value,
  placeholder,
  onChange,
}: {
  id: string;
  label: string;
  error?: SpotFieldError;
  decimals: number;
  suffix: ReactNode;
  value: string;
  placeholder: string;
  onChange: (text: string) => void;
}) {
  return (
    <SpotField id={id} label={label} error={error} decimals={decimals} suffix={suffix}>
      <Input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        placeholder={placeholder}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
    </SpotField>
  );
}

/** In place of the price field for a market order: "market price" and the price it reads now. */
export function MarketPriceField({ label, price }: { label: string; price: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="spot-field">
      <span className="spot-field__label">{label}</span>
      <div
        className="spot-field__control spot-field__control--static"
        data-testid="spot-market-price"
      >
        <span className="spot-field__market">{t('spot.marketPrice')}</span>
        <span className="spot-field__suffix">≈ {price}</span>
      </div>
    </div>
  );
}
