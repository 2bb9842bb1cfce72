import { Money } from './money-value.js';

type NumberLike = string | number;

/**
 * Compact display of a number (SPEC.md §9): above 1,000,000 as M with 1 decimal, above 1,000 as
 * K with 1 decimal, else up to 4 decimals with trailing zeros dropped.
 * formatCompact(1234567) === '1.2M', formatCompact(1500) === '1.5K', formatCompact('0.123456') === '0.1235';
 * the locale only changes the decimal separator: formatCompact(1500, 'fr') === '1,5K'.
 */
export function formatCompact(value: NumberLike, locale = 'en'): string {
  const n = new Money(value);
  const sign = n.isNegative() ? '-' : '';
  const abs = n.abs();
  const write = (fixed: string) => localizeDecimal(fixed, locale, false);
  if (abs.greaterThan(1_000_000)) return `${sign}${write(abs.div(1_000_000).toFixed(1))}M`;
  if (abs.greaterThan(1_000)) return `${sign}${write(abs.div(1_000).toFixed(1))}K`;
  return `${sign}${write(trimZeros(abs.toFixed(4)))}`;
}

/** Fixed precision (default 2, SPEC.md §9), half-up: formatFixed('1.005') === '1.01'. */
export function formatFixed(value: NumberLike, precision = 2): string {
  return new Money(value).toFixed(precision);
}

/** Thousands separators on a fixed-precision number: formatGrouped(1234.5) === '1,234.50'. */
export function formatGrouped(value: NumberLike, precision = 2): string {
  const [int = '0', frac] = formatFixed(value, precision).split('.');
  const sign = int.startsWith('-') ? '-' : '';
  const digits = sign ? int.slice(1) : int;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac ? `${sign}${grouped}.${frac}` : `${sign}${grouped}`;
}

function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/**
 * Drops trailing zeros past the first `keep` decimals of a plain decimal string (issue #14: coin
 * amounts keep two). trimFraction('1.50000000') === '1.50', trimFraction('0.00012300') === '0.000123'.
 */
export function trimFraction(fixed: string, keep = 2): string {
  const [int = '0', frac] = fixed.split('.');
  if (frac === undefined) return fixed;
  let end = frac.length;
  while (end > keep && frac[end - 1] === '0') end -= 1;
  return end > 0 ? `${int}.${frac.slice(0, end)}` : int;
}

interface LocaleSymbols {
  decimal: string;
  percentPrefix: string;
  percentSuffix: string;
}

const symbolsCache = new Map<string, LocaleSymbols>();

/** The decimal separator and the percent pattern of a BCP-47 locale, as Intl (CLDR) gives them. */
function localeSymbols(locale: string): LocaleSymbols {
  let symbols = symbolsCache.get(locale);
  if (!symbols) {
    const decimal =
      new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ??
      '.';
    const parts = new Intl.NumberFormat(locale, { style: 'percent' }).formatToParts(0.01);
    const first = parts.findIndex((p) => p.type === 'integer');
    const last = parts.findLastIndex((p) => p.type === 'integer');
    const join = (list: Intl.NumberFormatPart[]) => list.map((p) => p.value).join('');
    symbols = {
      decimal,
      percentPrefix: join(parts.slice(0, first)),
      percentSuffix: join(parts.slice(last + 1)),
    };
    symbolsCache.set(locale, symbols);
  }
  return symbols;
}

const groupers = new Map<string, Intl.NumberFormat>();

/** Groups integer digits as the locale does (CLDR: "1234" in es, "1 234" in fr), via BigInt. */
function groupInteger(digits: string, locale: string): string {
  let grouper = groupers.get(locale);
  if (!grouper) {
    // The default grouping is CLDR's "auto"; `useGrouping: true` would group "1.234" in es too.
    grouper = new Intl.NumberFormat(locale);
    groupers.set(locale, grouper);
  }
  // BigInt keeps every digit: no float ever holds the number.
  return grouper.format(BigInt(digits));
}

/**
 * Writes a plain decimal string ("-1234.50") in a locale's separators, digit for digit.
 * localizeDecimal('1234567.89', 'fr') === '1\u202f234\u202f567,89';
 * localizeDecimal('1234.5', 'es') === '1234,5'; localizeDecimal('1234.5', 'en', false) === '1234.5'.
 */
export function localizeDecimal(fixed: string, locale = 'en', grouped = true): string {
  const negative = fixed.startsWith('-');
  const [int = '0', frac] = (negative ? fixed.slice(1) : fixed).split('.');
  const whole = grouped ? groupInteger(int, locale) : int;
  const body = frac === undefined ? whole : `${whole}${localeSymbols(locale).decimal}${frac}`;
  return negative ? `-${body}` : body;
}

export interface DecimalFormat {
  /** Decimal places, half-up (SPEC.md §9 default 2). */
  precision?: number;
  /** BCP-47 tag of the UI language; en when absent. */
  locale?: string;
  /** Group separators as the locale writes them (default true). */
  grouped?: boolean;
  /** Trim trailing zeros past this many decimals (coin amounts keep 2); none when absent. */
  trimTo?: number;
}

