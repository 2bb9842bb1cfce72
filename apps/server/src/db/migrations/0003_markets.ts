import { sql, type Kysely } from 'kysely';

/**
 * Markets: trading pairs with their switches and parameters, recorded ticks, 1-minute candles
 * (every other period is aggregated from them), favourites and pair views (hot search).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table currency_matches (
      id integer primary key,
      currency_id integer not null references currencies(id),
      legal_id integer not null references currencies(id),
      symbol text not null unique,
      category text not null check (category in ('crypto', 'stock')),
      sort integer not null default 0,
      open_coin_trade boolean not null default true,
      open_lever boolean not null default true,
      open_microtrade boolean not null default true,
      lot_size numeric(36, 18) not null check (lot_size > 0),
      leverages jsonb not null default '[]',
      fee_rate numeric(12, 8) not null check (fee_rate >= 0 and fee_rate < 1),
      spread numeric(12, 8) not null check (spread >= 0 and spread < 1),
      price_precision integer not null check (price_precision between 0 and 18),
      amount_precision integer not null check (amount_precision between 0 and 18),
      status integer not null default 1,
      unique (currency_id, legal_id)
    )`.execute(db);

  await sql`
    create table market_ticks (
      symbol text not null,
      time bigint not null,
      price numeric(36, 18) not null check (price > 0),
      volume numeric(36, 18) not null check (volume >= 0),
      primary key (symbol, time)
    )`.execute(db);
  await sql`create index market_ticks_time on market_ticks (time)`.execute(db);

  await sql`
    create table market_candles_1m (
      symbol text not null,
      open_time bigint not null check (open_time % 60000 = 0),
      open numeric(36, 18) not null,
      high numeric(36, 18) not null,
      low numeric(36, 18) not null,
      close numeric(36, 18) not null,
      volume numeric(36, 18) not null,
      primary key (symbol, open_time),
      check (low <= open and low <= close and high >= open and high >= close)
    )`.execute(db);

  await sql`
    create table market_favourites (
      id serial primary key,
      user_id integer not null references users(id),
      match_id integer not null references currency_matches(id),
      created_at timestamptz not null default now(),
      unique (user_id, match_id)
    )`.execute(db);

  await sql`
    create table market_views (
      match_id integer not null references currency_matches(id),
      user_id integer not null references users(id),
      viewed_at timestamptz not null default now(),
      primary key (match_id, user_id)
    )`.execute(db);
  await sql`create index market_views_recent on market_views (viewed_at)`.execute(db);
  await sql`create index market_views_user on market_views (user_id, viewed_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'market_views',
    'market_favourites',
    'market_candles_1m',
    'market_ticks',
    'currency_matches',
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
