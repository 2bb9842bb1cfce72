import { sql, type Kysely } from 'kysely';

/**
 * Lock-up mining (#17 item 4): products (terms, category, where the yield comes from) and the
 * users' orders with the terms copied on. The home tiles of the lock-up list and its three
 * mining categories open it in databases seeded before (only a tile still without a route: one
 * an operator set stays theirs).
 */
const ROUTES: [key: string, route: string][] = [
  ['lock_mining', '/pages/lockming/lockming'],
  ['mining', '/pages/lockming/lockming?category=mining'],
  ['defi', '/pages/lockming/lockming?category=defi'],
  ['cloud_mining', '/pages/lockming/lockming?category=cloud'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table lockup_products (
      id serial primary key,
      name jsonb not null,
      yield_source jsonb not null,
      category text not null check (category in ('lock', 'mining', 'defi', 'cloud')),
      currency_id integer not null references currencies(id),
      daily_rate numeric(12, 8) not null check (daily_rate > 0 and daily_rate <= 1),
      lock_days integer not null check (lock_days between 1 and 3650),
      min_amount numeric(36, 18) not null check (min_amount > 0),
      penalty_ratio numeric(12, 8) not null check (penalty_ratio >= 0 and penalty_ratio * lock_days <= 1),
      sort integer not null default 0,
      open boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table lockup_orders (
      id serial primary key,
      user_id integer not null references users(id),
      product_id integer not null references lockup_products(id),
      currency_id integer not null references currencies(id),
      amount numeric(36, 18) not null check (amount > 0),
      daily_rate numeric(12, 8) not null,
      lock_days integer not null,
      penalty_ratio numeric(12, 8) not null,
      first_day integer not null,
      days_paid integer not null default 0 check (days_paid between 0 and lock_days),
      accrued numeric(36, 18) not null default 0,
      penalty numeric(36, 18),
      status smallint not null default 1 check (status in (1, 2, 3)),
      created_at timestamptz not null default now(),
      closed_at timestamptz,
      check ((status = 1) = (closed_at is null)),
      check ((status = 2) = (penalty is not null))
    )`.execute(db);
  await sql`create index lockup_orders_user on lockup_orders (user_id, id desc)`.execute(db);
  // The daily accrual walks the orders in progress by id.
  await sql`create index lockup_orders_running on lockup_orders (id) where status = 1`.execute(db);

  await setTileRoutes(db);
}

/** The four tiles open the lock-up list, unless a route is set already (an operator's stays). */
export async function setTileRoutes(db: Kysely<unknown>): Promise<void> {
  for (const [key, route] of ROUTES) {
    await sql`update menu_items set route = ${route}, updated_at = now()
      where key = ${key} and route is null`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [key, route] of ROUTES) {
    await sql`update menu_items set route = null, updated_at = now()
      where key = ${key} and route = ${route}`.execute(db);
  }
  await sql`drop table if exists lockup_orders`.execute(db);
  await sql`drop table if exists lockup_products`.execute(db);
}