/**
 * One number for the screen: fixed precision half-up, then the locale's separators.
 * formatDecimal('1234567.891', { locale: 'fr' }) === '1\u202f234\u202f567,89';
 * formatDecimal('1.50000000', { precision: 8, trimTo: 2 }) === '1.50'.
 */
export function formatDecimal(
  value: NumberLike,
  { precision = 2, locale = 'en', grouped = true, trimTo }: DecimalFormat = {},
): string {
  let fixed = new Money(value).toFixed(precision);
  if (trimTo !== undefined) fixed = trimFraction(fixed, trimTo);
  // A value that rounds to zero shows no minus sign.
  if (/^-0(\.0+)?$/.test(fixed)) fixed = fixed.slice(1);
  return localizeDecimal(fixed, locale, grouped);
}

export interface PercentFormat {
  precision?: number;
  locale?: string;
  /** A + above zero (default): a change; off for a rate or a share, which has no direction. */
  signed?: boolean;
  /** Trim trailing zeros past this many decimals: a configured ratio reads +85%, not +85.00%. */
  trimTo?: number;
}

/**
 * A percentage in one style (issue #14): always signed when above zero, `precision` decimals,
 * the locale's separator and percent pattern. `value` is in percent points.
 * formatPercent('1.356') === '+1.36%', formatPercent('-0.5') === '-0.50%', formatPercent(0) === '0.00%',
 * formatPercent('1.36', { locale: 'fr' }) === '+1,36\u00a0%';
 * formatPercent('55.556', { signed: false }) === '55.56%', formatPercent('85', { trimTo: 0 }) === '+85%'.
 */
export function formatPercent(
  value: NumberLike,
  { precision = 2, locale = 'en', signed = true, trimTo }: PercentFormat = {},
): string {
  // The sign follows the rounded value, so -0.001 shows as 0.00%.
  const rounded = new Money(new Money(value).toFixed(precision));
  const sign = rounded.lessThan(0) ? '-' : signed && rounded.greaterThan(0) ? '+' : '';
  const body = formatDecimal(rounded.abs().toString(), { precision, locale, trimTo });
  const { percentPrefix, percentSuffix } = localeSymbols(locale);
  return `${sign}${percentPrefix}${body}${percentSuffix}`;
}

/** Price colour direction: green above 0, grey at 0, red below 0 (SPEC.md §9). */
export function priceDirection(change: NumberLike): 'up' | 'down' | 'flat' {
  const n = new Money(change);
  if (n.greaterThan(0)) return 'up';
  if (n.lessThan(0)) return 'down';
  return 'flat';
}

/** Timestamps with more than 10 digits are milliseconds, otherwise seconds (SPEC.md §9). */
export function toMillis(timestamp: NumberLike): number {
  const n = Number(timestamp);
  return String(Math.trunc(Math.abs(n))).length > 10 ? n : n * 1000;
}

/** Two-digit padding for countdown parts: pad2(5) === '05'. */
export function pad2(n: number): string {
  return String(Math.max(0, Math.trunc(n))).padStart(2, '0');
}

export interface CountdownParts {
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
}

/** Splits a remaining duration into padded parts: countdown(3_723_000).hours === '01'. */
export function countdown(remainingMs: number): CountdownParts {
  const total = Math.max(0, Math.floor(remainingMs / 1000));
  return {
    days: pad2(Math.floor(total / 86_400)),
    hours: pad2(Math.floor((total % 86_400) / 3_600)),
    minutes: pad2(Math.floor((total % 3_600) / 60)),
    seconds: pad2(total % 60),
  };
}

export type RelativeTime =
  | { unit: 'justNow' }
  | { unit: 'minutes' | 'hours' | 'days'; count: number }
  | { unit: 'date'; date: string };

/**
 * Relative time (SPEC.md §9): under 5 minutes "just now", then minutes, hours, days up to 30
 * days, then the date (YYYY-MM-DD, UTC). The caller translates the unit.
 */
export function relativeTime(timestamp: NumberLike, now: number = Date.now()): RelativeTime {
  const then = toMillis(timestamp);
  const diff = Math.max(0, now - then);
  const minute = 60_000;
  const hour = 60 * minute;
  const day = 24 * hour;
  if (diff < 5 * minute) return { unit: 'justNow' };
  if (diff < hour) return { unit: 'minutes', count: Math.floor(diff / minute) };
  if (diff < day) return { unit: 'hours', count: Math.floor(diff / hour) };
  if (diff <= 30 * day) return { unit: 'days', count: Math.floor(diff / day) };
  return { unit: 'date', date: formatDate(then) };
}

/** YYYY-MM-DD in UTC. */
export function formatDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** YYYY-MM-DD HH:mm:ss in the viewer's local time. */
export function formatDateTime(timestamp: NumberLike): string {
  const d = new Date(toMillis(timestamp));
  const date = `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
  return `${date} ${pad2(d.getHours())}:${pad2(d.getMinutes())}:${pad2(d.getSeconds())}`;
}

/** Converts a USD-denominated value into a fiat by its rate (USD rate is 1). */
export function convertFiat(usdValue: NumberLike, rate: NumberLike): string {
  return new Money(usdValue).times(rate).toString();
}
