import { sql, type Kysely } from 'kysely';

/**
 * The home tile `financial` opens the finance tab now that it lists the earn products (#17), in
 * databases seeded before. Only a row still without a route changes: an operator's route stays.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update menu_items set route = '/pages/financial/index', updated_at = now()
    where key = 'financial' and route is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update menu_items set route = null, updated_at = now()
    where key = 'financial' and route = '/pages/financial/index'`.execute(db);
}
