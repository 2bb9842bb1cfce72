import { sql, type Kysely } from 'kysely';

/**
 * Held conversion quotes (PRODUCT-RULES.md §0: a quote shown for confirmation is held for a stated
 * time, then executes at exactly that quote or is refused). Each row keeps the feed ticks that
 * priced it, as the evidence of the conversion it may become; `used_at` makes it single use.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table conversion_quotes (
      id serial primary key,
      user_id integer not null references users(id),
      from_currency_id integer not null references currencies(id),
      to_currency_id integer not null references currencies(id),
      amount numeric(36, 18) not null check (amount > 0),
      rate numeric(36, 18) not null,
      gross numeric(36, 18) not null,
      fee numeric(36, 18) not null,
      receive numeric(36, 18) not null check (receive > 0),
      fee_rate numeric(12, 8) not null,
      from_price numeric(36, 18) not null,
      to_price numeric(36, 18) not null,
      from_symbol text,
      from_tick_time bigint,
      to_symbol text,
      to_tick_time bigint,
      price_time bigint not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz,
      conversion_id integer references conversions(id)
    )`.execute(db);
  await sql`create index conversion_quotes_user on conversion_quotes (user_id, id desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists conversion_quotes`.execute(db);
}
