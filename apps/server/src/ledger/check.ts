import { sql } from 'kysely';

import type { Executor } from '../db/database.js';

export interface LedgerProblem {
  kind:
    | 'negative_balance'
    | 'balance_differs_from_journal'
    | 'posting_unbalanced'
    | 'currency_unbalanced';
  detail: Record<string, unknown>;
}

/**
 * The ledger's invariants (ARCHITECTURE.md "Money: the ledger"): no balance or frozen amount
 * below zero; every balance equals the sum of its journal; every posting, and so every currency
 * as a whole, sums to zero. Answers the problems found; none means the books are clean.
 */
export async function checkLedger(db: Executor): Promise<LedgerProblem[]> {
  const problems: LedgerProblem[] = [];

  const negative = await sql<{ id: number; available: string; frozen: string }>`
    select id, available, frozen from balances where available < 0 or frozen < 0 limit 100`.execute(
    db,
  );
  for (const row of negative.rows) problems.push({ kind: 'negative_balance', detail: row });

  const differs = await sql<{
    id: number;
    available: string;
    frozen: string;
    journal_available: string;
    journal_frozen: string;
  }>`
    select b.id, b.available, b.frozen,
           coalesce(j.available, 0) as journal_available, coalesce(j.frozen, 0) as journal_frozen
    from balances b
    left join (
      select balance_id, sum(delta_available) as available, sum(delta_frozen) as frozen
      from ledger_entries where balance_id is not null group by balance_id
    ) j on j.balance_id = b.id
    where b.available <> coalesce(j.available, 0) or b.frozen <> coalesce(j.frozen, 0)
    limit 100`.execute(db);
  for (const row of differs.rows)
    problems.push({ kind: 'balance_differs_from_journal', detail: row });

  const unbalanced = await sql<{ posting_id: number; currency_id: number; sum: string }>`
    select posting_id, currency_id, sum(delta_available + delta_frozen) as sum
    from ledger_entries group by posting_id, currency_id
    having sum(delta_available + delta_frozen) <> 0
    limit 100`.execute(db);
  for (const row of unbalanced.rows) problems.push({ kind: 'posting_unbalanced', detail: row });

  const currencies = await sql<{ currency_id: number; sum: string }>`
    select currency_id, sum(delta_available + delta_frozen) as sum
    from ledger_entries group by currency_id
    having sum(delta_available + delta_frozen) <> 0`.execute(db);
  for (const row of currencies.rows) problems.push({ kind: 'currency_unbalanced', detail: row });

  return problems;
}
