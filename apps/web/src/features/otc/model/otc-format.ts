import { coinPrecision, formatAmount, useNumberLocale } from '../../../components/ui/amount';

const DASH = '—';

/** OTC figures through the one formatter: coin quantities, fiat prices and totals. */
export function useOtcFormat() {
  const locale = useNumberLocale();
  return {
    coin: (value: string | null, unit: string) =>
      value === null
        ? DASH
        : `${formatAmount(value, { kind: 'amount', precision: coinPrecision(value, 2, 8), locale }) ?? value} ${unit}`,
    fiat: (value: string | null, unit: string) =>
      value === null
        ? DASH
        : `${formatAmount(value, { kind: 'amount', precision: 2, locale }) ?? value} ${unit}`,
    percent: (value: string) => `${value} %`,
  };
}

/** Minutes and seconds left until `deadline` (ms), e.g. 14:05; 00:00 once passed. */
export function timeLeft(deadline: number, now: number): string {
  const s = Math.max(0, Math.floor((deadline - now) / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** A decimal the user typed: digits with at most `decimals` places. */
export function isAmountText(value: string, decimals: number): boolean {
  return new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`).test(value) && Number(value) > 0;
}
