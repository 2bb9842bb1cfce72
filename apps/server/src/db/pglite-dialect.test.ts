import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase, type DatabaseHandle } from './connect.js';

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('PGlite dialect', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase({ databaseUrl: 'memory://', dataDir: '' });
    await sql`create table probe (id integer primary key, tx integer not null)`.execute(handle.db);
  });
  afterAll(() => handle.close());

  it('runs 500 concurrent transactions exclusively: failed ones leave nothing, successful ones everything', async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 500 }, (_, tx) =>
        handle.db.transaction().execute(async (trx) => {
          // Two writes with a pause between them: another transaction sneaking in would see or
          // roll back the first write.
          await trx
            .insertInto('probe' as never)
            .values({ id: tx * 2, tx })
            .execute();
          await new Promise((resolve) => setImmediate(resolve));
          await trx
            .insertInto('probe' as never)
            .values({ id: tx * 2 + 1, tx })
            .execute();
          if (tx % 2 === 1) throw new Error(`transaction ${tx} fails after writing`);
        }),
      ),
    );

    expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(250);
    const rows = await sql<{
      tx: number;
      n: number;
    }>`select tx, count(*)::int as n from probe group by tx order by tx`.execute(handle.db);
    expect(rows.rows).toHaveLength(250);
    expect(rows.rows.every((r) => r.tx % 2 === 0 && r.n === 2)).toBe(true);
  });

  it('keeps int8 as numbers and numeric as exact decimal strings', async () => {
    const { rows } = await sql<{
      big: number;
      money: string;
    }>`select 9007199254740991::int8 as big, 0.1234567890123456789::numeric as money`.execute(
      handle.db,
    );
    expect(rows[0]).toEqual({ big: 9007199254740991, money: '0.1234567890123456789' });
  });

  it('rolls back a failed transaction and keeps serving queries', async () => {
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await sql`select 1/0`.execute(trx);
      }),
    ).rejects.toThrow();
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
    expect(rows[0]?.one).toBe(1);
  });
});
