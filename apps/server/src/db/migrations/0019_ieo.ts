import { sql, type Kysely } from 'kysely';

/** The IEO tile's screen (#17 item 3); an operator's own route stays theirs. */
const IEO_ROUTE = '/pages/ieo/ieo';

/**
 * IEO projects and subscriptions (#17 item 3, PRODUCT-RULES.md §8). A subscription freezes
 * issue price × tokens applied for; the allocation (`ieoRules.allocate`, from the frozen commit
 * list) writes what each one passed, cost and got back, once (`allocated_at` is claimed in SQL);
 * the listing credits the tokens once (`listed_at`). Terms are locked once the project starts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table ieo_projects (
      id serial primary key,
      name text not null,
      symbol text not null unique,
      token_decimals smallint not null check (token_decimals between 0 and 8),
      pay_currency_id integer not null references currencies(id),
      price numeric(36, 18) not null check (price > 0),
      total_supply numeric(36, 18) not null check (total_supply > 0),
      user_cap numeric(36, 18) not null check (user_cap > 0),
      min_amount numeric(36, 18) not null check (min_amount > 0),
      lock_days integer not null default 0 check (lock_days >= 0),
      start_at bigint not null,
      end_at bigint not null,
      listing_at bigint not null,
      white_paper text not null default '',
      website text not null default '',
      description text not null default '',
      published boolean not null default false,
      allocated_at bigint,
      passed_total numeric(36, 18),
      dust numeric(36, 18),
      unsold numeric(36, 18),
      listed_at bigint,
      token_currency_id integer references currencies(id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (start_at < end_at and end_at <= listing_at),
      check (listed_at is null or allocated_at is not null)
    )`.execute(db);
  await sql`create index ieo_projects_due on ieo_projects (end_at) where listed_at is null`.execute(
    db,
  );
  await sql`
    create table ieo_orders (
      id serial primary key,
      project_id integer not null references ieo_projects(id),
      user_id integer not null references users(id),
      pay_currency_id integer not null references currencies(id),
      price numeric(36, 18) not null check (price > 0),
      applied numeric(36, 18) not null check (applied > 0),
      paid numeric(36, 18) not null check (paid > 0),
      status text not null default 'committed' check (status in ('committed', 'allocated', 'listed')),
      passed numeric(36, 18),
      cost numeric(36, 18),
      refunded numeric(36, 18),
      created_at timestamptz not null default now(),
      allocated_at bigint,
      listed_at bigint,
      unique (project_id, user_id),
      check ((status = 'committed') = (passed is null)),
      check (cost is null or cost + refunded = paid)
    )`.execute(db);
  await sql`create index ieo_orders_user on ieo_orders (user_id, id desc)`.execute(db);
  await sql`update menu_items set route = ${IEO_ROUTE}, updated_at = now()
    where key = 'ieo' and route is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update menu_items set route = null, updated_at = now()
    where key = 'ieo' and route = ${IEO_ROUTE}`.execute(db);
  await sql`drop table if exists ieo_orders`.execute(db);
  await sql`drop table if exists ieo_projects`.execute(db);
}
