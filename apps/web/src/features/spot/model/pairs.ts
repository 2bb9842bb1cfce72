import { pairSymbolSchema, type QuotationView } from '@meridian/contract';

/** The pair the spot screen opens without a `symbol` in its address. */
export const DEFAULT_SPOT_SYMBOL = 'BTC/USDT';

/**
 * The pair named in the address as the wire spells it (`btc-usdt` → `BTC/USDT`), else the
 * default pair.
 */
export function parsePairSymbol(value: string | null): string {
  const parsed = pairSymbolSchema.safeParse(value ?? '');
  return parsed.success ? parsed.data : DEFAULT_SPOT_SYMBOL;
}

/** The pairs the spot screen trades: crypto pairs open for coin trade, in the market's order. */
export function spotPairs(rows: readonly QuotationView[] | undefined): QuotationView[] {
  return (rows ?? []).filter((row) => row.category === 'crypto' && row.open_coin_trade);
}
