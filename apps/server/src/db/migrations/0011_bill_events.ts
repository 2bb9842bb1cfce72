import { sql, type Kysely } from 'kysely';

/**
 * The bill pages a user's events (postings) newest first (`group by posting_id order by
 * posting_id desc limit n`): with the user's entries in posting order, a page reads its own rows
 * and stops, instead of grouping every entry the user ever had.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index ledger_entries_user_posting on ledger_entries (user_id, posting_id desc)
    where user_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index ledger_entries_user_posting`.execute(db);
}
