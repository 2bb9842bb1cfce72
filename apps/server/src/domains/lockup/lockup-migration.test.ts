import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '../../db/connect.js';
import { setTileRoutes } from '../../db/migrations/0020_lockup.js';
import { openTestDatabase } from '../../testing/test-app.js';

/**
 * Migration 0020 on a database seeded before it: the four mining tiles had no route ("under
 * development"); the migration points them at the lock-up list, leaving a route an operator set.
 */
let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await openTestDatabase();
});
afterEach(() => handle.close());

const KEYS = ['lock_mining', 'mining', 'defi', 'cloud_mining'];

async function routes(): Promise<Record<string, string | null>> {
  const rows = await handle.db
    .selectFrom('menu_items')
    .select(['key', 'route'])
    .where('key', 'in', KEYS)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.key, r.route]));
}

describe('migration 0020: the mining tiles', () => {
  it('opens the lock-up list (by category) from tiles without a route, and keeps an operator route', async () => {
    await sql`update menu_items set route = null where key in ('lock_mining', 'mining', 'cloud_mining')`.execute(
      handle.db,
    );
    await sql`update menu_items set route = '/pages/common/faq' where key = 'defi'`.execute(
      handle.db,
    );
    await setTileRoutes(handle.db as unknown as Kysely<unknown>);
    expect(await routes()).toEqual({
      lock_mining: '/pages/lockming/lockming',
      mining: '/pages/lockming/lockming?category=mining',
      defi: '/pages/common/faq',
      cloud_mining: '/pages/lockming/lockming?category=cloud',
    });
  });
});
