import { sql, type Kysely } from 'kysely';

/**
 * The journal without foreign keys: each key cost a trigger per inserted row (three quarters of
 * a journal insert, issue #13). The journal is append-only and written only by the ledger, from
 * rows it has just locked or read; `checkLedger` proves every reference the keys guarded
 * (posting, balance, user, admin, currency) still points at a row.
 */
const KEYS = [
  ['ledger_entries', 'ledger_entries_posting_id_fkey', 'posting_id', 'ledger_postings'],
  ['ledger_entries', 'ledger_entries_balance_id_fkey', 'balance_id', 'balances'],
  ['ledger_entries', 'ledger_entries_user_id_fkey', 'user_id', 'users'],
  ['ledger_entries', 'ledger_entries_currency_id_fkey', 'currency_id', 'currencies'],
  ['ledger_postings', 'ledger_postings_user_id_fkey', 'user_id', 'users'],
  ['ledger_postings', 'ledger_postings_admin_id_fkey', 'admin_id', 'admins'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, name] of KEYS) {
    await sql`alter table ${sql.table(table)} drop constraint ${sql.id(name)}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, name, column, target] of KEYS) {
    await sql`
      alter table ${sql.table(table)} add constraint ${sql.id(name)}
      foreign key (${sql.ref(column)}) references ${sql.table(target)} (id)`.execute(db);
  }
}
