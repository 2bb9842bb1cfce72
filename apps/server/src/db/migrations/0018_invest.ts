import { sql, type Kysely } from 'kysely';

/** The invest tile's screen (#17 item 2); an operator's own route stays theirs. */
const INVEST_ROUTE = '/pages/invest/invest';

/**
 * Invest (dual) products and orders (#17 item 2, PRODUCT-RULES.md §8). A product's terms are
 * frozen once a share is sold; its settlement (the average of the recorded ticks over its window,
 * and how many ticks) is stored on the product and on every order it decided.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table invest_products (
      id serial primary key,
      type smallint not null check (type in (1, 2)),
      currency_id integer not null references currencies(id),
      usdt_id integer not null references currencies(id),
      invest_currency_id integer not null references currencies(id),
      symbol text not null,
      unit_price numeric(36, 18) not null check (unit_price > 0),
      apr numeric(12, 8) not null check (apr > 0),
      linked_price numeric(36, 18) not null check (linked_price > 0),
      days integer not null check (days > 0),
      total_shares integer not null check (total_shares > 0),
      sold_shares integer not null default 0 check (sold_shares >= 0 and sold_shares <= total_shares),
      settle_at bigint not null,
      window_minutes integer not null check (window_minutes > 0),
      window_start bigint not null,
      status smallint not null default 0 check (status in (0, 1, 2)),
      settlement_price numeric(36, 18),
      tick_count integer,
      settled_at bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (window_start < settle_at)
    )`.execute(db);
  await sql`create index invest_products_due on invest_products (settle_at) where settled_at is null`.execute(
    db,
  );

  await sql`
    create table invest_orders (
      id serial primary key,
      user_id integer not null references users(id),
      product_id integer not null references invest_products(id),
      shares integer not null check (shares > 0),
      amount numeric(36, 18) not null check (amount > 0),
      invest_currency_id integer not null references currencies(id),
      status smallint not null default 1 check (status in (1, 2, 3, 4)),
      settlement_price numeric(36, 18),
      tick_count integer,
      payout_currency_id integer references currencies(id),
      payout numeric(36, 18),
      payout_side text check (payout_side in ('coin', 'usdt')),
      fail_reason text,
      created_at timestamptz not null default now(),
      settled_at timestamptz,
      check (status < 3 or (payout is not null and payout_currency_id is not null and tick_count is not null)),
      check (status <> 3 or settlement_price is not null)
    )`.execute(db);
  await sql`create index invest_orders_user on invest_orders (user_id, id desc)`.execute(db);
  await sql`create index invest_orders_open on invest_orders (product_id) where status in (1, 2)`.execute(
    db,
  );

  await sql`update menu_items set route = ${INVEST_ROUTE}, updated_at = now()
    where key = 'invest' and route is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update menu_items set route = null, updated_at = now()
    where key = 'invest' and route = ${INVEST_ROUTE}`.execute(db);
  await sql`drop table invest_orders`.execute(db);
  await sql`drop table invest_products`.execute(db);
}
