import { sql } from 'kysely';

import type { Database, Db } from '../db/database.js';
import { USDT } from './money.js';

/** How many rows a table holds: what a refused request must leave as it was. */
export async function countRows(db: Db, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** What a house account holds of a currency (USDT unless told): the sum of its journal entries. */
export async function houseHolds(db: Db, house: string, currencyId = USDT): Promise<string> {
  const row = await db
    .selectFrom('ledger_entries')
    .select(sql<string>`coalesce(sum(delta_available), 0)`.as('total'))
    .where('house', '=', house)
    .where('currency_id', '=', currencyId)
    .executeTakeFirstOrThrow();
  return String(Number(row.total));
}
