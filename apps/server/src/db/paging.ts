import type { SelectQueryBuilder } from 'kysely';

import { offsetOf, type PageRequest } from '../lib/pagination.js';

/**
 * One page of a filtered list and how many rows the filter matches in all. `rowsOf` adds the
 * joins, columns and order of the page to `filtered`; the count runs on `filtered` alone.
 */
export async function pageOf<DB, TB extends keyof DB, O, RowDB, RowTB extends keyof RowDB, Row>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  rowsOf: (filtered: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<RowDB, RowTB, Row>,
  { page, limit }: PageRequest,
): Promise<{ rows: Row[]; total: number }> {
  const [rows, total] = await Promise.all([
    rowsOf(filtered).limit(limit).offset(offsetOf(page, limit)).execute(),
    countOf(filtered),
  ]);
  return { rows, total };
}

async function countOf<DB, TB extends keyof DB, O>(filtered: SelectQueryBuilder<DB, TB, O>) {
  const count = await filtered
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  // Postgres answers count(*) as a bigint string; the generic builder cannot name the column.
  return Number((count as { n: number | string }).n);
}
