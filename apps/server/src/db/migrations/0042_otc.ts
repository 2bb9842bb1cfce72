import { sql, type Kysely } from 'kysely';

/** The OTC and quick-buy tiles' screens; an operator's own route stays theirs. */
const OTC_ROUTE = '/pages/otc/otc?tab=buy';
const QUICK_BUY_ROUTE = '/pages/otc/otc?tab=quick';

/**
 * OTC / P2P trading with escrow (issue #19 items 1 and 2): merchants (a KYC level 2 user's
 * application and the operator's decision), their ads, and orders.
 *
 * An order's coins are not a flag: opening it posts them from the seller's exchange account to
 * the `escrow` house account, and release (to the buyer) or return (to the seller) posts them
 * out again. `otc_ads.available` is what is left to order; each order takes its quantity by a
 * guarded update (`available >= quantity`), so racing orders never oversell an ad. An order's
 * `deadline_at` is when it auto-cancels unless paid; the leader's sweep cancels due orders under
 * their row lock, so release and auto-cancel racing end in exactly one outcome.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table otc_merchants (
      user_id integer primary key references users(id),
      name text not null,
      status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
      reason text,
      applied_at timestamptz not null default now(),
      decided_at timestamptz,
      decided_by integer
    )`.execute(db);
  await sql`
    create table otc_ads (
      id serial primary key,
      user_id integer not null references users(id),
      side text not null check (side in ('buy', 'sell')),
      coin text not null,
      currency_id integer not null references currencies(id),
      fiat text not null,
      price_type text not null check (price_type in ('fixed', 'floating')),
      price numeric(36, 18),
      premium numeric(10, 4),
      quantity numeric(36, 18) not null check (quantity > 0),
      available numeric(36, 18) not null check (available >= 0),
      min_total numeric(36, 18) not null check (min_total > 0),
      max_total numeric(36, 18) not null check (max_total >= min_total),
      window_minutes integer not null,
      payments text not null,
      remark text not null default '',
      online boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index otc_ads_market on otc_ads (side, coin, fiat) where online`.execute(db);
  await sql`create index otc_ads_user on otc_ads (user_id, id desc)`.execute(db);
  await sql`
    create table otc_orders (
      id serial primary key,
      ad_id integer not null references otc_ads(id),
      maker_id integer not null references users(id),
      buyer_id integer not null references users(id),
      seller_id integer not null references users(id),
      currency_id integer not null references currencies(id),
      coin text not null,
      fiat text not null,
      price numeric(36, 18) not null,
      quantity numeric(36, 18) not null check (quantity > 0),
      total numeric(36, 18) not null,
      payments text not null,
      status text not null default 'open'
        check (status in ('open', 'paid', 'appeal', 'completed', 'cancelled')),
      payer_name text,
      payer_name_matches boolean,
      deadline_at timestamptz not null,
      paid_at timestamptz,
      released_at timestamptz,
      cancelled_at timestamptz,
      cancel_reason text check (cancel_reason in ('buyer', 'timeout', 'appeal')),
      appeal_by text check (appeal_by in ('buyer', 'seller')),
      appeal_reason text,
      appeal_at timestamptz,
      appeal_outcome text check (appeal_outcome in ('release', 'return')),
      appeal_decision text,
      appeal_decided_at timestamptz,
      appeal_decided_by integer,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index otc_orders_buyer on otc_orders (buyer_id, id desc)`.execute(db);
  await sql`create index otc_orders_seller on otc_orders (seller_id, id desc)`.execute(db);
  await sql`create index otc_orders_maker on otc_orders (maker_id, status)`.execute(db);
  await sql`create index otc_orders_due on otc_orders (deadline_at) where status = 'open'`.execute(
    db,
  );
  await sql`create index otc_orders_appeal on otc_orders (id) where status = 'appeal'`.execute(db);
  // A database seeded before OTC keeps its tiles: they open the OTC screen from now on.
  await sql`update menu_items set route = ${OTC_ROUTE}, updated_at = now()
    where key = 'otc' and route is null`.execute(db);
  await sql`update menu_items set route = ${QUICK_BUY_ROUTE}, updated_at = now()
    where key = 'quick_buy' and route is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update menu_items set route = null, updated_at = now()
    where key = 'otc' and route = ${OTC_ROUTE}`.execute(db);
  await sql`update menu_items set route = null, updated_at = now()
    where key = 'quick_buy' and route = ${QUICK_BUY_ROUTE}`.execute(db);
  await sql`drop table if exists otc_orders`.execute(db);
  await sql`drop table if exists otc_ads`.execute(db);
  await sql`drop table if exists otc_merchants`.execute(db);
}
