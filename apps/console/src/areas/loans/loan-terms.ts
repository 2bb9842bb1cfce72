import { integerDigits, isDecimalString, loanRules, Money } from '@meridian/contract';

/*
 * What operators type on the loans page, as the server takes it: the hourly rate in percent
 * (0.001 % an hour is the rate 0.00001, 8.76 % a year) and the pool's limit in USDT.
 */

/** The most an hourly rate may be: 1 % an hour (the server's bound). */
const MAX_HOURLY_PERCENT = '1';

/**
 * An hourly rate typed in percent as the rate the server stores, or null when it is not a
 * decimal of at most 8 places from 0 to 1 %, e.g. "0.001" → "0.00001", " 0.0012 " → "0.000012".
 */
export function hourlyPercentToRate(text: string): string | null {
  const value = text.trim();
  if (!isDecimalString(value, 8)) return null;
  if (new Money(value).greaterThan(MAX_HOURLY_PERCENT)) return null;
  return new Money(value).dividedBy(100).toFixed();
}

/** The stored rate as an hourly percentage, e.g. "0.00001" → "0.001". */
export const rateToHourlyPercent = (rate: string): string => new Money(rate).times(100).toFixed();

/** The yearly rate (APR) in percent of a stored hourly rate, e.g. "0.00001" → "8.76". */
export const aprPercentOf = (rate: string): string =>
  new Money(loanRules.aprOf(rate)).times(100).toFixed();

/** A pool limit as the server takes it (USDT, at most 8 decimals and 15 digits), or null. */
export function poolLimitOf(text: string): string | null {
  const value = text.trim();
  if (!isDecimalString(value, loanRules.LOAN_MONEY_DECIMALS) || integerDigits(value) > 15)
    return null;
  return new Money(value).toFixed();
}
