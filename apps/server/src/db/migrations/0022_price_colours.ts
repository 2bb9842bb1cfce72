import { sql, type Kysely } from 'kysely';

/** A user's choice of up/down colours (#21 item 10); null follows their language. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column price_colours text
    check (price_colours in ('green-up', 'red-up'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column price_colours`.execute(db);
}
