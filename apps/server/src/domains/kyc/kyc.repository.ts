import type { Executor, Trx } from '../../db/database.js';
import { decidedColumns, type Decision } from '../../db/decisions.js';
import { pageOf } from '../../db/paging.js';
import type { PageRequest } from '../../lib/pagination.js';

/** The newest record of each level for a user. */
export function latestRecords(db: Executor, userId: number) {
  return db
    .selectFrom('kyc_records')
    .selectAll()
    .distinctOn('level')
    .where('user_id', '=', userId)
    .orderBy('level')
    .orderBy('id', 'desc')
    .execute();
}

export function insertRecord(
  trx: Executor,
  row: {
    user_id: number;
    level: 1 | 2;
    id_type?: number;
    name?: string;
    card_id?: string;
    front_pic?: string;
    reverse_pic?: string;
  },
) {
  return trx.insertInto('kyc_records').values(row).returning('id').executeTakeFirstOrThrow();
}

export function pageRecords(db: Executor, status: number | undefined, request: PageRequest) {
  let query = db.selectFrom('kyc_records as k');
  if (status !== undefined) query = query.where('k.status', '=', status as 1);
  return pageOf(
    query,
    (q) =>
      q
        .innerJoin('users as u', 'u.id', 'k.user_id')
        .select([
          'k.id',
          'k.user_id',
          'u.email as user_email',
          'u.mobile as user_mobile',
          'k.level',
          'k.id_type',
          'k.name',
          'k.card_id',
          'k.front_pic',
          'k.reverse_pic',
          'k.status',
          'k.reason',
          'k.admin_id',
          'k.created_at',
          'k.handled_at',
        ])
        .orderBy('k.id', 'desc'),
    request,
  );
}

/** Moves a record under audit to certified (2) or failed (3); nothing when it was not under audit. */
export function settleRecord(trx: Trx, id: number, decision: Decision<2 | 3>) {
  return trx
    .updateTable('kyc_records')
    .set(decidedColumns(decision))
    .where('id', '=', id)
    .where('status', '=', 1)
    .returning(['id', 'user_id', 'level'])
    .executeTakeFirst();
}
