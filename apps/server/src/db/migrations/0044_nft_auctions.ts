import { sql, type Kysely } from 'kysely';

/**
 * NFT auctions (issue #18, PRODUCT-RULES.md §9): each auction's per-bid increment, deposit,
 * highest bid and whether its end was settled; the bidders' deposits (one per auction and
 * bidder); the public bid records; and orders that wait for payment (an auction's winner has
 * 24 hours) or expired.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table nft_works
    add column bid_increment numeric(36, 18) check (bid_increment > 0),
    add column deposit numeric(36, 18) check (deposit > 0),
    add column current_bid numeric(36, 18),
    add column current_bidder integer references users(id),
    add column settled_at timestamptz`.execute(db);
  // The engine's due work: auctions past their end that are not settled yet.
  await sql`create index nft_works_auction_due on nft_works (end_time)
    where sale_mode = 2 and settled_at is null`.execute(db);
  await sql`
    create table nft_deposits (
      work_id integer not null references nft_works(id),
      user_id integer not null references users(id),
      amount numeric(36, 18) not null,
      currency_id integer not null references currencies(id),
      status text not null default 'locked'
        check (status in ('locked', 'returned', 'applied', 'forfeited')),
      created_at timestamptz not null default now(),
      primary key (work_id, user_id)
    )`.execute(db);
  await sql`
    create table nft_bids (
      id serial primary key,
      work_id integer not null references nft_works(id),
      user_id integer not null references users(id),
      price numeric(36, 18) not null,
      end_time bigint not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index nft_bids_work on nft_bids (work_id, id desc)`.execute(db);
  await sql`create index nft_bids_user on nft_bids (user_id, id desc)`.execute(db);
  await sql`alter table nft_orders drop constraint nft_orders_status_check`.execute(db);
  await sql`alter table nft_orders
    add constraint nft_orders_status_check check (status in ('pending', 'paid', 'expired')),
    add column deposit numeric(36, 18) not null default 0,
    add column due_at bigint,
    alter column paid_at drop not null,
    alter column paid_at drop default`.execute(db);
  await sql`create index nft_orders_due on nft_orders (due_at) where status = 'pending'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists nft_orders_due`.execute(db);
  await sql`delete from nft_orders where status <> 'paid'`.execute(db);
  await sql`alter table nft_orders drop constraint nft_orders_status_check`.execute(db);
  await sql`alter table nft_orders
    add constraint nft_orders_status_check check (status in ('paid')),
    drop column deposit, drop column due_at,
    alter column paid_at set default now(), alter column paid_at set not null`.execute(db);
  await sql`drop table if exists nft_bids`.execute(db);
  await sql`drop table if exists nft_deposits`.execute(db);
  await sql`drop index if exists nft_works_auction_due`.execute(db);
  await sql`alter table nft_works drop column bid_increment, drop column deposit,
    drop column current_bid, drop column current_bidder, drop column settled_at`.execute(db);
}
