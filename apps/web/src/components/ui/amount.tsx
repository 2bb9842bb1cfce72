import { useTranslation } from 'react-i18next';
import {
  convertFiat,
  formatCompact,
  formatDecimal,
  formatPercent,
  isLanguage,
  Money,
  priceDirection,
  type Fiat,
} from '@meridian/contract';

import { FIAT_SYMBOLS, fiatDecimals, rateFor, useFiat } from '../../lib/fiat';
import { currentLanguage, LANGUAGE_META } from '../../lib/i18n';

type NumberLike = string | number;

/**
 * What a number is (issue #14 item 5), which sets its defaults:
 * - `number`: as given (precision 2, no groups): the props decide;
 * - `price`: the pair's precision, grouped per language;
 * - `amount`: the coin's precision (at most `precision`, default 8), trailing zeros trimmed
 *   beyond two, grouped;
 * - `fiat`: a USD value shown as ≈ value in the chosen fiat, grouped.
 */
export type AmountKind = 'number' | 'price' | 'amount' | 'fiat';

interface AmountProps {
  value: NumberLike | null | undefined;
  kind?: AmountKind;
  /** Decimal places (default 2, SPEC.md §9; a coin amount's maximum, default 8). */
  precision?: number;
  /** M/K suffixes, up to 4 decimals (SPEC.md §9). */
  compact?: boolean;
  /** Group separators as the UI language writes them (default: on for price, amount, fiat). */
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

interface FormatOptions {
  kind?: AmountKind;
  precision?: number;
  compact?: boolean;
  grouped?: boolean;
  /** BCP-47 tag; the current UI language's when absent. */
  locale?: string;
}

/** The BCP-47 tag numbers are written in for an app language code (fra → fr, zh → zh-Hans-CN). */
export function numberLocale(language: string = currentLanguage()): string {
  return isLanguage(language) ? LANGUAGE_META[language].locale : LANGUAGE_META.en.locale;
}

/** The current UI language's number locale, re-rendering when the language changes. */
export function useNumberLocale(): string {
  const { i18n } = useTranslation();
  return numberLocale(i18n.language);
}

function isNumeric(value: NumberLike | null | undefined): value is NumberLike {
  return value !== null && value !== undefined && value !== '' && Number.isFinite(Number(value));
}

/** Formats a value for the screen; null when it is not a finite number. */
export function formatAmount(
  value: NumberLike | null | undefined,
  {
    kind = 'number',
    precision,
    compact = false,
    grouped,
    locale = numberLocale(),
  }: FormatOptions = {},
): string | null {
  if (!isNumeric(value)) return null;
  if (compact) return formatCompact(value, locale);
  return formatDecimal(value, {
    locale,
    precision: precision ?? (kind === 'amount' ? 8 : 2),
    grouped: grouped ?? kind !== 'number',
    trimTo: kind === 'amount' ? 2 : undefined,
  });
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

/** USD in the chosen (or given) fiat; stays USD without a rate rather than invent a conversion. */
function useFiatDisplay(value: NumberLike | null | undefined, fiat: boolean | Fiat | undefined) {
  const { fiat: chosenFiat, rates } = useFiat();
  const target = typeof fiat === 'string' ? fiat : fiat ? chosenFiat : null;
  if (!target || !isNumeric(value)) return { display: value, prefix: '', shown: null };
  const rate = rateFor(target, rates);
  const shown: Fiat = rate ? target : 'USD';
  return {
    display: rate ? convertFiat(value, rate) : value,
    prefix: FIAT_SYMBOLS[shown],
    shown,
  };
}

/** Every number on screen goes through here (STYLE.md: dYdX `Output`). */
export function Amount({
  value,
  kind = 'number',
  precision,
  compact,
  grouped,
  colored,
  signed,
  fiat,
  suffix,
  className,
}: AmountProps) {
  const locale = useNumberLocale();
  const isFiat = kind === 'fiat';
  const { display, prefix, shown } = useFiatDisplay(value, isFiat ? (fiat ?? true) : fiat);
  // A fiat's own decimals (JPY and VND have none) unless the caller sets them.
  const places = precision ?? (shown ? fiatDecimals(shown) : undefined);

  const text = formatAmount(display, { kind, precision: places, compact, grouped, locale });
  const classes = ['amount', kind === 'number' ? '' : `amount--${kind}`, className ?? ''];
  if (text === null) {
    return <span className={[...classes, 'amount--empty'].filter(Boolean).join(' ')}>--</span>;
  }

  const direction = colored ? priceDirection(display as NumberLike) : null;
  // The + follows the shown text, so 0.001 at precision 2 ("0.00") gets none.
  const sign = signed && !text.startsWith('-') && /[1-9]/.test(text) ? '+' : '';
  if (direction) classes.push(`amount--${direction}`);
  return (
    <span className={classes.filter(Boolean).join(' ')}>
      {isFiat ? '≈ ' : ''}
      {sign}
      {prefix}
      {text}
      {suffix ? <span className="amount__suffix"> {suffix}</span> : null}
    </span>
  );
}

interface PriceProps extends Pick<AmountProps, 'value' | 'colored' | 'suffix' | 'className'> {
  /** The pair's price precision (`price_precision`); 2 when unknown. */
  precision?: number;
}

/** A price from the feed at the pair's precision, grouped per language: 64,123.46. */
export function Price(props: PriceProps) {
  return <Amount {...props} kind="price" />;
}

interface FiatValueProps {
  /** A value in USD (USDT counts as USD). */
  usd: NumberLike | null | undefined;
  /** A fixed fiat instead of the user's choice. */
  fiat?: Fiat;
  precision?: number;
  className?: string;
}

/** ≈ the value in the user's currency, shown beside a price or a balance: ≈ ¥71.00. */
export function FiatValue({ usd, fiat, precision, className }: FiatValueProps) {
  return (
    <Amount
      value={usd}
      kind="fiat"
      fiat={fiat ?? true}
      precision={precision}
      className={className}
    />
  );
}

interface PercentProps {
  /** Percent points: 1.36 shows as +1.36%. */
  value: NumberLike | null | undefined;
  /** `value` is a ratio (0.0136 shows as +1.36%). */
  ratio?: boolean;
  precision?: number;
  /** A + above zero (default, a change); false for a rate or a share. */
  signed?: boolean;
  /** Trim trailing zeros past this many decimals (a configured ratio: +85%). */
  trimTo?: number;
  /** Green above 0, grey at 0, red below 0. */
  colored?: boolean;
  className?: string;
}

type PercentTextOptions = Pick<PercentProps, 'ratio' | 'precision' | 'signed' | 'trimTo'> & {
  locale?: string;
};

function percentPoints(value: NumberLike, ratio = false): string {
  return ratio ? new Money(value).times(100).toString() : String(value);
}

/** Formats percent points in the one style: +1.36%, -0.50%, 0.00%; null without a number. */
export function formatPercentText(
  value: NumberLike | null | undefined,
  { ratio = false, locale = numberLocale(), ...rest }: PercentTextOptions = {},
): string | null {
  if (!isNumeric(value)) return null;
  return formatPercent(percentPoints(value, ratio), { locale, ...rest });
}

/** A fee rate or spread given as a fraction, in the one percent style: '0.0005' → '0.05%'. */
export function formatRateText(fraction: NumberLike, locale = numberLocale()): string | null {
  return formatPercentText(fraction, {
    ratio: true,
    signed: false,
    precision: 4,
    trimTo: 2,
    locale,
  });
}

/** A percentage in the one style: +1.36%, -0.50%, 0.00% (issue #14 item 5). */
export function Percent({ value, colored, className, ...options }: PercentProps) {
  const locale = useNumberLocale();
  const text = formatPercentText(value, { ...options, locale });
  // The colour follows the rounded value, so -0.001 (0.00%) is grey.
  const direction =
    colored && text !== null && isNumeric(value)
      ? priceDirection(
          new Money(percentPoints(value, options.ratio)).toFixed(options.precision ?? 2),
        )
      : null;
  const classes = ['amount', 'amount--percent', direction ? `amount--${direction}` : '', className];
  return <span className={classes.filter(Boolean).join(' ')}>{text ?? '--'}</span>;
}
