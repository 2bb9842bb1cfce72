import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table users (
      id serial primary key,
      username text not null unique,
      email text unique,
      mobile text,
      area_code text,
      password_hash text not null,
      pay_password_hash text,
      invite_code text not null unique,
      inviter_id integer references users(id),
      nickname text not null,
      signature text not null default '',
      head_portrait text,
      credit_score integer not null default 100,
      real_level integer not null default 0,
      default_fiat text not null default 'USD',
      language text not null default 'en',
      failed_logins integer not null default 0,
      locked_until timestamptz,
      password_changed_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index users_mobile_unique on users (area_code, mobile) where mobile is not null`.execute(
    db,
  );
  await sql`create index users_inviter on users (inviter_id)`.execute(db);

  await sql`
    create table sessions (
      id serial primary key,
      user_id integer not null references users(id),
      token_hash text not null unique,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz
    )`.execute(db);
  await sql`create index sessions_user on sessions (user_id)`.execute(db);

  await sql`
    create table verification_codes (
      id serial primary key,
      channel text not null check (channel in ('mail', 'sms')),
      target text not null,
      scene text not null,
      code_hash text not null,
      tries integer not null default 0,
      expires_at timestamptz not null,
      consumed_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index verification_codes_lookup on verification_codes (channel, target, scene, created_at desc)`.execute(
    db,
  );

  await sql`
    create table currencies (
      id integer primary key,
      name text not null unique,
      full_name text not null,
      networks jsonb not null default '[]',
      type text not null default 'crypto',
      status integer not null default 1,
      image text,
      color text,
      sort integer not null default 0,
      is_spot boolean not null default true,
      is_lever boolean not null default true,
      is_micro boolean not null default true,
      is_legal boolean not null default false,
      is_transfer boolean not null default true,
      reference_price numeric(36, 18) not null default 0
    )`.execute(db);

  await sql`
    create table settings (
      key text primary key,
      value text not null,
      is_public boolean not null default true,
      updated_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table fiat_rates (
      currency_code text primary key,
      rate numeric(24, 10) not null check (rate > 0),
      sort integer not null default 0,
      updated_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table uploads (
      id serial primary key,
      user_id integer references users(id),
      file_name text not null unique,
      mime text not null,
      bytes integer not null,
      width integer not null,
      height integer not null,
      created_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'uploads',
    'fiat_rates',
    'settings',
    'currencies',
    'verification_codes',
    'sessions',
    'users',
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
