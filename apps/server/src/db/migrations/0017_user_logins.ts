import { sql, type Kysely } from 'kysely';

/**
 * Every sign-in attempt on a known account (issue #15 item 3: the operator sees a user's login
 * history): when, from which address and browser, and whether it let the user in. Attempts on
 * unknown accounts name no user and are not kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table user_logins (
      id serial primary key,
      user_id integer not null references users(id),
      at timestamptz not null default now(),
      ip text not null,
      user_agent text not null,
      success boolean not null
    )`.execute(db);
  await sql`create index user_logins_user_at on user_logins (user_id, at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists user_logins`.execute(db);
}
