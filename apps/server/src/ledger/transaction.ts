import type { Db, Trx } from '../db/database.js';
import { touchedUsers } from './ledger.js';

/** PostgreSQL's "try again" errors: serialization failure and deadlock. */
const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 5;

function isRetryable(error: unknown): boolean {
  return RETRYABLE.has((error as { code?: string })?.code ?? '');
}

export interface MoneyTxOptions {
  /** Told, after the commit, which users' balances changed. */
  onBalancesChanged?: (userIds: number[]) => void;
}

/**
 * Runs `work` in one transaction, retried from the start when PostgreSQL reports a
 * serialization failure or a deadlock; after the commit, reports the users whose balances moved.
 */
export async function moneyTransaction<T>(db: Db, work: (trx: Trx) => Promise<T>, options: MoneyTxOptions = {}): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    let changed: number[] = [];
    try {
      const result = await db.transaction().execute(async (trx) => {
        const value = await work(trx);
        changed = touchedUsers(trx);
        return value;
      });
      if (changed.length > 0) options.onBalancesChanged?.(changed);
      return result;
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}
