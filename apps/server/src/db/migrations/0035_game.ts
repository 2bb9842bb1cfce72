import { sql, type Kysely } from 'kysely';

/** The game tile's screen; an operator's own route stays theirs. */
const GAME_ROUTE = '/pages/game/game';

/**
 * The price game (issue #20 item 6): one row per round, with the two recorded prices that decide
 * it (the open tick's, and the close tick's once settled) and the points it earned. Points are
 * not money: no ledger posting, no balance. Pending rounds are found by their close time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table game_rounds (
      id serial primary key,
      user_id integer not null references users(id),
      symbol text not null,
      direction text not null check (direction in ('up', 'down')),
      open_price numeric(36, 18) not null,
      open_time bigint not null,
      close_at bigint not null,
      close_price numeric(36, 18),
      close_time bigint,
      outcome text not null default 'pending'
        check (outcome in ('pending', 'won', 'lost', 'draw', 'void')),
      points integer not null default 0,
      created_at timestamptz not null default now(),
      settled_at timestamptz
    )`.execute(db);
  await sql`create index game_rounds_user on game_rounds (user_id, id desc)`.execute(db);
  await sql`create index game_rounds_pending on game_rounds (close_at)
    where outcome = 'pending'`.execute(db);
  await sql`create index game_rounds_week on game_rounds (created_at) where points > 0`.execute(db);
  // At most one open round per user, whatever requests race.
  await sql`create unique index game_rounds_one_open on game_rounds (user_id)
    where outcome = 'pending'`.execute(db);
  // A database seeded before the game keeps its tile: it opens the game from now on.
  await sql`update menu_items set route = ${GAME_ROUTE}, updated_at = now()
    where key = 'game' and route is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update menu_items set route = null, updated_at = now()
    where key = 'game' and route = ${GAME_ROUTE}`.execute(db);
  await sql`drop table if exists game_rounds`.execute(db);
}
