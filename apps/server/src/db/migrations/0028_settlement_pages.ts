import { sql, type Kysely } from 'kysely';

/**
 * Room for the nightly settlements to update rows in place (#17 figures). A row updated where
 * its page has room, with no indexed column changed, is a heap-only update: no index is written.
 * Lock-up orders are updated once a day each (the accrual) and balances on every posting, so
 * their pages keep free space (new pages; old pages move their rows to new ones on the first
 * update). The journal's per-balance index leaves out house entries, which have no balance row:
 * nothing looks them up by balance, and the daily yield alone adds one per order. Subscriptions
 * still committed get their own small index, so a run can find an allocation left unfinished
 * without reading a project's every order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table lockup_orders set (fillfactor = 50)`.execute(db);
  await sql`alter table balances set (fillfactor = 70)`.execute(db);
  await sql`drop index ledger_entries_balance`.execute(db);
  await sql`create index ledger_entries_balance on ledger_entries (balance_id, id)
    where balance_id is not null`.execute(db);
  await sql`create index ieo_orders_committed on ieo_orders (project_id)
    where status = 'committed'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index ieo_orders_committed`.execute(db);
  await sql`drop index ledger_entries_balance`.execute(db);
  await sql`create index ledger_entries_balance on ledger_entries (balance_id, id)`.execute(db);
  await sql`alter table balances reset (fillfactor)`.execute(db);
  await sql`alter table lockup_orders reset (fillfactor)`.execute(db);
}
