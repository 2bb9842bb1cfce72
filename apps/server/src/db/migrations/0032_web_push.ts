import { sql, type Kysely } from 'kysely';

/**
 * Web Push (issue #21 item 9). The server's VAPID key pair, made on the first start and the same
 * for every node (inserted if absent, then read; the private key sealed with the secret box);
 * each device's push subscription (its endpoint unique, so a device re-subscribing under another
 * user moves to them); and the categories a user switched off (no row: on).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table push_vapid_keys (
      id integer primary key check (id = 1),
      public_key text not null,
      private_key_sealed text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table push_subscriptions (
      id serial primary key,
      user_id integer not null references users(id),
      endpoint text not null unique,
      p256dh text not null,
      auth text not null,
      user_agent text not null default '',
      created_at timestamptz not null default now(),
      last_success_at timestamptz,
      failure_count integer not null default 0
    )`.execute(db);
  await sql`create index push_subscriptions_user on push_subscriptions (user_id, id)`.execute(db);
  await sql`
    create table push_category_settings (
      user_id integer not null references users(id),
      category text not null,
      enabled boolean not null,
      updated_at timestamptz not null default now(),
      primary key (user_id, category)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists push_category_settings`.execute(db);
  await sql`drop table if exists push_subscriptions`.execute(db);
  await sql`drop table if exists push_vapid_keys`.execute(db);
}
