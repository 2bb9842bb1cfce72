import { Money } from './money.js';

type NumberLike = string | number;

/**
 * Compact display of a number (SPEC.md §9): above 1,000,000 as M with 1 decimal, above 1,000 as
 * K with 1 decimal, else up to 4 decimals with trailing zeros dropped.
 * formatCompact(1234567) === '1.2M', formatCompact(1500) === '1.5K', formatCompact('0.123456') === '0.1235'
 */
export function formatCompact(value: NumberLike): string {
  const n = new Money(value);
  const sign = n.isNegative() ? '-' : '';
  const abs = n.abs();
  if (abs.greaterThan(1_000_000)) return `${sign}${abs.div(1_000_000).toFixed(1)}M`;
  if (abs.greaterThan(1_000)) return `${sign}${abs.div(1_000).toFixed(1)}K`;
  return `${sign}${trimZeros(abs.toFixed(4))}`;
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
