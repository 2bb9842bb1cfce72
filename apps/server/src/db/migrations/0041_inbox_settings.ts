import { sql, type Kysely } from 'kysely';

/**
 * The inbox's category switches (issue #20 item 5): a row per category a user switched, all on
 * until then. The notification writer drops the kinds of a category its owner switched off.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table inbox_category_settings (
      user_id integer not null references users(id),
      category text not null check (category in ('fills', 'liquidation', 'options', 'wallet')),
      enabled boolean not null,
      updated_at timestamptz not null default now(),
      primary key (user_id, category)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists inbox_category_settings`.execute(db);
}
