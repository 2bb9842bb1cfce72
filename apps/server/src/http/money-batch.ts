import { toMoney, type AccountType } from '@meridian/contract';

import type { Trx } from '../db/database.js';
import type { AppDeps } from '../deps.js';
import * as ledger from '../ledger/ledger.js';
import { moneyTransaction, publishBalanceChanges } from '../ledger/transaction.js';
import { GroupCommit, outcomeOf, type Outcome } from '../lib/group-commit.js';
import {
  claimIdempotencyKeys,
  releaseIdempotencyKeys,
  storeIdempotentResponses,
  type KeyClaim,
} from './idempotency.repository.js';

/**
 * Money requests at group-commit speed (ARCHITECTURE.md "The write path at speed"): requests
 * that arrive while a batch is in flight join the next one; a batch is one money transaction
 * that claims every Idempotency-Key in one statement, lets the domain write what it can take
 * set-based, and stores every answer in one statement. Answers go out after the commit. A
 * request the batch does not take (its key exists or is asked twice, the domain leaves it out)
 * gives back its claim and runs its one-by-one path after the commit; so does every request of
 * a batch that fails. That path answers exactly as it always has.
 */

export interface MoneyBatchItem<A> {
  /** The request's key claim, or null without an Idempotency-Key. */
  claim: KeyClaim | null;
  /** The one-by-one path: the route's idempotent money transaction. */
  alone: () => Promise<A>;
}

/**
 * Writes the items it can take in the batch's transaction; answers their answers (an item
 * without one runs alone after the commit). Effects after the commit go through `afterCommit`.
 */
export type BatchWriter<I, A> = (trx: Trx, items: readonly I[]) => Promise<Map<I, A>>;

const claimKey = (c: KeyClaim) => `${c.user_id}:${c.key}`;

/**
 * The items their balances cover, in order, each taking its cost from what is left of its
 * balance (`available` by key, read locked in the batch's transaction; a missing key is 0). The
 * others run alone, where the balance answers for itself.
 */
export function coveredItems<I>(
  items: readonly I[],
  available: Map<string, string>,
  balanceOf: (item: I) => string,
  costOf: (item: I) => string,
): I[] {
  return items.filter((item) => {
    const key = balanceOf(item);
    const left = toMoney(available.get(key) ?? '0').minus(costOf(item));
    if (left.isNegative()) return false;
    available.set(key, left.toFixed());
    return true;
  });
}

/** What a batch item carries besides its key claim and its one-by-one path. */
export type BatchFields<I> = Omit<I, keyof MoneyBatchItem<unknown>>;

/**
 * Submits one request to a route's group commit: `prepare` checks and prices it for the batch.
 * When that fails and the request carries a key, it runs alone instead: it may repeat a request
 * that succeeded, and the one-by-one path looks at the key before the order, so it answers the
 * first result even where the same order would be refused now (the price moved, the feed paused).
 */
export type BatchSubmit<I, A> = (
  claim: KeyClaim | null,
  alone: () => Promise<A>,
  prepare: () => BatchFields<I> | Promise<BatchFields<I>>,
) => Promise<A>;

/** The balance a batch item pays from, and what it takes from the available amount. */
export interface Payment {
  user_id: number;
  currency_id: number;
  account_type: AccountType;
  cost: string;
}

/**
 * Locks the balances the items pay from (in id order) and answers the items they cover, in order
 * (`coveredItems`); the others run alone, where the balance answers for itself.
 */
export async function coveredByBalances<I>(
  trx: Trx,
  items: readonly I[],
  paymentOf: (item: I) => Payment,
): Promise<I[]> {
  const payments = new Map(items.map((item) => [item, paymentOf(item)]));
  const available = await ledger.lockAvailable(trx, [...payments.values()]);
  const keyOf = (p: Payment) => `${p.user_id}:${p.currency_id}:${p.account_type}`;
  return coveredItems(
    items,
    available,
    (item) => keyOf(payments.get(item)!),
    (item) => payments.get(item)!.cost,
  );
}

/** The group commit of one route; each request is answered once. */
export function moneyBatcher<I extends MoneyBatchItem<A>, A>(
  deps: AppDeps,
  name: string,
  write: BatchWriter<I, A>,
): BatchSubmit<I, A> {
  const group = new GroupCommit<I, A>((items) => runBatch(deps, name, items, write));
  return async (claim, alone, prepare) => {
    let fields: BatchFields<I>;
    try {
      fields = await prepare();
    } catch (error) {
      if (claim) return alone();
      throw error;
    }
    return group.submit({ ...fields, claim, alone } as I);
  };
}

async function runBatch<I extends MoneyBatchItem<A>, A>(
  deps: AppDeps,
  name: string,
  items: I[],
  write: BatchWriter<I, A>,
): Promise<Outcome<A>[]> {
  let answers = new Map<I, A>();
  if (items.length > 1) {
    try {
      answers = await moneyTransaction(
        deps.db,
        (trx) => writeBatch(trx, items, write),
        publishBalanceChanges(deps.events),
      );
    } catch (error) {
      // The message and code only: the driver's error carries every parameter of the batch.
      const { message, code } = error as { message?: string; code?: string };
      deps.log.warn({ message, code, requests: items.length }, `${name}: batch failed; one by one`);
      answers = new Map();
    }
  }
  return Promise.all(
    items.map((item): Promise<Outcome<A>> =>
      answers.has(item)
        ? Promise.resolve({ ok: true, value: answers.get(item) as A })
        : outcomeOf(item.alone),
    ),
  );
}

async function writeBatch<I extends MoneyBatchItem<A>, A>(
  trx: Trx,
  items: readonly I[],
  write: BatchWriter<I, A>,
): Promise<Map<I, A>> {
  const claimed = await claimIdempotencyKeys(
    trx,
    items.flatMap((i) => (i.claim ? [i.claim] : [])),
  );
  // A key asked twice in one batch belongs to its first request; the other runs alone.
  const owned = items.filter((i) => !i.claim || claimed.delete(claimKey(i.claim)));
  const answers = await write(trx, owned);
  const left = owned.filter((i) => !answers.has(i));
  await releaseIdempotencyKeys(
    trx,
    left.flatMap((i) => (i.claim ? [i.claim] : [])),
  );
  await storeIdempotentResponses(
    trx,
    owned.flatMap((i) =>
      i.claim && answers.has(i) ? [{ ...i.claim, response: answers.get(i) }] : [],
    ),
  );
  return answers;
}
