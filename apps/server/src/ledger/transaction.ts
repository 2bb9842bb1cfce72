import type { Db, Trx } from '../db/database.js';
import type { DomainEventName, DomainEvents, DomainEventBus } from '../lib/events.js';
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

/** What each running money transaction will do once it has committed, in the order asked. */
const afterCommitOf = new WeakMap<object, (() => void)[]>();

/**
 * Runs `work` in one transaction, retried from the start when PostgreSQL reports a
 * serialization failure or a deadlock; after the commit, reports the users whose balances moved
 * and runs what the work asked for with `afterCommit`. A rollback, or an attempt that is
 * retried, drops what its work asked for: only the attempt that commits is heard of.
 */
export async function moneyTransaction<T>(
  db: Db,
  work: (trx: Trx) => Promise<T>,
  options: MoneyTxOptions = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    let changed: number[] = [];
    const effects: (() => void)[] = [];
    try {
      const result = await db.transaction().execute(async (trx) => {
        afterCommitOf.set(trx, effects);
        try {
          const value = await work(trx);
          changed = touchedUsers(trx);
          return value;
        } finally {
          afterCommitOf.delete(trx);
        }
      });
      if (changed.length > 0) options.onBalancesChanged?.(changed);
      for (const effect of effects) effect();
      return result;
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}

/**
 * Runs `effect` after the money transaction `trx` commits, never if it rolls back. Throws when
 * `trx` is not a running money transaction: an effect that could never run is a bug.
 */
export function afterCommit(trx: Trx, effect: () => void): void {
  const effects = afterCommitOf.get(trx);
  if (!effects) throw new Error('afterCommit outside a money transaction');
  effects.push(effect);
}

/**
 * Publishes a domain event once the money transaction `trx` has committed (ARCHITECTURE.md
 * "Domain events and hooks"): a listener never hears of money that did not move.
 */
export function emitAfterCommit<E extends DomainEventName>(
  trx: Trx,
  events: DomainEventBus,
  event: E,
  payload: DomainEvents[E],
): void {
  afterCommit(trx, () => events.emit(event, payload));
}

/** The options that publish `balance.changed` after the commit (the realtime layer forwards it). */
export function publishBalanceChanges(events: DomainEventBus): MoneyTxOptions {
  return { onBalancesChanged: (userIds) => events.emit('balance.changed', { userIds }) };
}
