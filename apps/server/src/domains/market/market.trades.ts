import {
  MAX_MARKET_TRADES,
  spotRules as rules,
  type MarketTradesInput,
  type MarketTradeView,
} from '@meridian/contract';

import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { DomainEventBus } from '../../lib/events.js';
import type { Market } from '../../market-data/market-runtime.js';
import * as repo from './market.repository.js';

/** A fill as the tape shows it: the pair, the taker's side, price, amount and time, nobody's. */
function tradeView(row: repo.FillRow): MarketTradeView {
  return {
    symbol: row.symbol,
    type: row.type === 2 ? 2 : 1,
    price: rules.plain(row.fill_price),
    amount: rules.plain(row.amount),
    time: new Date(row.filled_at).getTime(),
  };
}

/**
 * GET /market/trades: this platform's latest spot fills of a listed pair, newest first. A pair
 * without spot trading (stocks) has none; an unlisted symbol is SYMBOL_UNKNOWN.
 */
export async function listTrades(
  deps: { db: Db; market: Market },
  input: MarketTradesInput,
): Promise<MarketTradeView[]> {
  const pair = deps.market.pair(input.symbol);
  if (!pair) throw new AppError('SYMBOL_UNKNOWN');
  return (await repo.listFills(deps.db, pair.id, input.limit)).map(tradeView);
}

/**
 * Tells each pair's room of its fills, live: `order.filled` (published after the fill's commit)
 * names the order, and the fills of one turn of the event loop are read in one statement (a tick
 * may fill thousands of limits), at most the newest MAX_MARKET_TRADES per pair, since no screen
 * keeps more. Answers the function that stops listening.
 */
export function forwardTrades(
  deps: { db: Db; events: DomainEventBus; log: { error(obj: object, msg: string): void } },
  emit: (trade: MarketTradeView) => void,
): () => void {
  let pending: number[] = [];
  let stopped = false;
  const flush = async () => {
    const ids = pending;
    pending = [];
    if (stopped) return;
    for (const row of await repo.findFills(deps.db, ids, MAX_MARKET_TRADES)) emit(tradeView(row));
  };
  const off = deps.events.on('order.filled', ({ orderId }) => {
    if (pending.length === 0)
      setImmediate(() => {
        flush().catch((error: unknown) => deps.log.error({ err: error }, 'trades not told'));
      });
    pending.push(orderId);
  });
  return () => {
    stopped = true;
    off();
  };
}
