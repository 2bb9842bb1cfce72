import { sql, type Kysely } from 'kysely';

/** The borrowing tile's screen; an operator's own route stays theirs. */
const BORROWING_ROUTE = '/pages/common/borrowing';

/**
 * Crypto loans (issue #19 item 3): the coins loans take as collateral with their hourly rate
 * (`loan_collaterals`), the lending pool's limit and what it has lent (`loan_pools`, one row per
 * lent coin, locked by each borrow so the limit holds under racing requests), the loans, and each
 * loan's history (`loan_events`) with the tick that checked or decided each step.
 *
 * A loan's `interest_hour` is the clock hour (hours since 1970, UTC) its interest is charged up
 * to, exclusive: each hour is charged at its start (the first at opening) by a guarded update
 * that moves `interest_hour` on, so each hour is charged once whichever node runs it and however
 * often. Liquidation keeps the tick and what the sale did on the loan's row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table loan_collaterals (
      currency_id integer primary key references currencies(id),
      symbol text not null,
      hourly_rate numeric(36, 18) not null check (hourly_rate >= 0 and hourly_rate <= 0.01),
      enabled boolean not null default true,
      sort integer not null default 0,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table loan_pools (
      currency_id integer primary key references currencies(id),
      pool_limit numeric(36, 18) not null default 0 check (pool_limit >= 0),
      lent numeric(36, 18) not null default 0 check (lent >= 0),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table loans (
      id serial primary key,
      user_id integer not null references users(id),
      currency_id integer not null references currencies(id),
      symbol text not null,
      loan_currency_id integer not null references currencies(id),
      collateral numeric(36, 18) not null check (collateral >= 0),
      borrowed numeric(36, 18) not null,
      principal numeric(36, 18) not null check (principal >= 0),
      interest numeric(36, 18) not null default 0 check (interest >= 0),
      interest_paid numeric(36, 18) not null default 0,
      hourly_rate numeric(36, 18) not null,
      interest_hour bigint not null,
      status text not null default 'open' check (status in ('open', 'repaid', 'liquidated')),
      open_price numeric(36, 18) not null,
      open_tick_time bigint not null,
      margin_call_at timestamptz,
      liq_price numeric(36, 18),
      liq_tick_time bigint,
      liq_debt numeric(36, 18),
      liq_sold numeric(36, 18),
      liq_proceeds numeric(36, 18),
      liq_returned numeric(36, 18),
      liq_surplus numeric(36, 18),
      liq_shortfall numeric(36, 18),
      created_at timestamptz not null default now(),
      closed_at timestamptz
    )`.execute(db);
  await sql`create index loans_user on loans (user_id, id desc)`.execute(db);
  await sql`create index loans_open on loans (id) where status = 'open'`.execute(db);
  await sql`
    create table loan_events (
      id serial primary key,
      loan_id integer not null references loans(id),
      user_id integer not null references users(id),
      kind text not null check (kind in ('borrow', 'repay', 'collateral_add',
        'collateral_withdraw', 'margin_call', 'liquidation')),
      amount numeric(36, 18),
      currency_id integer references currencies(id),
      price numeric(36, 18),
      tick_time bigint,
      ltv numeric(36, 18),
      principal_after numeric(36, 18) not null,
      interest_after numeric(36, 18) not null,
      collateral_after numeric(36, 18) not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index loan_events_loan on loan_events (loan_id, id desc)`.execute(db);
  // A database seeded before loans keeps its tile: it opens the borrowing screen from now on.
  await sql`update menu_items set route = ${BORROWING_ROUTE}, updated_at = now()
    where key = 'borrowing' and route is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update menu_items set route = null, updated_at = now()
    where key = 'borrowing' and route = ${BORROWING_ROUTE}`.execute(db);
  await sql`drop table if exists loan_events`.execute(db);
  await sql`drop table if exists loans`.execute(db);
  await sql`drop table if exists loan_pools`.execute(db);
  await sql`drop table if exists loan_collaterals`.execute(db);
}
