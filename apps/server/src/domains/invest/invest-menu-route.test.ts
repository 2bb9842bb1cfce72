import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '../../db/connect.js';
import { up } from '../../db/migrations/0018_invest.js';
import { openTestDatabase } from '../../testing/test-app.js';

/**
 * Migration 0018's menu part on a database seeded before it: the invest tile had no route; after
 * the migration it opens /pages/invest/invest, and a route an operator set stays theirs.
 */
let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await openTestDatabase();
});
afterEach(() => handle.close());

const route = async () =>
  (
    await handle.db
      .selectFrom('menu_items')
      .select('route')
      .where('key', '=', 'invest')
      .executeTakeFirstOrThrow()
  ).route;

/** The migration's menu update alone (its tables exist already in the template). */
async function menuPartOf018() {
  const db = handle.db as unknown as Kysely<unknown>;
  await sql`drop table invest_orders`.execute(db);
  await sql`drop table invest_products`.execute(db);
  await up(db);
}

describe('migration 0018 and the invest tile', () => {
  it('gives the tile of an older database its screen', async () => {
    expect(await route()).toBe('/pages/invest/invest');
    await handle.db
      .updateTable('menu_items')
      .set({ route: null })
      .where('key', '=', 'invest')
      .execute();
    await menuPartOf018();
    expect(await route()).toBe('/pages/invest/invest');
  });

  it("leaves an operator's own route alone", async () => {
    await handle.db
      .updateTable('menu_items')
      .set({ route: '/pages/common/webView?url=x' })
      .where('key', '=', 'invest')
      .execute();
    await menuPartOf018();
    expect(await route()).toBe('/pages/common/webView?url=x');
  });
});
