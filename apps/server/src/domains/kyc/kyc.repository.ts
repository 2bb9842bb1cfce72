import type { Executor, Trx } from '../../db/database.js';
import { offsetOf } from '../../lib/pagination.js';

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

export async function pageRecords(
  db: Executor,
  status: number | undefined,
  page: number,
  limit: number,
) {
  let query = db.selectFrom('kyc_records as k');
  if (status !== undefined) query = query.where('k.status', '=', status as 1);
  const [rows, count] = await Promise.all([
    query
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
      .orderBy('k.id', 'desc')
      .limit(limit)
      .offset(offsetOf(page, limit))
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Moves a record under audit to certified (2) or failed (3); nothing when it was not under audit. */
export function settleRecord(
  trx: Trx,
  id: number,
  change: { status: 2 | 3; admin_id: number; reason?: string },
) {
  return trx
    .updateTable('kyc_records')
    .set({
      status: change.status,
      admin_id: change.admin_id,
      reason: change.reason ?? null,
      handled_at: new Date(),
    })
    .where('id', '=', id)
    .where('status', '=', 1)
    .returning(['id', 'user_id', 'level'])
    .executeTakeFirst();
}
