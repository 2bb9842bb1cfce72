import type { ReactNode } from 'react';

import { FormField, TextInput } from '../../../components/ui/field';
import { sanitizePrice } from '../model/order-form';

interface PriceFieldProps {
  id: string;
  label: string;
  /** Translated error text. */
  error?: string;
  placeholder: string;
  value: string;
  /** The pair's price decimals: typing is cut to them. */
  precision: number;
  onChange: (price: string) => void;
  suffix?: ReactNode;
  hint?: ReactNode;
}

/** A price typed in a field (limit, take profit, stop loss), kept to the pair's decimals. */
export function PriceField({
  id,
  label,
  error,
  placeholder,
  value,
  precision,
  onChange,
  suffix,
  hint,
}: PriceFieldProps) {
  return (
    <FormField id={id} label={label} error={error} suffix={suffix} hint={hint}>
      <TextInput
        id={id}
        inputMode="decimal"
        placeholder={placeholder}
        value={value}
        invalid={!!error}
        onChange={(text) => onChange(sanitizePrice(text, precision))}
      />
    </FormField>
  );
}
