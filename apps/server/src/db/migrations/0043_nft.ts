import { sql, type Kysely } from 'kysely';

/** The NFT tile's screen; an operator's own route stays theirs. */
const NFT_ROUTE = '/pages/nft/nft';

/**
 * The NFT marketplace (issue #18), first slice: artists, their collections and the works
 * operators mint into them; custodial ownership (a work's `owner_id`, null while the platform
 * holds it) with one provenance row per step; fixed-price orders; favourites. Fans and sold
 * counts are counted from these rows, never stored (PRODUCT-RULES.md §0).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table nft_artists (
      id serial primary key,
      name text not null,
      bio text not null default '',
      avatar_url text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table nft_collections (
      id serial primary key,
      artist_id integer not null references nft_artists(id),
      name text not null,
      description text not null default '',
      cover_url text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table nft_works (
      id serial primary key,
      collection_id integer not null references nft_collections(id),
      artist_id integer not null references nft_artists(id),
      title text not null,
      description text not null default '',
      media_type text not null check (media_type in ('image', 'gif', 'audio', 'video')),
      media_url text not null,
      rarity text not null check (rarity in ('common', 'rare', 'epic', 'legendary')),
      sale_mode smallint not null check (sale_mode in (1, 2, 3)),
      currency_id integer not null references currencies(id),
      price numeric(36, 18) not null check (price > 0),
      start_time bigint not null,
      end_time bigint not null,
      flag smallint not null default 1 check (flag in (0, 1)),
      owner_id integer references users(id),
      sold_at timestamptz,
      created_by integer,
      created_at timestamptz not null default now(),
      check (end_time > start_time)
    )`.execute(db);
  await sql`create index nft_works_market on nft_works (sale_mode, id desc)`.execute(db);
  await sql`create index nft_works_artist on nft_works (artist_id)`.execute(db);
  await sql`create index nft_works_owner on nft_works (owner_id) where owner_id is not null`.execute(
    db,
  );
  await sql`
    create table nft_orders (
      id serial primary key,
      work_id integer not null references nft_works(id),
      user_id integer not null references users(id),
      price numeric(36, 18) not null,
      currency_id integer not null references currencies(id),
      status text not null default 'paid' check (status in ('paid')),
      created_at timestamptz not null default now(),
      paid_at timestamptz not null default now()
    )`.execute(db);
  // A work's first sale happens once, whatever requests race (the row lock decides first).
  await sql`create unique index nft_orders_one_sale on nft_orders (work_id)`.execute(db);
  await sql`create index nft_orders_user on nft_orders (user_id, id desc)`.execute(db);
  await sql`
    create table nft_provenance (
      id serial primary key,
      work_id integer not null references nft_works(id),
      kind text not null check (kind in ('mint', 'buy')),
      owner_id integer references users(id),
      order_id integer references nft_orders(id),
      price numeric(36, 18),
      currency_id integer references currencies(id),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index nft_provenance_work on nft_provenance (work_id, id)`.execute(db);
  await sql`
    create table nft_favourites (
      user_id integer not null references users(id),
      work_id integer not null references nft_works(id),
      created_at timestamptz not null default now(),
      primary key (work_id, user_id)
    )`.execute(db);
  await sql`create index nft_favourites_user on nft_favourites (user_id)`.execute(db);
  // A database seeded before the market keeps its tile: it opens the market from now on.
  await sql`update menu_items set route = ${NFT_ROUTE}, updated_at = now()
    where key = 'nft' and route is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update menu_items set route = null, updated_at = now()
    where key = 'nft' and route = ${NFT_ROUTE}`.execute(db);
  for (const table of [
    'nft_favourites',
    'nft_provenance',
    'nft_orders',
    'nft_works',
    'nft_collections',
    'nft_artists',
  ])
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
}
