import { randomBytes } from 'node:crypto';

import { proofRules } from '@meridian/contract';

import type { AppDeps } from '../../deps.js';
import type { Caller } from '../../lib/caller.js';
import { insertAudit, type AdminCaller } from '../admin/index.js';
import * as repo from './proof.repository.js';

const random = () => randomBytes(16).toString('hex');

/** The UTC day of a moment, yyyy-mm-dd: a snapshot a day. */
export const dayOf = (now: number) => new Date(now).toISOString().slice(0, 10);

const time = (value: Date | string) => new Date(value).getTime();

function rootFile(row: repo.SnapshotRow): proofRules.RootFile {
  return {
    kind: 'meridian-liabilities-root',
    version: 1,
    snapshot_id: row.id,
    taken_at: time(row.taken_at),
    root_hash: row.root_hash,
    totals: row.totals,
    leaf_count: row.leaf_count,
  };
}

/**
 * Takes the day's snapshot of the liabilities (#21 item 7): every user's holdings per currency
 * (the four accounts, available + frozen) in one consistent read, the Merkle sum tree over them,
 * and each user's leaf data and path, all in one transaction. Idempotent per UTC day: a day that
 * has its snapshot already (another run, another node) gets none, and this answers undefined.
 */
export async function takeSnapshot(
  deps: Pick<AppDeps, 'db'>,
  now: number,
): Promise<proofRules.RootFile | undefined> {
  const day = dayOf(now);
  try {
    return await snapshotOnce(deps, { day, taken_by: null }, now);
  } catch (error) {
    // Two runs at once (two nodes, a job and a test): the one whose write lost answers nothing.
    const code = (error as { code?: unknown }).code;
    if ((code === '40001' || code === '23505') && (await repo.snapshotOfDay(deps.db, day))) {
      return undefined;
    }
    throw error;
  }
}

/**
 * A snapshot an operator takes now, besides the daily one (after an incident, or to show a new
 * user their leaf at once): the same read and tree, with no day and the operator's id kept.
 */
export async function takeSnapshotNow(
  deps: AppDeps,
  admin: AdminCaller,
): Promise<proofRules.RootFile> {
  const root = await snapshotOnce(deps, { day: null, taken_by: admin.id }, Date.now());
  if (!root) throw new Error('an on-demand snapshot is never refused');
  return root;
}

async function snapshotOnce(
  deps: Pick<AppDeps, 'db'>,
  { day, taken_by }: { day: string | null; taken_by: number | null },
  now: number,
): Promise<proofRules.RootFile | undefined> {
  return deps.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      if (day && (await repo.snapshotOfDay(trx, day))) return undefined;
      const holdings = await repo.userHoldings(trx);
      const byUser = new Map<number, proofRules.Sums>();
      for (const row of holdings) {
        const balances = byUser.get(row.user_id) ?? {};
        balances[row.currency] = row.amount;
        byUser.set(row.user_id, balances);
      }
      const userIds = [...byUser.keys()];
      const salts = await repo.saltsOf(trx, userIds, random);
      const leaves: proofRules.LeafData[] = userIds.map((userId) => ({
        user_id: userId,
        salt: salts.get(userId)!,
        balances: proofRules.normalizeSums(byUser.get(userId)!),
        nonce: random(),
      }));
      // Zero users: an empty tree, whose root is the hash of nothing and whose totals are none.
      const tree = leaves.length > 0 ? proofRules.buildTree(leaves) : undefined;
      const snapshot = {
        day,
        taken_by,
        taken_at: new Date(now),
        root_hash: tree?.root.hash ?? proofRules.EMPTY_ROOT,
        totals: tree?.root.sums ?? {},
        leaf_count: leaves.length,
      };
      const id = await repo.insertSnapshot(trx, snapshot);
      if (id === undefined) return undefined;
      if (taken_by !== null) {
        await insertAudit(trx, {
          admin_id: taken_by,
          action: 'proof.snapshot',
          entity: 'proof_snapshot',
          entity_id: String(id),
          detail: { root_hash: snapshot.root_hash, leaf_count: snapshot.leaf_count },
        });
      }
      await repo.insertLeaves(
        trx,
        leaves.map((leaf, index) => ({
          snapshot_id: id,
          user_id: leaf.user_id,
          leaf_index: index,
          salt: leaf.salt,
          nonce: leaf.nonce,
          balances: leaf.balances,
          path: proofRules.pathOf(tree!, index),
        })),
      );
      return rootFile({ id, ...snapshot });
    });
}

/** The latest published root file, or null before the first snapshot. */
export async function latestRoot(deps: AppDeps): Promise<proofRules.RootFile | null> {
  const row = await repo.latestSnapshot(deps.db);
  return row ? rootFile(row) : null;
}

/** The last 30 days' root files, newest first. */
export async function pastRoots(deps: AppDeps): Promise<proofRules.RootFile[]> {
  return (await repo.recentSnapshots(deps.db, 30)).map(rootFile);
}

/**
 * The caller's own leaf data and path in the latest snapshot; null before the first one or
 * when the caller held nothing then (a user with no balance row is not in the tree).
 */
export async function myLeaf(deps: AppDeps, caller: Caller): Promise<proofRules.LeafFile | null> {
  const snapshot = await repo.latestSnapshot(deps.db);
  if (!snapshot) return null;
  const leaf = await repo.leafOf(deps.db, snapshot.id, caller.user.id);
  if (!leaf) return null;
  return {
    kind: 'meridian-liabilities-leaf',
    version: 1,
    snapshot_id: snapshot.id,
    taken_at: time(snapshot.taken_at),
    root_hash: snapshot.root_hash,
    leaf_index: leaf.leaf_index,
    leaf: { user_id: leaf.user_id, salt: leaf.salt, balances: leaf.balances, nonce: leaf.nonce },
    path: leaf.path,
  };
}
