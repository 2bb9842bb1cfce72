import type { MoneyApprovalKind, MoneyApprovalStatus } from '@meridian/contract';
import type { Insertable, SelectQueryBuilder } from 'kysely';

import type { Database, Executor, MoneyApprovalsTable, Trx } from '../../db/database.js';
import { pageOf } from '../../db/paging.js';
import type { PageRequest } from '../../lib/pagination.js';

/** An approval as operators see it: both operators by email, the coin by name. */
function withNames<O>(query: SelectQueryBuilder<Database & { m: MoneyApprovalsTable }, 'm', O>) {
  return query
    .innerJoin('currencies as c', 'c.id', 'm.currency_id')
    .innerJoin('admins as r', 'r.id', 'm.requested_by')
    .leftJoin('admins as d', 'd.id', 'm.decided_by')
    .selectAll('m')
    .select([
      'c.name as currency_name',
      'r.email as requested_by_email',
      'd.email as decided_by_email',
    ]);
}

export type ApprovalRow = NonNullable<Awaited<ReturnType<typeof findApproval>>>;

export function findApproval(db: Executor, id: number) {
  return withNames(db.selectFrom('money_approvals as m')).where('m.id', '=', id).executeTakeFirst();
}

export function pageApprovals(
  db: Executor,
  filter: { status?: MoneyApprovalStatus },
  request: PageRequest,
) {
  let query = db.selectFrom('money_approvals as m');
  if (filter.status) query = query.where('m.status', '=', filter.status);
  return pageOf(query, (q) => withNames(q).orderBy('m.id', 'desc'), request);
}

/**
 * Opens a request; for a deposit or withdrawal that has one open already, answers that one
 * (two operators clicking confirm at once open one request, not two).
 */
export async function openApproval(
  trx: Trx,
  row: Insertable<MoneyApprovalsTable>,
): Promise<{ id: number; opened: boolean }> {
  const inserted = await trx
    .insertInto('money_approvals')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['kind', 'subject_id'])
        .where('status', '=', 'pending')
        .where('subject_id', 'is not', null)
        .doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, opened: true };
  const open = await trx
    .selectFrom('money_approvals')
    .select('id')
    .where('kind', '=', row.kind)
    .where('subject_id', '=', row.subject_id!)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return { id: open.id, opened: false };
}

/** Locks a pending request for its decision; undefined when it is decided already or unknown. */
export function lockPendingApproval(trx: Trx, id: number) {
  return trx
    .selectFrom('money_approvals')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .forUpdate()
    .executeTakeFirst();
}

export function decideApproval(
  trx: Trx,
  id: number,
  decision: {
    status: Exclude<MoneyApprovalStatus, 'pending'>;
    decided_by: number;
    decision_reason?: string | null;
    posting_id?: number | null;
  },
) {
  return trx
    .updateTable('money_approvals')
    .set({ ...decision, decided_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

/** When the deposit or withdrawal itself is rejected, its open request is closed with it. */
export function rejectOpenApprovalOf(
  trx: Trx,
  kind: Exclude<MoneyApprovalKind, 'adjustment'>,
  subjectId: number,
  decision: { decided_by: number; decision_reason: string },
) {
  return trx
    .updateTable('money_approvals')
    .set({ ...decision, status: 'rejected', decided_at: new Date() })
    .where('kind', '=', kind)
    .where('subject_id', '=', subjectId)
    .where('status', '=', 'pending')
    .execute();
}

/** A currency's own threshold in USDT value; undefined when it uses the default. */
export async function findThreshold(db: Executor, currencyId: number) {
  const row = await db
    .selectFrom('four_eyes_thresholds')
    .select('usdt_value')
    .where('currency_id', '=', currencyId)
    .executeTakeFirst();
  return row?.usdt_value;
}

export function listThresholds(db: Executor) {
  return db
    .selectFrom('currencies as c')
    .leftJoin('four_eyes_thresholds as t', 't.currency_id', 'c.id')
    .select(['c.id as currency_id', 'c.name as currency_name', 't.usdt_value'])
    .orderBy('c.id')
    .execute();
}

export function saveThreshold(
  trx: Trx,
  row: { currency_id: number; usdt_value: string; updated_by: number },
) {
  return trx
    .insertInto('four_eyes_thresholds')
    .values(row)
    .onConflict((oc) =>
      oc.column('currency_id').doUpdateSet({
        usdt_value: row.usdt_value,
        updated_by: row.updated_by,
        updated_at: new Date(),
      }),
    )
    .execute();
}
