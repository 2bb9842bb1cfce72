import { formatPercent } from '@meridian/contract';

import { formatAmount, useNumberLocale } from '../../../components/ui/amount';
import { LineList, type LineListProps } from '../../../components/ui/detail-list';
import { percentOf } from '../model/deposit';

/** Label/value lines of a product or an order. */
export function LockupLines(props: LineListProps) {
  return <LineList prefix="lockup-lines" {...props} />;
}

/** Formatters of lock-up figures in the UI language: coin amounts and rates as percentages. */
export function useLockupFormat() {
  const locale = useNumberLocale();
  return {
    amount: (value: string | null, unit: string) =>
      value === null
        ? '—'
        : `${formatAmount(value, { kind: 'amount', precision: 8, locale }) ?? value} ${unit}`,
    /** e.g. "0.004" → "0.4%", "1.095" → "109.5%". */
    percent: (rate: string) =>
      formatPercent(percentOf(rate), { precision: 4, trimTo: 1, signed: false, locale }),
  };
}
