import { sql, type Kysely } from 'kysely';

/**
 * User two-factor (issue #21 item 2): a user may turn on TOTP. The key is stored sealed (secret
 * box), in its own table so no user row read elsewhere carries it, and confirmed by the first
 * right code; `last_step` refuses a code's replay; wrong codes lock the second factor like the
 * pay password, apart from the password's own count. Its key `id` is the user's id, so the shared
 * attempt limit (db/attempt-limit.ts, `where id =`) counts its failures. Ten one-time recovery codes are kept as hashes. A login that passed the password but
 * still owes a code holds a short-lived challenge (its token hashed), never a session.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table user_totp (
      id integer primary key references users(id),
      secret text not null,
      confirmed_at timestamptz,
      last_step bigint,
      failures integer not null default 0,
      locked_until timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table user_recovery_codes (
      id serial primary key,
      user_id integer not null references users(id),
      code_hash text not null,
      created_at timestamptz not null default now(),
      used_at timestamptz,
      unique (user_id, code_hash)
    )`.execute(db);
  await sql`
    create table user_login_challenges (
      token_hash text primary key,
      user_id integer not null references users(id),
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index user_login_challenges_user on user_login_challenges (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists user_login_challenges`.execute(db);
  await sql`drop table if exists user_recovery_codes`.execute(db);
  await sql`drop table if exists user_totp`.execute(db);
}
