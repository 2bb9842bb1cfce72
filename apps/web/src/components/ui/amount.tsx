import {
  convertFiat,
  formatCompact,
  formatFixed,
  formatGrouped,
  Money,
  priceDirection,
  type Fiat,
} from '@meridian/contract';

import { FIAT_SYMBOLS, rateFor, useFiat } from '../../lib/fiat';

type NumberLike = string | number;

interface AmountProps {
  value: NumberLike | null | undefined;
  /** Decimal places (default 2, SPEC.md §9). Ignored when `compact`. */
  precision?: number;
  /** M/K suffixes, up to 4 decimals (SPEC.md §9). */
  compact?: boolean;
  /** Thousands separators. */
  grouped?: boolean;
  /** Green above 0, grey at 0, red below 0. */
  colored?: boolean;
  /** A leading + on positive values. */
  signed?: boolean;
  /** Treat `value` as USD and show it in the chosen display fiat (or the fiat given). */
  fiat?: boolean | Fiat;
  suffix?: string;
  className?: string;
}

/** Formats a value; null when it is not a finite number. */
export function formatAmount(
  value: NumberLike | null | undefined,
  {
    precision = 2,
    compact = false,
    grouped = false,
  }: Pick<AmountProps, 'precision' | 'compact' | 'grouped'> = {},
): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (!Number.isFinite(Number(value))) return null;
  if (compact) return formatCompact(value);
  return grouped ? formatGrouped(value, precision) : formatFixed(value, precision);
}

/**
 * Decimals to show a coin amount with: as many as it has, between `min` and `max`, so 100 shows
 * as 100.00 and 0.00012345 keeps its digits. coinPrecision('0.000123') === 6.
 */
export function coinPrecision(value: string | null | undefined, min = 2, max = 8): number {
  if (value === null || value === undefined || value === '' || !Number.isFinite(Number(value))) {
    return min;
  }
  return Math.min(max, Math.max(min, new Money(value).decimalPlaces()));
}

/** Every number on screen goes through here (STYLE.md: dYdX `Output`). */
export function Amount({
  value,
  precision = 2,
  compact,
  grouped,
  colored,
  signed,
  fiat,
  suffix,
  className,
}: AmountProps) {
  const { fiat: chosenFiat, rates } = useFiat();
  const targetFiat = typeof fiat === 'string' ? fiat : fiat ? chosenFiat : null;

  let display: NumberLike | null | undefined = value;
  let prefix = '';
  if (targetFiat && value !== null && value !== undefined && value !== '') {
    const rate = rateFor(targetFiat, rates);
    // Without a rate the value stays in USD rather than showing a made-up conversion.
    const shown: Fiat = rate ? targetFiat : 'USD';
    display = rate ? convertFiat(value, rate) : value;
    prefix = FIAT_SYMBOLS[shown];
  }

  const text = formatAmount(display, { precision, compact, grouped });
  if (text === null) return <span className={`amount amount--empty ${className ?? ''}`}>--</span>;

  const direction = colored ? priceDirection(display as NumberLike) : null;
  const sign = signed && direction === 'up' ? '+' : '';
  return (
    <span className={`amount${direction ? ` amount--${direction}` : ''} ${className ?? ''}`.trim()}>
      {sign}
      {prefix}
      {text}
      {suffix ? <span className="amount__suffix"> {suffix}</span> : null}
    </span>
  );
}
