import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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

export type StopPrices = Record<'takeProfit' | 'stopLoss', string>;

const STOP_FIELDS = [
  { key: 'takeProfit', id: 'tp', label: 'futures.takeProfit' },
  { key: 'stopLoss', id: 'sl', label: 'futures.stopLoss' },
] as const;

/** The take-profit and stop-loss price fields, with ids `<idPrefix>-tp` and `<idPrefix>-sl`. */
export function StopPriceFields({
  idPrefix,
  prices,
  errors,
  placeholder,
  precision,
  onChange,
}: {
  idPrefix: string;
  prices: StopPrices;
  /** Translated errors. */
  errors: Partial<StopPrices>;
  placeholder: string;
  precision: number;
  onChange: (key: keyof StopPrices, price: string) => void;
}) {
  const { t } = useTranslation();
  return STOP_FIELDS.map(({ key, id, label }) => (
    <PriceField
      key={key}
      id={`${idPrefix}-${id}`}
      label={t(label)}
      error={errors[key]}
      placeholder={placeholder}
      value={prices[key]}
      precision={precision}
      onChange={(price) => onChange(key, price)}
    />
  ));
}
