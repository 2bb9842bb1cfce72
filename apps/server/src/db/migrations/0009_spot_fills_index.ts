import { sql, type Kysely } from 'kysely';

/**
 * A pair's latest fills (`GET /market/trades`, the pair page's Trades tab) read newest first from
 * spot_orders: without this index every request sorts all of the pair's filled orders.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index spot_orders_fills on spot_orders (match_id, filled_at desc, id desc)
    where status = 2`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index spot_orders_fills`.execute(db);
}
