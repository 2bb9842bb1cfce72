import { sql, type Insertable, type Selectable } from 'kysely';

import type { ConversionQuotesTable, Executor, Trx } from '../../db/database.js';

/** Held conversion quotes (migration 0008): issued by /user/getTransferFee, used once by /user/Transfer. */

export type ConversionQuoteRow = Selectable<ConversionQuotesTable>;

/** Stores a quote held for `holdSeconds` from the database's clock, the one that judges its expiry. */
export function insertQuote(
  db: Executor,
  row: Omit<Insertable<ConversionQuotesTable>, 'expires_at' | 'used_at' | 'conversion_id'>,
  holdSeconds: number,
): Promise<ConversionQuoteRow> {
  return db
    .insertInto('conversion_quotes')
    .values({
      ...row,
      expires_at: sql<Date>`now() + make_interval(secs => ${holdSeconds})`,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Forgets the caller's quotes that ran out unused an hour ago: they decided nothing, so they are
 * no evidence; used quotes stay with their conversions.
 */
export async function deleteLapsedQuotes(db: Executor, userId: number): Promise<void> {
  await db
    .deleteFrom('conversion_quotes')
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '<', sql<Date>`now() - interval '1 hour'`)
    .execute();
}

export function findQuote(db: Executor, id: number): Promise<ConversionQuoteRow | undefined> {
  return db.selectFrom('conversion_quotes').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Takes the caller's quote for use: single use and within its hold, decided by one guarded
 * update, so of two submits of one quote exactly one gets the row (the other waits on its lock,
 * then finds it used). Undefined when it is not the caller's, already used or expired. Inside the
 * conversion's transaction, so a conversion that fails gives the quote back.
 */
export function takeQuote(
  trx: Trx,
  id: number,
  userId: number,
): Promise<ConversionQuoteRow | undefined> {
  return trx
    .updateTable('conversion_quotes')
    .set({ used_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returningAll()
    .executeTakeFirst();
}

/** Links a used quote to the conversion it became. */
export async function linkQuote(trx: Trx, id: number, conversionId: number): Promise<void> {
  await trx
    .updateTable('conversion_quotes')
    .set({ conversion_id: conversionId })
    .where('id', '=', id)
    .execute();
}
