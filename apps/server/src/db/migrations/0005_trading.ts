import { sql, type Kysely } from 'kysely';

/**
 * Trading: spot orders, futures positions, option durations and orders (PRODUCT-RULES.md §4-§6).
 * Each row records the feed tick (price and time) that executed it; state changes are guarded
 * by `where status = …` so the engine executes every item exactly once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table currency_matches
      add column lever_min_share integer not null default 1 check (lever_min_share >= 1),
      add column lever_max_share integer not null default 1000,
      add check (lever_max_share >= lever_min_share)`.execute(db);

  // Stocks trade as futures only (issue #4): no spot orders on stock pairs.
  await sql`update currency_matches set open_coin_trade = false where category = 'stock'`.execute(
    db,
  );

  await sql`
    create table spot_orders (
      id serial primary key,
      user_id integer not null references users(id),
      match_id integer not null references currency_matches(id),
      symbol text not null,
      type smallint not null check (type in (1, 2)),
      order_type text not null check (order_type in ('market', 'limit')),
      target_price numeric(36, 18) not null check (target_price > 0),
      amount numeric(36, 18) not null check (amount > 0),
      frozen_currency_id integer not null references currencies(id),
      frozen_amount numeric(36, 18) not null check (frozen_amount >= 0),
      fee_rate numeric(12, 8) not null,
      fill_price numeric(36, 18),
      total numeric(36, 18),
      fee numeric(36, 18),
      tick_price numeric(36, 18),
      tick_time bigint,
      status smallint not null default 1 check (status in (1, 2, 3)),
      created_at timestamptz not null default now(),
      filled_at timestamptz,
      cancelled_at timestamptz,
      check (status <> 2 or (fill_price is not null and tick_price is not null and tick_time is not null))
    )`.execute(db);
  await sql`create index spot_orders_user on spot_orders (user_id, id desc)`.execute(db);
  await sql`create index spot_orders_open on spot_orders (match_id) where status = 1`.execute(db);

  await sql`
    create table lever_positions (
      id serial primary key,
      user_id integer not null references users(id),
      match_id integer not null references currency_matches(id),
      symbol text not null,
      type smallint not null check (type in (1, 2)),
      share integer not null check (share > 0),
      lot_size numeric(36, 18) not null check (lot_size > 0),
      multiple integer not null check (multiple > 0),
      entry smallint not null check (entry in (0, 1)),
      target_price numeric(36, 18),
      price numeric(36, 18),
      caution_money numeric(36, 18) not null check (caution_money >= 0),
      trade_fee numeric(36, 18) not null check (trade_fee >= 0),
      overnight_money numeric(36, 18) not null default 0 check (overnight_money >= 0),
      fee_rate numeric(12, 8) not null,
      target_profit_price numeric(36, 18),
      stop_loss_price numeric(36, 18),
      status smallint not null check (status between 0 and 4),
      open_tick_price numeric(36, 18),
      open_tick_time bigint,
      close_price numeric(36, 18),
      close_tick_price numeric(36, 18),
      close_tick_time bigint,
      close_reason text check (close_reason in ('user', 'take_profit', 'stop_loss', 'liquidation')),
      profits numeric(36, 18),
      created_at timestamptz not null default now(),
      opened_at timestamptz,
      closed_at timestamptz,
      last_overnight_day date,
      check (status <> 1 or (price is not null and open_tick_price is not null)),
      check (status <> 3 or (close_price is not null and close_tick_price is not null and profits is not null))
    )`.execute(db);
  await sql`create index lever_positions_user on lever_positions (user_id, status, id desc)`.execute(
    db,
  );
  await sql`create index lever_positions_live on lever_positions (match_id) where status in (0, 1)`.execute(
    db,
  );

  await sql`
    create table option_durations (
      id serial primary key,
      seconds integer not null unique check (seconds > 0),
      profit_ratio numeric(12, 8) not null check (profit_ratio > 0),
      min_amount numeric(36, 18) not null check (min_amount > 0),
      max_amount numeric(36, 18) not null,
      fee_rate numeric(12, 8) not null default 0 check (fee_rate >= 0 and fee_rate < 1),
      sort integer not null default 0,
      enabled boolean not null default true,
      check (max_amount >= min_amount)
    )`.execute(db);
  await sql`
    insert into option_durations (seconds, profit_ratio, min_amount, max_amount, sort) values
      (30, 0.80, 10, 10000, 1), (60, 0.85, 10, 20000, 2), (120, 0.88, 10, 50000, 3),
      (300, 0.90, 10, 50000, 4), (600, 0.92, 10, 100000, 5)`.execute(db);

  await sql`
    create table option_orders (
      id serial primary key,
      user_id integer not null references users(id),
      match_id integer not null references currency_matches(id),
      symbol text not null,
      currency_id integer not null references currencies(id),
      type smallint not null check (type in (1, 2)),
      seconds integer not null,
      number numeric(36, 18) not null check (number > 0),
      fee numeric(36, 18) not null default 0,
      profit_ratio numeric(12, 8) not null,
      open_price numeric(36, 18) not null,
      open_time bigint not null,
      expires_at bigint not null,
      end_price numeric(36, 18),
      end_time bigint,
      fact_profits numeric(36, 18),
      profit_result smallint check (profit_result in (-1, 0, 1)),
      status smallint not null default 1 check (status in (1, 2, 3)),
      created_at timestamptz not null default now(),
      settled_at timestamptz,
      check (status <> 3 or (end_price is not null and end_time is not null and profit_result is not null))
    )`.execute(db);
  await sql`create index option_orders_user on option_orders (user_id, id desc)`.execute(db);
  await sql`create index option_orders_due on option_orders (expires_at) where status = 1`.execute(
    db,
  );

  await sql`
    insert into settings (key, value, is_public) values
      ('lever_liquidation_risk_rate', '20', true), ('lever_overnight_rate', '0.0005', true), ('options_enabled', '1', true)
    on conflict (key) do nothing`.execute(db);

  // The trading tiles of databases seeded before this migration now lead to their screens.
  for (const [key, route] of [
    ['stock', '/pages/transaction/index2?category=stock'],
    ['futures', '/pages/transaction/index2'],
    ['margin', '/pages/transaction/contract'],
    ['options', '/pages/transaction/index'],
  ]) {
    await sql`update menu_items set route = ${route} where key = ${key} and route is null`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['option_orders', 'option_durations', 'lever_positions', 'spot_orders']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
  await sql`alter table currency_matches drop column lever_min_share, drop column lever_max_share`.execute(
    db,
  );
}
