import { sql, type Kysely } from 'kysely';

/**
 * Passkeys (issue #21 item 1). A user's WebAuthn credentials: the public key and signature
 * counter the server checks each assertion against, and the random user handle the passkey
 * carries (one per user, the same on each of their passkeys, never their id or address). A
 * ceremony's challenge is kept for 5 minutes and taken once (deleted when used), with what it
 * may be used for, whose it is (except for a sign-in) and the site (relying party id and origin)
 * the answer must come from; a registration's also keeps the user handle it gave the passkey, and
 * a confirmation the action it confirms (a withdrawal's coin, amount and destination).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table user_passkeys (
      id serial primary key,
      user_id integer not null references users(id),
      credential_id text not null unique,
      public_key bytea not null,
      counter bigint not null default 0,
      transports text not null default '',
      user_handle text not null,
      synced boolean not null default false,
      name text not null,
      created_at timestamptz not null default now(),
      last_used_at timestamptz
    )`.execute(db);
  await sql`create index user_passkeys_user on user_passkeys (user_id)`.execute(db);
  await sql`
    create table passkey_challenges (
      challenge text primary key,
      purpose text not null check (purpose in ('register', 'login', 'withdraw')),
      user_id integer references users(id),
      stay boolean not null default true,
      rp_id text not null,
      origin text not null,
      user_handle text,
      subject text,
      expires_at timestamptz not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists passkey_challenges`.execute(db);
  await sql`drop table if exists user_passkeys`.execute(db);
}
