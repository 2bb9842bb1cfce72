import { sql, type Kysely } from 'kysely';

/** The coupon centre's tile and the me page's coupon row open the same screen. */
const COUPON_ROUTE = '/pages/setting/coupon';

/**
 * Coupons (issue #20 item 3): operators issue fee coupons (`coupons`, terms fixed once issued,
 * with the users a listed coupon is for), users claim one each (`user_coupons`, with the uses
 * left and the journal entry id the claim starts after), and each discounted fee is one row of
 * `coupon_discounts`, keyed by the fee posting and currency so a fee is discounted once, with the
 * posting that gave the discount back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table coupons (
      id serial primary key,
      name jsonb not null,
      kind text not null check (kind in ('spot_fee', 'futures_fee', 'withdraw_fee')),
      discount_rate numeric(10, 8) not null check (discount_rate > 0 and discount_rate <= 1),
      uses integer not null check (uses > 0),
      valid_days integer not null check (valid_days > 0),
      claim_until timestamptz not null,
      audience text not null check (audience in ('all', 'new', 'list')),
      new_user_days integer,
      quantity integer check (quantity > 0),
      claimed integer not null default 0,
      created_by integer not null references admins(id),
      created_at timestamptz not null default now(),
      revoked_at timestamptz,
      check (quantity is null or claimed <= quantity)
    )`.execute(db);
  await sql`
    create table coupon_users (
      coupon_id integer not null references coupons(id),
      user_id integer not null references users(id),
      primary key (coupon_id, user_id)
    )`.execute(db);
  await sql`
    create table user_coupons (
      id serial primary key,
      coupon_id integer not null references coupons(id),
      user_id integer not null references users(id),
      kind text not null,
      discount_rate numeric(10, 8) not null,
      uses_left integer not null check (uses_left >= 0),
      after_entry_id bigint not null,
      claimed_at timestamptz not null default now(),
      expires_at timestamptz not null,
      unique (coupon_id, user_id)
    )`.execute(db);
  await sql`create index user_coupons_user on user_coupons (user_id, id desc)`.execute(db);
  await sql`create index user_coupons_usable on user_coupons (user_id, expires_at)
    where uses_left > 0`.execute(db);
  await sql`
    create table coupon_discounts (
      fee_posting_id bigint not null,
      currency_id integer not null references currencies(id),
      user_coupon_id integer not null references user_coupons(id),
      user_id integer not null references users(id),
      fee numeric(36, 18) not null check (fee > 0),
      discount numeric(36, 18) not null check (discount > 0 and discount <= fee),
      posting_id bigint not null,
      created_at timestamptz not null default now(),
      primary key (fee_posting_id, currency_id)
    )`.execute(db);
  await sql`create index coupon_discounts_claim on coupon_discounts (user_coupon_id)`.execute(db);
  // A database seeded before coupons keeps its tile: it opens the coupon centre from now on.
  await sql`update menu_items set route = ${COUPON_ROUTE}, updated_at = now()
    where key = 'coupon' and route is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists coupon_discounts`.execute(db);
  await sql`drop table if exists user_coupons`.execute(db);
  await sql`drop table if exists coupon_users`.execute(db);
  await sql`drop table if exists coupons`.execute(db);
}
