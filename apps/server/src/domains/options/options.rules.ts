/**
 * Server-only batching for seconds options. The maths of an order (result, payout, fee,
 * breakeven, deciding tick) is shared with the H5 app: `optionsRules` in @meridian/contract.
 */

/**
 * Groups items by (symbol, expiry) so one tick lookup serves every order that expires together,
 * e.g. 10,000 BTC orders expiring in the same millisecond → one group.
 */
export function groupByExpiry<T extends { symbol: string; expires_at: number }>(
  items: readonly T[],
): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = `${item.symbol}|${item.expires_at}`;
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
