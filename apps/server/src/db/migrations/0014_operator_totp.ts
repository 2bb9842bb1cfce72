import { sql, type Kysely } from 'kysely';

/**
 * Operator two-factor (issue #15 item 1): every operator enrols a TOTP authenticator on the first
 * sign-in and gives a code (or a one-time recovery code) on every sign-in after the password. A
 * session starts at the `password` stage, where only the second-factor routes answer, and becomes
 * `full` with the code. `totp_last_step` refuses a code's replay; failures lock like passwords.
 * Sessions keep when they were last used (idle timeout) and from what browser and address.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table admins
      add column totp_secret text,
      add column totp_confirmed_at timestamptz,
      add column totp_last_step bigint,
      add column totp_failures integer not null default 0,
      add column totp_locked_until timestamptz`.execute(db);
  await sql`
    alter table admin_sessions
      add column stage text not null default 'full' check (stage in ('password', 'full')),
      add column last_seen_at timestamptz not null default now(),
      add column user_agent text,
      add column ip text`.execute(db);
  await sql`
    create table admin_recovery_codes (
      id serial primary key,
      admin_id integer not null references admins(id),
      code_hash text not null unique,
      created_at timestamptz not null default now(),
      used_at timestamptz
    )`.execute(db);
  await sql`create index admin_recovery_codes_admin on admin_recovery_codes (admin_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists admin_recovery_codes`.execute(db);
  await sql`
    alter table admin_sessions
      drop column if exists stage, drop column if exists last_seen_at,
      drop column if exists user_agent, drop column if exists ip`.execute(db);
  await sql`
    alter table admins
      drop column if exists totp_secret, drop column if exists totp_confirmed_at,
      drop column if exists totp_last_step, drop column if exists totp_failures,
      drop column if exists totp_locked_until`.execute(db);
}
