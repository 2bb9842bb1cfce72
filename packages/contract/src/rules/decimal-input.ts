import { Money } from '../money.js';

/**
 * What the user types into a decimal field (a price, an amount, a stake, lots), cleaned as they
 * type and read back for the wire. One rule for every form of the H5 app.
 */

/**
 * Cleans what the user types into a decimal field: digits and one decimal point, no leading
 * zeros, at most `maxDecimals` places (none and no point when it is 0). A comma is the decimal
 * point when the text has no point ("12,5"), and a thousands separator when it has one
 * ("65,000.5"). E.g. ("0012,3456", 2) → "12.34"; ("65,000.129", 2) → "65000.12";
 * (".5", 4) → "0.5"; ("1.2.3", 6) → "1.23"; ("7.9", 0) → "7"; ("12.", 2) → "12." (still typing).
 */
export function sanitizeDecimalInput(raw: string, maxDecimals: number): string {
  const text = (raw.includes('.') ? raw.replace(/,/g, '') : raw.replace(/,/g, '.')).replace(
    /[^\d.]/g,
    '',
  );
  const dot = text.indexOf('.');
  const whole = (dot === -1 ? text : text.slice(0, dot)).replace(/^0+(?=\d)/, '');
  if (dot === -1) return whole;
  if (maxDecimals <= 0) return whole || '0';
  const fraction = text
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, maxDecimals);
  return `${whole || '0'}.${fraction}`;
}

/**
 * A typed decimal as a wire string, without a trailing point or trailing zeros; null when it is
 * not a plain non-negative number. E.g. "1." → "1", "0.50" → "0.5", " 65000.00 " → "65000",
 * "1e3" → null, "" → null.
 */
export function toWireDecimal(text: string): string | null {
  const trimmed = text.trim().replace(/\.$/, '');
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  return new Money(trimmed).toFixed();
}
