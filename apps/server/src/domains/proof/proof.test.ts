import { proofRules } from '@meridian/contract';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { moneyTransaction } from '../../ledger/transaction.js';
import * as ledger from '../../ledger/ledger.js';
import { nextSnapshotAt, proofSnapshotJob } from '../../jobs/proof-snapshot.js';
import {
  BTC,
  expectLedgerClean,
  failure,
  fund,
  LEGAL,
  LEVER,
  MICRO,
  ok,
  USDT,
  userIdOf,
} from '../../testing/money.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { takeSnapshot } from './index.js';

const DAY = 86_400_000;
// Days after today's: the leader takes today's snapshot when the test app starts.
const NOON = Date.UTC(2030, 2, 10, 12);

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});

/** Waits for the snapshot the leader took on starting, and drops it: no snapshot is published. */
async function withoutStartupSnapshot() {
  for (let i = 0; i < 100; i++) {
    const { rows } = await sql`select 1 from proof_snapshots`.execute(t.db);
    if (rows.length > 0) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  await sql`delete from proof_snapshots`.execute(t.db);
}
afterEach(() => t.close());

/** Moves part of a user's available amount to frozen (as an order would), through a posting. */
async function freeze(userId: number, currencyId: number, amount: string) {
  await moneyTransaction(t.db, (trx) =>
    ledger.post(trx, {
      reason: 'adjustment',
      reference: `test-freeze:${userId}:${currencyId}:${Math.random()}`,
      userId,
      legs: [
        { holder: { userId, accountType: 2 }, currencyId, available: `-${amount}`, frozen: amount },
      ],
    }),
  );
}

/** Two users with money in all four accounts, some of it frozen. */
async function twoUsers() {
  const a = await t.signUp();
  const b = await t.signUp();
  const aId = await userIdOf(t, a.token);
  const bId = await userIdOf(t, b.token);
  await fund(t.db, aId, USDT, '1000.5');
  await fund(t.db, aId, USDT, '20', LEGAL);
  await fund(t.db, aId, USDT, '3.25', LEVER);
  await fund(t.db, aId, BTC, '0.125', MICRO);
  await freeze(aId, USDT, '100');
  await fund(t.db, bId, USDT, '7');
  await fund(t.db, bId, BTC, '2');
  return { a, b, aId, bId };
}

/** What the journal says users hold per currency name (what the ledger check sums). */
async function journalTotals(): Promise<proofRules.Sums> {
  const { rows } = await sql<{ name: string; sum: string }>`
    select c.name, sum(e.delta_available + e.delta_frozen)::text as sum
    from ledger_entries e join currencies c on c.id = e.currency_id
    where e.user_id is not null group by c.name`.execute(t.db);
  return proofRules.normalizeSums(Object.fromEntries(rows.map((r) => [r.name, r.sum])));
}

describe('the liabilities snapshot', () => {
  it("totals every user's four accounts, available + frozen, as the ledger's journal does", async () => {
    const { aId, bId } = await twoUsers();
    const root = await takeSnapshot(t, NOON);
    expect(root).toBeDefined();
    expect(root!.totals).toMatchObject({ USDT: '1030.75', BTC: '2.125' });
    expect(root!.totals).toEqual(await journalTotals());
    await expectLedgerClean(t.db);

    const { rows } = await sql<{ user_id: number; balances: proofRules.Sums }>`
      select user_id, balances from proof_leaves where snapshot_id = ${root!.snapshot_id}
      order by user_id`.execute(t.db);
    const byUser = new Map(rows.map((r) => [r.user_id, r.balances]));
    expect(byUser.get(aId)).toEqual({ USDT: '1023.75', BTC: '0.125' });
    expect(byUser.get(bId)).toEqual({ USDT: '7', BTC: '2' });
    expect(root!.leaf_count).toBe(rows.length);
  });

  it('gives me my leaf and path, which verify against the published root', async () => {
    const { a, aId } = await twoUsers();
    await takeSnapshot(t, NOON);
    const root = ok<proofRules.RootFile>(await t.get('/api/proof/root'));
    const leaf = ok<proofRules.LeafFile>(await t.get('/api/proof/leaf', {}, a.token));
    expect(leaf.leaf.user_id).toBe(aId);
    expect(leaf.leaf.balances).toEqual({ USDT: '1023.75', BTC: '0.125' });
    expect(leaf.root_hash).toBe(root.root_hash);
    const result = proofRules.verifyLeafFile(leaf, root);
    expect(result.ok).toBe(true);
    // A balance counted other than it is fails the proof.
    const changed = { ...leaf, leaf: { ...leaf.leaf, balances: { USDT: '1024', BTC: '0.125' } } };
    expect(proofRules.verifyLeafFile(changed, root).ok).toBe(false);
  });

  it("never returns another user's leaf", async () => {
    const { a, b, aId, bId } = await twoUsers();
    await takeSnapshot(t, NOON);
    const mine = ok<proofRules.LeafFile>(
      await t.get('/api/proof/leaf', { user_id: String(bId) }, a.token),
    );
    expect(mine.leaf.user_id).toBe(aId);
    const theirs = ok<proofRules.LeafFile>(await t.get('/api/proof/leaf', {}, b.token));
    expect(theirs.leaf.user_id).toBe(bId);
    expect(theirs.leaf.salt).not.toBe(mine.leaf.salt);
    // Without a session: the session failure, no leaf.
    expect(failure(await t.get('/api/proof/leaf')).type).toBe('999');
  });

  it('publishes the root, totals and time without a login, and a list of past snapshots', async () => {
    await withoutStartupSnapshot();
    expect(ok(await t.get('/api/proof/root'))).toBeNull();
    const { a } = await twoUsers();
    expect(ok(await t.get('/api/proof/leaf', {}, a.token))).toBeNull();
    await takeSnapshot(t, NOON - DAY);
    await takeSnapshot(t, NOON);
    const root = ok<proofRules.RootFile>(await t.get('/api/proof/root'));
    expect(root).toEqual({
      kind: 'meridian-liabilities-root',
      version: 1,
      snapshot_id: expect.any(Number),
      taken_at: NOON,
      root_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      totals: { USDT: '1030.75', BTC: '2.125' },
      leaf_count: expect.any(Number),
    });
    const list = ok<proofRules.RootFile[]>(await t.get('/api/proof/snapshots'));
    expect(list.map((s) => s.taken_at).slice(0, 2)).toEqual([NOON, NOON - DAY]);
    // A user with no balance row at the snapshot has no leaf.
    const c = await t.signUp();
    expect(ok(await t.get('/api/proof/leaf', {}, c.token))).toBeNull();
  });

  it('keeps a user salt from snapshot to snapshot, with a new nonce each time', async () => {
    const { a } = await twoUsers();
    await takeSnapshot(t, NOON - DAY);
    const first = ok<proofRules.LeafFile>(await t.get('/api/proof/leaf', {}, a.token));
    await takeSnapshot(t, NOON);
    const second = ok<proofRules.LeafFile>(await t.get('/api/proof/leaf', {}, a.token));
    expect(second.snapshot_id).not.toBe(first.snapshot_id);
    expect(second.leaf.salt).toBe(first.leaf.salt);
    expect(second.leaf.nonce).not.toBe(first.leaf.nonce);
  });

  it('runs once a UTC day, at 00:10, even when two runs race', async () => {
    await twoUsers();
    const job = proofSnapshotJob((now) => takeSnapshot(t, now));
    expect(job.nextRun(Date.UTC(2030, 2, 10, 0, 5))).toBe(Date.UTC(2030, 2, 10, 0, 10));
    expect(nextSnapshotAt(Date.UTC(2030, 2, 10, 0, 10))).toBe(Date.UTC(2030, 2, 11, 0, 10));
    expect(job.nextRun(NOON)).toBe(Date.UTC(2030, 2, 11, 0, 10));

    const runs = await Promise.all([job.run(NOON), job.run(NOON + 1000)]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(await job.run(NOON + 2 * 3_600_000)).toBeUndefined();
    const count = async () =>
      (
        await sql<{ n: number }>`select count(*)::int as n from proof_snapshots
          where day >= '2030-01-01'`.execute(t.db)
      ).rows[0]!.n;
    expect(await count()).toBe(1);
    expect(await job.run(NOON + DAY)).toBeDefined();
    expect(await count()).toBe(2);
  });

  it('an operator takes a snapshot now and the console reads it; an auditor cannot', async () => {
    const { a } = await twoUsers();
    const op = await t.admin('operator');
    const auditor = await t.admin('auditor');
    expect(failure(await t.post('/api/admin/proof/snapshot', {}, auditor.token)).type).toBe(
      'error',
    );
    expect(failure(await t.post('/api/admin/proof/snapshot', {}, a.token)).type).toBe('999');

    const now = ok<proofRules.RootFile>(await t.post('/api/admin/proof/snapshot', {}, op.token));
    expect(now.totals).toEqual({ USDT: '1030.75', BTC: '2.125' });
    const liabilities = ok<proofRules.RootFile>(
      await t.get('/api/admin/proof/liabilities', {}, auditor.token),
    );
    expect(liabilities).toEqual(now);
    // The one taken now is the latest published, and my leaf is read from it.
    expect(ok<proofRules.RootFile>(await t.get('/api/proof/root'))).toEqual(now);
    const leaf = ok<proofRules.LeafFile>(await t.get('/api/proof/leaf', {}, a.token));
    expect(proofRules.verifyLeafFile(leaf, now).ok).toBe(true);
    const { rows } = await sql<{ day: string | null; taken_by: number | null }>`
      select day, taken_by from proof_snapshots where id = ${now.snapshot_id}`.execute(t.db);
    expect(rows[0]).toEqual({ day: null, taken_by: op.id });
    const audit = await sql<{ admin_id: number; entity_id: string }>`
      select admin_id, entity_id from audit_log where action = 'proof.snapshot'`.execute(t.db);
    expect(audit.rows).toEqual([{ admin_id: op.id, entity_id: String(now.snapshot_id) }]);
  });
});
