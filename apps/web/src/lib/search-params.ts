/**
 * A positive integer id from the query string, else null, e.g. idParam('12') === 12 and
 * idParam('0'), idParam('1.5') and idParam(null) are null.
 */
export function idParam(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
