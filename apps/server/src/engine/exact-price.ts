/** Decimal places kept when comparing prices; numeric(36,18) columns hold at most 18. */
const SCALE = 24;

/**
 * A decimal price string as an exact integer of 10^-24 units, for ordering and crossing without
 * float rounding, e.g. "65000.1" → 65000100000000000000000000000n. Null for anything that is not a
 * plain decimal (or has more than 24 decimals, which no price column can hold).
 */
export function exactPrice(price: string): bigint | null {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(price.trim());
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const digits = fraction.replace(/0+$/, '');
  if (digits.length > SCALE) return null;
  const value = BigInt(whole! + digits.padEnd(SCALE, '0'));
  return sign ? -value : value;
}

/** Does a tick at `price` reach a trigger at `at` that fires at or above / at or below it? */
export function crosses(fires: 'at_or_above' | 'at_or_below', price: bigint, at: bigint): boolean {
  return fires === 'at_or_above' ? price >= at : price <= at;
}
