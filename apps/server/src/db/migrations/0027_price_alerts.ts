import { sql, type Kysely } from 'kysely';

/**
 * Price alerts and the notifications inbox (#21 item 8). An alert is active until the engine
 * fires it once (status 1 → 2, guarded in SQL, storing the tick that fired it); firing writes
 * one notification, whose kind and params the web translates.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table price_alerts (
      id serial primary key,
      user_id integer not null references users(id),
      symbol text not null,
      kind text not null check (kind in ('cross', 'move')),
      price numeric(36, 18),
      direction text check (direction in ('above', 'below')),
      percent numeric(8, 2),
      price_at_set numeric(36, 18) not null,
      status smallint not null default 1 check (status in (1, 2)),
      fired_price numeric(36, 18),
      fired_tick_time bigint,
      fired_reference numeric(36, 18),
      created_at timestamptz not null default now(),
      fired_at timestamptz,
      check ((kind = 'cross') = (price is not null and direction is not null)),
      check ((kind = 'move') = (percent is not null)),
      check ((status = 2) = (fired_price is not null and fired_tick_time is not null))
    )`.execute(db);
  await sql`create index price_alerts_user on price_alerts (user_id, id desc)`.execute(db);
  // The engine loads the active alerts at start and after every change.
  await sql`create index price_alerts_active on price_alerts (id) where status = 1`.execute(db);

  await sql`
    create table notifications (
      id serial primary key,
      user_id integer not null references users(id),
      kind text not null,
      params jsonb not null,
      read boolean not null default false,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index notifications_user on notifications (user_id, id desc)`.execute(db);
  await sql`create index notifications_unread on notifications (user_id) where not read`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table notifications`.execute(db);
  await sql`drop table price_alerts`.execute(db);
}
