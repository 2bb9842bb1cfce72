import type { Executor } from '../db/database.js';
import { insertDecisiveTicks } from './market-data.repository.js';

/** A feed tick as evidence: what it was, and when. */
export interface EvidenceTick {
  symbol: string;
  price: string;
  time: number;
  volume?: string | undefined;
}

/**
 * Stores the ticks that decide a placement, a fill or an outcome, inside the transaction of what
 * they decide (so nothing is decided on a tick that is not on record), marked so retention never
 * deletes them: anyone can recompute every outcome from stored prices (PRODUCT-RULES.md §0).
 */
export async function recordDecisiveTicks(
  trx: Executor,
  ticks: readonly EvidenceTick[],
): Promise<void> {
  await insertDecisiveTicks(
    trx,
    ticks.map((t) => ({ symbol: t.symbol, price: t.price, time: t.time, volume: t.volume ?? '0' })),
  );
}
