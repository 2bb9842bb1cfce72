import { sql, type Kysely } from 'kysely';

/**
 * Sessions and devices (issue #21 items 4 and 5). A session keeps the user agent and address it
 * was signed in from and when it was last seen (written at most once a minute), so the user can
 * list and end their devices. A login row keeps its device key (browser, OS and network, hashed),
 * so a sign-in from a device the user never signed in from before is told to them by mail. The
 * anti-phishing code a user sets is shown at the top of every mail the platform sends them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions add column user_agent text not null default ''`.execute(db);
  await sql`alter table sessions add column ip text not null default ''`.execute(db);
  await sql`alter table sessions add column last_seen_at timestamptz`.execute(db);
  await sql`alter table user_logins add column device_key text`.execute(db);
  await sql`create index user_logins_device on user_logins (user_id, device_key)`.execute(db);
  await sql`
    create table user_anti_phishing (
      user_id integer primary key references users(id),
      code text not null,
      updated_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists user_anti_phishing`.execute(db);
  await sql`drop index if exists user_logins_device`.execute(db);
  await sql`alter table user_logins drop column if exists device_key`.execute(db);
  await sql`alter table sessions drop column if exists last_seen_at`.execute(db);
  await sql`alter table sessions drop column if exists ip`.execute(db);
  await sql`alter table sessions drop column if exists user_agent`.execute(db);
}
