import { sql } from 'kysely';

import type { Executor } from '../db/database.js';

export interface LedgerProblem {
  kind:
    | 'negative_balance'
    | 'balance_differs_from_journal'
    | 'posting_unbalanced'
    | 'currency_unbalanced'
    | 'dangling_reference'
    | 'entry_balance_mismatch';
  detail: Record<string, unknown>;
}

/**
 * The ledger's invariants (ARCHITECTURE.md "Money: the ledger"): no balance or frozen amount
 * below zero; every balance equals the sum of its journal; every posting, and so every currency
 * as a whole, sums to zero; every journal row points at rows that exist (the journal has no
 * foreign keys, for speed) and every entry at a balance of its own user, currency and account.
 * Answers the problems found; none means the books are clean.
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

  for (const row of await danglingReferences(db))
    problems.push({ kind: 'dangling_reference', detail: row });

  const mismatched = await sql<{ id: number; balance_id: number }>`
    select e.id, e.balance_id from ledger_entries e join balances b on b.id = e.balance_id
    where b.user_id is distinct from e.user_id or b.currency_id <> e.currency_id
       or b.account_type <> e.account_type
    limit 100`.execute(db);
  for (const row of mismatched.rows) problems.push({ kind: 'entry_balance_mismatch', detail: row });

  return problems;
}

/**
 * Journal rows whose posting, balance, user, admin or currency does not exist: what the foreign
 * keys the journal dropped (migration 0007) used to refuse.
 */
async function danglingReferences(db: Executor) {
  const found = await sql<{ table: string; id: number; column: string; value: number }>`
    select 'ledger_entries' as "table", e.id, 'posting_id' as "column", e.posting_id as value
      from ledger_entries e where not exists (select 1 from ledger_postings p where p.id = e.posting_id)
    union all
    select 'ledger_entries', e.id, 'balance_id', e.balance_id
      from ledger_entries e where e.balance_id is not null
      and not exists (select 1 from balances b where b.id = e.balance_id)
    union all
    select 'ledger_entries', e.id, 'user_id', e.user_id
      from ledger_entries e where e.user_id is not null
      and not exists (select 1 from users u where u.id = e.user_id)
    union all
    select 'ledger_entries', e.id, 'currency_id', e.currency_id
      from ledger_entries e where not exists (select 1 from currencies c where c.id = e.currency_id)
    union all
    select 'ledger_postings', p.id, 'user_id', p.user_id
      from ledger_postings p where p.user_id is not null
      and not exists (select 1 from users u where u.id = p.user_id)
    union all
    select 'ledger_postings', p.id, 'admin_id', p.admin_id
      from ledger_postings p where p.admin_id is not null
      and not exists (select 1 from admins a where a.id = p.admin_id)
    limit 100`.execute(db);
  return found.rows;
}
