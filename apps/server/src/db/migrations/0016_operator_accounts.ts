import { sql, type Kysely } from 'kysely';

/**
 * Super-operators manage operator accounts (issue #15 item 9): an account can be disabled (its
 * sessions end and it cannot sign in) and enabled again; accounts are never deleted, since the
 * audit log names them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table admins add column disabled_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table admins drop column if exists disabled_at`.execute(db);
}
