import { sql, type Kysely } from 'kysely';

/**
 * An operator's hold on an account (issue #15 item 3, PRODUCT-RULES.md §3): never a silent
 * freeze. The written reason is what the user is told when they sign in; who and when are kept
 * here and in the audit log. A held account cannot sign in and its sessions end.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table users
      add column held_reason text,
      add column held_at timestamptz,
      add column held_by integer references admins(id),
      add check ((held_reason is null) = (held_at is null))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table users
      drop column if exists held_reason, drop column if exists held_at,
      drop column if exists held_by`.execute(db);
}
