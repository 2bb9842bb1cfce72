import { sql, type Kysely } from 'kysely';

/**
 * Honest prices (issue #11): the simulated market's seed epochs (secret seed, published hash,
 * revealed when the epoch ends), ticks that decided something kept for good, and options that
 * could not be settled on a fresh price voided with their reason.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per seed epoch: `starts_at` (ms, a whole minute; 0 for the first) until the next
  // epoch's start. `seed` never leaves the server before its epoch has ended.
  await sql`
    create table market_seed_epochs (
      id serial primary key,
      starts_at bigint not null unique check (starts_at >= 0 and starts_at % 60000 = 0),
      seed text not null check (length(seed) >= 32),
      seed_hash text not null check (length(seed_hash) = 64),
      created_at timestamptz not null default now()
    )`.execute(db);

  // A tick that decided a placement, a fill or an outcome is never pruned.
  await sql`alter table market_ticks add column decisive boolean not null default false`.execute(
    db,
  );

  await sql`alter table option_orders add column void_reason text`.execute(db);
  await sql`alter table option_orders drop constraint option_orders_check`.execute(db);
  await sql`
    alter table option_orders add constraint option_orders_settled_check check (
      status <> 3 or void_reason is not null
      or (end_price is not null and end_time is not null and profit_result is not null))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table option_orders drop constraint option_orders_settled_check`.execute(db);
  await sql`alter table option_orders drop column void_reason`.execute(db);
  await sql`
    alter table option_orders add constraint option_orders_check check (
      status <> 3 or (end_price is not null and end_time is not null and profit_result is not null))`.execute(
    db,
  );
  await sql`alter table market_ticks drop column decisive`.execute(db);
  await sql`drop table market_seed_epochs`.execute(db);
}
