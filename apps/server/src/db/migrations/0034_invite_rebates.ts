import { sql, type Kysely } from 'kysely';

/**
 * Invite rebates (issue #20 item 4). One row per rebated fee: the fee posting and currency it
 * came from (the key: a fee is rebated once), the inviter and invitee, the fee, the rate in force
 * and the rebate, and the posting that paid it (null until the hourly payment). The rate is a
 * public setting, so the share page says it. A partial index finds the fee legs of the journal.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table invite_rebates (
      fee_posting_id bigint not null,
      currency_id integer not null references currencies(id),
      fee_at timestamptz not null,
      inviter_id integer not null references users(id),
      invitee_id integer not null references users(id),
      fee numeric(36, 18) not null check (fee > 0),
      rate numeric(10, 8) not null,
      rebate numeric(36, 18) not null check (rebate >= 0),
      paid_posting_id bigint,
      created_at timestamptz not null default now(),
      primary key (fee_posting_id, currency_id)
    )`.execute(db);
  await sql`create index invite_rebates_unpaid on invite_rebates (inviter_id, currency_id)
    where paid_posting_id is null`.execute(db);
  await sql`create index invite_rebates_invitee on invite_rebates (inviter_id, invitee_id)`.execute(
    db,
  );
  await sql`create index invite_rebates_fee_at on invite_rebates (fee_at)`.execute(db);
  await sql`create index ledger_entries_fee_legs on ledger_entries (posting_id)
    where house = 'fees'`.execute(db);
  await sql`
    insert into settings (key, value, is_public) values ('invite_rebate_rate', '0.2', true)
    on conflict (key) do nothing`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from settings where key = 'invite_rebate_rate'`.execute(db);
  await sql`drop index if exists ledger_entries_fee_legs`.execute(db);
  await sql`drop table if exists invite_rebates`.execute(db);
}
