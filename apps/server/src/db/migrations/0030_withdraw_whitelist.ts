import { sql, type Kysely } from 'kysely';

/**
 * The withdrawal whitelist (issue #21 item 3): a user's switch, and when each saved address and
 * bound card can take a withdrawal. A row in `withdraw_whitelists` means it was turned on at
 * `on_since`; `off_at` is when a requested turning off takes effect (the whitelist applies until
 * then). Addresses and cards saved while it applies become usable 24 h later; those saved before
 * are usable at once (their `usable_at` is when they were saved).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table withdraw_whitelists (
      user_id integer primary key references users(id),
      on_since timestamptz not null,
      off_at timestamptz,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`alter table withdraw_addresses add column usable_at timestamptz`.execute(db);
  await sql`update withdraw_addresses set usable_at = created_at`.execute(db);
  await sql`
    alter table withdraw_addresses
      alter column usable_at set default now(), alter column usable_at set not null`.execute(db);
  await sql`alter table bank_cards add column usable_at timestamptz`.execute(db);
  await sql`update bank_cards set usable_at = updated_at`.execute(db);
  await sql`
    alter table bank_cards
      alter column usable_at set default now(), alter column usable_at set not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table bank_cards drop column if exists usable_at`.execute(db);
  await sql`alter table withdraw_addresses drop column if exists usable_at`.execute(db);
  await sql`drop table if exists withdraw_whitelists`.execute(db);
}
