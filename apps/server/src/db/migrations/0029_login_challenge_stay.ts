import { sql, type Kysely } from 'kysely';

/**
 * User two-factor sign-in (issue #21 item 2): the password step leaves a challenge, and the code
 * step starts the session. The session's length ("stay signed in") was chosen at the password
 * step, so the challenge keeps it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table user_login_challenges add column stay boolean not null default false`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table user_login_challenges drop column stay`.execute(db);
}
