import { Money } from '@meridian/contract';

import {
  coinPrecision,
  formatAmount,
  formatPercentText,
  useNumberLocale,
} from '../../../components/ui/amount';

const DASH = '—';

/**
 * Loan figures in the UI language through the one formatter: USDT and coin amounts with their
 * unit, prices at the pair's precision, LTVs as percentages. A trigger price is cut (not rounded
 * up) to the pair's precision, so the price shown is one that does reach it.
 */
export function useLoanFormat() {
  const locale = useNumberLocale();
  const amount = (value: string | null, unit: string, max = 8) =>
    value === null
      ? DASH
      : `${formatAmount(value, { kind: 'amount', precision: coinPrecision(value, 2, max), locale }) ?? value} ${unit}`;
  return {
    amount,
    usdt: (value: string | null) => amount(value, 'USDT'),
    price: (value: string | null, precision = 2) =>
      value === null ? DASH : (formatAmount(value, { kind: 'price', precision, locale }) ?? value),
    trigger: (value: string | null, precision = 2) =>
      value === null
        ? DASH
        : (formatAmount(new Money(value).toDecimalPlaces(precision, Money.ROUND_DOWN).toFixed(), {
            kind: 'price',
            precision,
            locale,
          }) ?? value),
    /** A fraction as a percentage, e.g. "0.6500065" → "65.00%". */
    percent: (fraction: string | null, precision = 2) =>
      fraction === null
        ? DASH
        : (formatPercentText(fraction, { ratio: true, signed: false, precision, locale }) ?? DASH),
  };
}
