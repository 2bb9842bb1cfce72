import type { Executor } from '../../db/database.js';

/** How one settled option ended, for a message to its owner (the push domain's). */
export interface SettledOption {
  symbol: string;
  currencyId: number;
  /** 'won', 'lost', 'draw' or 'void' (no deciding tick: stake and fee back). */
  outcome: 'won' | 'lost' | 'draw' | 'void';
  stake: string;
  /** Payout minus stake (0 for a void or a draw, minus the stake for a loss). */
  profit: string;
}

/** The settled order `orderId`, or undefined while it is still open. */
export async function settledOption(
  db: Executor,
  orderId: number,
): Promise<SettledOption | undefined> {
  const row = await db
    .selectFrom('option_orders')
    .select(['symbol', 'currency_id', 'number', 'fact_profits', 'profit_result', 'status'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!row || row.status !== 3) return undefined;
  const outcome =
    row.profit_result === null
      ? 'void'
      : row.profit_result === 1
        ? 'won'
        : row.profit_result === 0
          ? 'draw'
          : 'lost';
  return {
    symbol: row.symbol,
    currencyId: row.currency_id,
    outcome,
    stake: row.number,
    profit: row.fact_profits ?? '0',
  };
}
