import type { proofRules } from '@meridian/contract';
import { sql } from 'kysely';

import type { Executor } from '../../db/database.js';

/**
 * The proof tables (migration 0026) are this domain's own and read only here, through plain SQL:
 * proof_salts (a user's salt), proof_snapshots (one a UTC day) and proof_leaves (a user's leaf
 * data and path in a snapshot).
 */

export interface SnapshotRow {
  id: number;
  /** The daily job's UTC day; null for one an operator took on demand. */
  day: string | null;
  taken_by: number | null;
  taken_at: Date;
  root_hash: string;
  totals: proofRules.Sums;
  leaf_count: number;
}

export interface LeafRow {
  snapshot_id: number;
  user_id: number;
  leaf_index: number;
  salt: string;
  nonce: string;
  balances: proofRules.Sums;
  path: proofRules.PathStep[];
}

/** Every user's holdings per currency name: the four accounts summed, available + frozen. */
export async function userHoldings(
  db: Executor,
): Promise<{ user_id: number; currency: string; amount: string }[]> {
  const { rows } = await sql<{ user_id: number; currency: string; amount: string }>`
    select b.user_id, c.name as currency, sum(b.available + b.frozen)::text as amount
    from balances b join currencies c on c.id = b.currency_id
    group by b.user_id, c.name
    order by b.user_id, c.name`.execute(db);
  return rows;
}

/** Each user's salt, made (random) for those who have none yet. */
export async function saltsOf(
  db: Executor,
  userIds: readonly number[],
  newSalt: () => string,
): Promise<Map<number, string>> {
  const salts = new Map<number, string>();
  for (let i = 0; i < userIds.length; i += 1000) {
    const ids = userIds.slice(i, i + 1000);
    const values = ids.map((id) => sql`(${id}::integer, ${newSalt()})`);
    await sql`insert into proof_salts (user_id, salt) values ${sql.join(values)}
      on conflict (user_id) do nothing`.execute(db);
    const { rows } = await sql<{ user_id: number; salt: string }>`
      select user_id, salt from proof_salts where user_id = any(${sql.val(ids)}::integer[])`.execute(
      db,
    );
    for (const row of rows) salts.set(row.user_id, row.salt);
  }
  return salts;
}

/** Claims the day's snapshot; answers its id, or undefined when the day has one already. */
export async function insertSnapshot(
  db: Executor,
  snapshot: Omit<SnapshotRow, 'id'>,
): Promise<number | undefined> {
  const { rows } = await sql<{ id: number }>`
    insert into proof_snapshots (day, taken_by, taken_at, root_hash, totals, leaf_count)
    values (${snapshot.day}, ${snapshot.taken_by}, ${snapshot.taken_at}, ${snapshot.root_hash},
            ${JSON.stringify(snapshot.totals)}::jsonb, ${snapshot.leaf_count})
    on conflict (day) do nothing
    returning id`.execute(db);
  return rows[0]?.id;
}

export async function insertLeaves(db: Executor, leaves: readonly LeafRow[]): Promise<void> {
  for (let i = 0; i < leaves.length; i += 500) {
    const values = leaves.slice(i, i + 500).map(
      (l) =>
        sql`(${l.snapshot_id}::integer, ${l.user_id}::integer, ${l.leaf_index}::integer,
               ${l.salt}, ${l.nonce}, ${JSON.stringify(l.balances)}::jsonb,
               ${JSON.stringify(l.path)}::jsonb)`,
    );
    await sql`insert into proof_leaves
      (snapshot_id, user_id, leaf_index, salt, nonce, balances, path)
      values ${sql.join(values)}`.execute(db);
  }
}

const snapshotColumns = sql`id, to_char(day, 'YYYY-MM-DD') as day, taken_by, taken_at, root_hash,
  totals, leaf_count`;

export async function latestSnapshot(db: Executor): Promise<SnapshotRow | undefined> {
  const { rows } = await sql<SnapshotRow>`
    select ${snapshotColumns} from proof_snapshots order by taken_at desc, id desc limit 1`.execute(
    db,
  );
  return rows[0];
}

export async function snapshotOfDay(db: Executor, day: string): Promise<SnapshotRow | undefined> {
  const { rows } = await sql<SnapshotRow>`
    select ${snapshotColumns} from proof_snapshots where day = ${day}`.execute(db);
  return rows[0];
}

export async function recentSnapshots(db: Executor, limit: number): Promise<SnapshotRow[]> {
  const { rows } = await sql<SnapshotRow>`
    select ${snapshotColumns} from proof_snapshots order by taken_at desc, id desc limit ${limit}`.execute(
    db,
  );
  return rows;
}

export async function leafOf(
  db: Executor,
  snapshotId: number,
  userId: number,
): Promise<LeafRow | undefined> {
  const { rows } = await sql<LeafRow>`
    select snapshot_id, user_id, leaf_index, salt, nonce, balances, path
    from proof_leaves where snapshot_id = ${snapshotId} and user_id = ${userId}`.execute(db);
  return rows[0];
}
