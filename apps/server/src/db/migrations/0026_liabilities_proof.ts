import { sql, type Kysely } from 'kysely';

/**
 * Proof of liabilities (#21 item 7): each user's salt (random, kept, so the published salted id
 * stays theirs), the snapshots of the Merkle sum tree (the daily job's carry their UTC day, one a
 * day; one an operator took on demand has none and names the operator) and every user's leaf
 * data and path in a snapshot.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table proof_salts (
      user_id integer primary key references users(id),
      salt text not null,
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table proof_snapshots (
      id serial primary key,
      day date unique,
      taken_by integer references admins(id),
      check ((day is null) = (taken_by is not null)),
      taken_at timestamptz not null,
      root_hash text not null,
      totals jsonb not null,
      leaf_count integer not null check (leaf_count >= 0),
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table proof_leaves (
      snapshot_id integer not null references proof_snapshots(id) on delete cascade,
      user_id integer not null references users(id),
      leaf_index integer not null,
      salt text not null,
      nonce text not null,
      balances jsonb not null,
      path jsonb not null,
      primary key (snapshot_id, user_id),
      unique (snapshot_id, leaf_index)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists proof_leaves`.execute(db);
  await sql`drop table if exists proof_snapshots`.execute(db);
  await sql`drop table if exists proof_salts`.execute(db);
}
