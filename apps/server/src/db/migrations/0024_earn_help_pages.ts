import { sql, type Kysely } from 'kysely';

/** The operator's help pages beside the earn products' own help (#17 item 6). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table pages drop constraint if exists pages_key_check`.execute(db);
  await sql`alter table pages add constraint pages_key_check check (key in (
    'aboutus', 'contactus', 'operational_compliance', 'share',
    'invest_help', 'ieo_help', 'lockup_help'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from pages where key in ('invest_help', 'ieo_help', 'lockup_help')`.execute(db);
  await sql`alter table pages drop constraint if exists pages_key_check`.execute(db);
  await sql`alter table pages add constraint pages_key_check check (key in (
    'aboutus', 'contactus', 'operational_compliance', 'share'))`.execute(db);
}
